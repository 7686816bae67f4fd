import { TICKET_TARGET_DAYS } from '@waha/shared';
import type { FaqsTable, TutorialsTable } from '../schema.js';

/** The complaint deadline, written where the FAQ states it (the one constant, never typed in). */
const DAYS = TICKET_TARGET_DAYS;

type Tri = [string, string, string];
const FAQ: ['general' | 'app', Tri, Tri][] = [
  [
    'general',
    [
      'ما المستندات المطلوبة لإرسال حوالة؟',
      'What documents do I need to send a transfer?',
      'رقم بھیجنے کے لیے کون سی دستاویزات درکار ہیں؟',
    ],
    [
      'هوية وطنية أو إقامة سارية، ورقم جوال مسجل باسمك. قد نطلب مستندات إضافية عن مصدر الأموال وفق أنظمة البنك المركزي السعودي.',
      'A valid national ID or iqama and a mobile number registered in your name. We may ask for more documents on the source of funds under Saudi Central Bank rules.',
      'درست قومی شناختی کارڈ یا اقامہ، اور آپ کے نام پر رجسٹرڈ موبائل نمبر۔ سعودی مرکزی بینک کے قواعد کے تحت ہم رقم کے ذریعے کے بارے میں مزید دستاویزات مانگ سکتے ہیں۔',
    ],
  ],
  [
    'general',
    [
      'هل أسعار الصرف المعروضة في الموقع نهائية؟',
      'Are the exchange rates on the website final?',
      'کیا ویب سائٹ پر دکھائے گئے ایکسچینج ریٹ حتمی ہیں؟',
    ],
    [
      'الأسعار استرشادية وتُحدَّث خلال اليوم، ويُعتمد السعر النهائي في الفرع عند تنفيذ العملية.',
      'Rates are indicative and updated during the day; the final rate is confirmed at the branch when the transaction is made.',
      'ریٹ رہنمائی کے لیے ہیں اور دن میں اپ ڈیٹ ہوتے ہیں؛ حتمی ریٹ لین دین کے وقت برانچ میں طے ہوتا ہے۔',
    ],
  ],
  [
    'general',
    [
      'كم تستغرق الحوالة حتى تصل؟',
      'How long does a transfer take to arrive?',
      'رقم پہنچنے میں کتنا وقت لگتا ہے؟',
    ],
    [
      'تصل أغلب الحوالات النقدية خلال دقائق، والحوالات البنكية خلال يوم إلى يومي عمل بحسب بلد الاستلام.',
      'Most cash transfers arrive within minutes, and bank transfers within one to two working days depending on the receiving country.',
      'زیادہ تر نقد ترسیلات چند منٹوں میں پہنچ جاتی ہیں، اور بینک ترسیلات وصول کرنے والے ملک کے لحاظ سے ایک سے دو کاروباری دنوں میں۔',
    ],
  ],
  [
    'general',
    ['كيف ألغي حوالة أرسلتها؟', 'How do I cancel a transfer I sent?', 'بھیجی گئی رقم کیسے منسوخ کروں؟'],
    [
      'من صفحة خدمات الحوالات اختر "إلغاء حوالة صادرة" وأدخل رقم الحوالة ورقم هويتك، ثم أكد الطلب برمز التحقق المرسل إلى جوالك.',
      'On the remittance services page choose "Cancel an outgoing transfer", enter the transfer number and your ID number, then confirm with the code sent to your phone.',
      'ترسیلات کی خدمات والے صفحے پر "بھیجی گئی رقم منسوخ کریں" منتخب کریں، ترسیل نمبر اور اپنا شناختی نمبر درج کریں، پھر اپنے فون پر آنے والے کوڈ سے تصدیق کریں۔',
    ],
  ],
  [
    'general',
    [
      'ماذا أفعل إذا لم تُحل شكواي؟',
      'What if my complaint is not resolved?',
      'اگر میری شکایت حل نہ ہو تو کیا کروں؟',
    ],
    [
      `نعالج الشكاوى خلال ${DAYS} أيام. إن لم تُحل يمكنك تصعيدها داخليًا أو رفعها إلى البنك المركزي السعودي عبر خدمة ساما تهتم.`,
      `We handle complaints within ${DAYS} days. If yours is not resolved you may escalate it internally or raise it with the Saudi Central Bank through SAMACares.`,
      `ہم شکایات ${DAYS} دن کے اندر نمٹاتے ہیں۔ اگر آپ کی شکایت حل نہ ہو تو آپ اسے اندرونی طور پر آگے بڑھا سکتے ہیں یا SAMACares کے ذریعے سعودی مرکزی بینک کو بھیج سکتے ہیں۔`,
    ],
  ],
  [
    'app',
    [
      'كيف أسجل في تطبيق الواحة؟',
      'How do I register in the Al-Waha app?',
      'الواحہ ایپ میں رجسٹریشن کیسے کروں؟',
    ],
    [
      'حمّل التطبيق من متجر Google Play أو App Store، وأدخل رقم هويتك وجوالك، ثم وثّق حسابك عبر النفاذ الوطني الموحد.',
      'Download the app from Google Play or the App Store, enter your ID and mobile numbers, then verify your account through the National Single Sign-On (Nafath).',
      'ایپ Google Play یا App Store سے ڈاؤن لوڈ کریں، اپنا شناختی اور موبائل نمبر درج کریں، پھر نفاذ (قومی سنگل سائن آن) کے ذریعے اکاؤنٹ کی تصدیق کریں۔',
    ],
  ],
  [
    'app',
    [
      'نسيت رمز الدخول إلى التطبيق، ماذا أفعل؟',
      'I forgot my app passcode. What should I do?',
      'میں ایپ کا پاس کوڈ بھول گیا ہوں، کیا کروں؟',
    ],
    [
      'اضغط "نسيت الرمز" في شاشة الدخول، وسيصلك رمز تحقق على جوالك المسجل لتعيين رمز جديد.',
      'Tap "Forgot passcode" on the sign-in screen; a verification code is sent to your registered mobile so you can set a new one.',
      'سائن ان اسکرین پر "پاس کوڈ بھول گئے" دبائیں؛ آپ کے رجسٹرڈ موبائل پر تصدیقی کوڈ آئے گا تاکہ آپ نیا پاس کوڈ بنا سکیں۔',
    ],
  ],
  [
    'app',
    [
      'هل يمكنني إضافة مستفيد من التطبيق؟',
      'Can I add a beneficiary in the app?',
      'کیا میں ایپ میں وصول کنندہ شامل کر سکتا ہوں؟',
    ],
    [
      'نعم، من قائمة المستفيدين اختر "إضافة مستفيد" وأدخل بياناته كما في هويته الرسمية وبيانات حسابه البنكي أو طريقة الاستلام.',
      'Yes. In Beneficiaries choose "Add beneficiary" and enter their details exactly as on their official ID, with their bank account or pick-up method.',
      'جی ہاں۔ وصول کنندگان میں "وصول کنندہ شامل کریں" منتخب کریں اور ان کی تفصیلات سرکاری شناختی کارڈ کے مطابق، بینک اکاؤنٹ یا وصولی کے طریقے کے ساتھ درج کریں۔',
    ],
  ],
];

export const DEMO_FAQS: FaqsTable[] = FAQ.map(([category, q, a], index) => ({
  id: index + 1,
  category,
  sort_order: index + 1,
  question_ar: q[0],
  question_en: q[1],
  question_ur: q[2],
  answer_ar: a[0],
  answer_en: a[1],
  answer_ur: a[2],
}));

const TUTORIALS: [Tri, [string[], string[], string[]]][] = [
  [
    ['إنشاء حساب في التطبيق', 'Create your account in the app', 'ایپ میں اکاؤنٹ بنائیں'],
    [
      [
        'حمّل تطبيق الواحة من المتجر.',
        'اختر "تسجيل جديد" وأدخل رقم الهوية والجوال.',
        'أدخل رمز التحقق المرسل إلى جوالك.',
        'وثّق هويتك عبر النفاذ الوطني وأنشئ رمز الدخول.',
      ],
      [
        'Download the Al-Waha app from your store.',
        'Choose "New registration" and enter your ID and mobile numbers.',
        'Enter the verification code sent to your phone.',
        'Verify your identity with Nafath and create your passcode.',
      ],
      [
        'اپنے اسٹور سے الواحہ ایپ ڈاؤن لوڈ کریں۔',
        '"نئی رجسٹریشن" منتخب کریں اور شناختی اور موبائل نمبر درج کریں۔',
        'اپنے فون پر آنے والا تصدیقی کوڈ درج کریں۔',
        'نفاذ کے ذریعے شناخت کی تصدیق کریں اور اپنا پاس کوڈ بنائیں۔',
      ],
    ],
  ],
  [
    ['إرسال حوالة', 'Send a transfer', 'رقم بھیجیں'],
    [
      [
        'اختر "تحويل" من الشاشة الرئيسية.',
        'اختر المستفيد أو أضف مستفيدًا جديدًا.',
        'أدخل المبلغ وراجع السعر والرسوم والمبلغ المستلم.',
        'أكد العملية برمز التحقق واحتفظ برقم الحوالة.',
      ],
      [
        'Choose "Transfer" on the home screen.',
        'Pick a beneficiary or add a new one.',
        'Enter the amount and review the rate, the fee and the amount received.',
        'Confirm with the verification code and keep the transfer number.',
      ],
      [
        'ہوم اسکرین پر "ترسیل" منتخب کریں۔',
        'وصول کنندہ منتخب کریں یا نیا شامل کریں۔',
        'رقم درج کریں اور ریٹ، فیس اور وصول ہونے والی رقم دیکھ لیں۔',
        'تصدیقی کوڈ سے تصدیق کریں اور ترسیل نمبر محفوظ رکھیں۔',
      ],
    ],
  ],
  [
    ['متابعة حالة الحوالة', 'Track a transfer', 'ترسیل کی صورتحال دیکھیں'],
    [
      [
        'افتح "حوالاتي" في التطبيق.',
        'اختر الحوالة لرؤية حالتها: مرسلة، جاهزة للاستلام، مدفوعة.',
        'شارك إيصال الحوالة مع المستفيد عند الحاجة.',
      ],
      [
        'Open "My transfers" in the app.',
        'Select a transfer to see its status: sent, ready for pickup or paid.',
        'Share the receipt with your beneficiary when needed.',
      ],
      [
        'ایپ میں "میری ترسیلات" کھولیں۔',
        'کسی ترسیل کو منتخب کر کے اس کی صورتحال دیکھیں: بھیجی گئی، وصولی کے لیے تیار یا ادا شدہ۔',
        'ضرورت ہو تو رسید وصول کنندہ کے ساتھ شیئر کریں۔',
      ],
    ],
  ],
];

export const DEMO_TUTORIALS: TutorialsTable[] = TUTORIALS.map(([title, steps], index) => ({
  id: index + 1,
  sort_order: index + 1,
  title_ar: title[0],
  title_en: title[1],
  title_ur: title[2],
  steps_ar: JSON.stringify(steps[0]),
  steps_en: JSON.stringify(steps[1]),
  steps_ur: JSON.stringify(steps[2]),
}));
