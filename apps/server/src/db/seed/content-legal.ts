import type { PageSection } from '@waha/shared';
import type { PageSeed } from './content-pages.js';

const s = (heading: string, paragraphs: string[], bullets: string[] = []): PageSection => ({
  heading,
  paragraphs,
  bullets,
});

/** Privacy policy written to the Saudi Personal Data Protection Law (PDPL): purpose, data, retention, rights. */
export const LEGAL_PAGES: PageSeed[] = [
  {
    slug: 'privacy-policy',
    title: ['سياسة الخصوصية', 'Privacy policy', 'رازداری کی پالیسی'],
    sections: [
      [
        s('من نحن', [
          'شركة الواحة للصرافة والتحويل هي الجهة المتحكمة في بياناتك الشخصية، وتعالجها وفق نظام حماية البيانات الشخصية ولائحته التنفيذية.',
        ]),
        s(
          'أغراض المعالجة',
          [],
          [
            'تنفيذ عمليات الصرف والحوالات التي تطلبها.',
            'التحقق من الهوية ومكافحة غسل الأموال وتمويل الإرهاب كما تفرض الأنظمة.',
            'معالجة الشكاوى وطلبات الخدمة والرد على رسائلك.',
            'التوظيف عند تقدمك لوظيفة لدينا.',
          ],
        ),
        s(
          'البيانات التي نجمعها',
          [],
          [
            'بيانات الهوية: الاسم ورقم الهوية أو الإقامة وتاريخ الميلاد والجنسية.',
            'بيانات التواصل: رقم الجوال والبريد الإلكتروني والعنوان.',
            'بيانات العمليات: المبالغ والمستفيدون والتواريخ.',
            'بيانات تقنية محدودة: سجلات الخادم دون إعلانات أو تتبع من أطراف ثالثة.',
            'بيانات طلب التوظيف: التعليم والخبرات والمعرّفون والمستندات المرفقة والتوقيع، وديانتك وحالتك الصحية فقط إذا اخترت الإجابة ووافقت صراحةً على ذلك؛ وهي بيانات حساسة تُحفظ منفصلة ولا يطّلع عليها إلا فريق الموارد البشرية.',
          ],
        ),
        s('مدة الاحتفاظ', [
          'نحتفظ بسجلات العمليات والهوية عشر سنوات بعد انتهاء العلاقة كما تلزم أنظمة مكافحة غسل الأموال، ورسائل التواصل سنتين، وطلبات التوظيف سنة واحدة ما لم توافق على مدة أطول، ثم تُحذف أو تُجهَّل.',
        ]),
        s('حقوقك', [
          'يحق لك العلم بكيفية معالجة بياناتك، والوصول إليها والحصول على نسخة منها، وطلب تصحيحها أو إتلافها عندما لا تكون لازمة، والرجوع عن موافقتك، وتقديم شكوى إلى الهيئة السعودية للبيانات والذكاء الاصطناعي (سدايا).',
        ]),
        s('كيف تمارس حقوقك', [
          'راسلنا على البريد الإلكتروني المعلن في أسفل الصفحة أو زر أي فرع مع هويتك، وسنرد خلال 30 يومًا.',
        ]),
      ],
      [
        s('Who we are', [
          'Al-Waha Exchange & Remittance Co. is the controller of your personal data and processes it under the Personal Data Protection Law (PDPL) and its Implementing Regulations.',
        ]),
        s(
          'Why we process your data',
          [],
          [
            'To carry out the exchanges and transfers you ask for.',
            'To verify identity and prevent money laundering and terrorist financing, as the law requires.',
            'To handle complaints and service requests and answer your messages.',
            'For recruitment, when you apply for a job with us.',
          ],
        ),
        s(
          'Data we collect',
          [],
          [
            'Identity data: name, national ID or iqama number, date of birth and nationality.',
            'Contact data: mobile number, email and address.',
            'Transaction data: amounts, beneficiaries and dates.',
            'Limited technical data: server logs, with no third-party advertising or tracking.',
            'Job application data: education, experience, references, the attached documents and your signature; and your religion and health only if you choose to answer and give your explicit consent. These are sensitive data, kept apart and seen only by our human resources team.',
          ],
        ),
        s('How long we keep it', [
          'We keep transaction and identity records for ten years after the relationship ends, as anti-money-laundering rules require; contact messages for two years; and job applications for one year unless you agree to longer. Then they are deleted or anonymised.',
        ]),
        s('Your rights', [
          'You have the right to be informed of how your data is processed, to access it and obtain a copy, to ask for it to be corrected or destroyed when no longer needed, to withdraw your consent, and to complain to the Saudi Data & AI Authority (SDAIA).',
        ]),
        s('How to use your rights', [
          'Email us at the address at the foot of this page or visit any branch with your ID; we answer within 30 days.',
        ]),
      ],
      [
        s('ہم کون ہیں', [
          'الواحہ ایکسچینج اینڈ ریمیٹنس کمپنی آپ کے ذاتی ڈیٹا کی کنٹرولر ہے اور اسے ذاتی ڈیٹا کے تحفظ کے قانون (PDPL) اور اس کے ضوابط کے مطابق پراسیس کرتی ہے۔',
        ]),
        s(
          'ڈیٹا پراسیس کرنے کے مقاصد',
          [],
          [
            'آپ کی درخواست کردہ ایکسچینج اور ترسیلات انجام دینا۔',
            'قانون کے مطابق شناخت کی تصدیق اور منی لانڈرنگ و دہشت گردی کی مالی معاونت کی روک تھام۔',
            'شکایات اور سروس کی درخواستیں نمٹانا اور آپ کے پیغامات کا جواب دینا۔',
            'ملازمت کے لیے درخواست دینے پر بھرتی کا عمل۔',
          ],
        ),
        s(
          'ہم کون سا ڈیٹا جمع کرتے ہیں',
          [],
          [
            'شناختی ڈیٹا: نام، قومی شناختی یا اقامہ نمبر، تاریخ پیدائش اور قومیت۔',
            'رابطے کا ڈیٹا: موبائل نمبر، ای میل اور پتہ۔',
            'لین دین کا ڈیٹا: رقوم، وصول کنندگان اور تاریخیں۔',
            'محدود تکنیکی ڈیٹا: سرور لاگز، کسی تیسرے فریق کی تشہیر یا ٹریکنگ کے بغیر۔',
            'ملازمت کی درخواست کا ڈیٹا: تعلیم، تجربہ، حوالہ جات، منسلک دستاویزات اور دستخط؛ اور آپ کا مذہب اور صحت صرف اس صورت میں جب آپ جواب دینا چاہیں اور واضح رضامندی دیں۔ یہ حساس ڈیٹا ہے جو الگ رکھا جاتا ہے اور صرف ہماری ہیومن ریسورسز ٹیم دیکھتی ہے۔',
          ],
        ),
        s('ڈیٹا کب تک رکھا جاتا ہے', [
          'منی لانڈرنگ کے قواعد کے مطابق لین دین اور شناخت کا ریکارڈ تعلق ختم ہونے کے بعد دس سال، رابطے کے پیغامات دو سال، اور ملازمت کی درخواستیں ایک سال تک رکھی جاتی ہیں، جب تک آپ زیادہ مدت پر رضامند نہ ہوں۔ اس کے بعد انہیں حذف یا گمنام کر دیا جاتا ہے۔',
        ]),
        s('آپ کے حقوق', [
          'آپ کو یہ جاننے کا حق ہے کہ آپ کا ڈیٹا کیسے پراسیس ہوتا ہے، اس تک رسائی اور اس کی نقل حاصل کرنے، غیر ضروری ہونے پر اس کی درستی یا تلفی کی درخواست کرنے، اپنی رضامندی واپس لینے، اور سعودی ڈیٹا و مصنوعی ذہانت اتھارٹی (SDAIA) میں شکایت کرنے کا حق ہے۔',
        ]),
        s('اپنے حقوق کیسے استعمال کریں', [
          'اس صفحے کے نیچے دیے گئے ای میل پر ہمیں لکھیں یا اپنی شناخت کے ساتھ کسی بھی برانچ پر آئیں؛ ہم 30 دن کے اندر جواب دیتے ہیں۔',
        ]),
      ],
    ],
  },
  {
    slug: 'information-protection',
    title: ['حماية المعلومات', 'Information protection', 'معلومات کا تحفظ'],
    sections: [
      [
        s(
          'كيف نحمي معلوماتك',
          [],
          [
            'تشفير جميع الاتصالات بالموقع والتطبيق.',
            'رموز تحقق لمرة واحدة تُرسل إلى جوالك المسجل لدينا فقط.',
            'صلاحيات وصول محدودة للموظفين وسجل لكل اطلاع على البيانات.',
            'حفظ المرفقات خارج الموقع العام وعدم إتاحتها للجمهور.',
          ],
        ),
        s('كيف تحمي نفسك', [
          'لا تشارك رمز التحقق أو كلمة المرور مع أي شخص، ولو ادعى أنه من موظفي الواحة. أبلغنا فورًا عن أي رسالة مشبوهة عبر الرقم المجاني.',
        ]),
      ],
      [
        s(
          'How we protect your information',
          [],
          [
            'Every connection to the website and app is encrypted.',
            'One-time codes are sent only to the mobile number on our records.',
            'Staff access is limited and every look at customer data is logged.',
            'Attachments are stored outside the public website and are never published.',
          ],
        ),
        s('How to protect yourself', [
          'Never share a verification code or password with anyone, even someone claiming to be Al-Waha staff. Report any suspicious message at once on our toll-free number.',
        ]),
      ],
      [
        s(
          'ہم آپ کی معلومات کیسے محفوظ رکھتے ہیں',
          [],
          [
            'ویب سائٹ اور ایپ کا ہر رابطہ انکرپٹڈ ہے۔',
            'ایک بار استعمال ہونے والے کوڈ صرف ہمارے ریکارڈ میں موجود موبائل نمبر پر بھیجے جاتے ہیں۔',
            'عملے کی رسائی محدود ہے اور صارف کے ڈیٹا کو دیکھنے کا ہر عمل ریکارڈ ہوتا ہے۔',
            'منسلکات عوامی ویب سائٹ سے باہر محفوظ کیے جاتے ہیں اور کبھی شائع نہیں ہوتے۔',
          ],
        ),
        s('اپنی حفاظت کیسے کریں', [
          'تصدیقی کوڈ یا پاس ورڈ کسی کو نہ بتائیں، چاہے وہ خود کو الواحہ کا ملازم ظاہر کرے۔ کسی بھی مشکوک پیغام کی فوراً ہمارے ٹول فری نمبر پر اطلاع دیں۔',
        ]),
      ],
    ],
  },
  {
    slug: 'terms-and-conditions',
    title: ['الشروط والأحكام', 'Terms and conditions', 'شرائط و ضوابط'],
    sections: [
      [
        s('الأسعار والرسوم', [
          'أسعار الصرف المعروضة استرشادية ويُعتمد السعر عند التنفيذ في الفرع. تُطبق ضريبة القيمة المضافة على رسوم التحويل.',
        ]),
        s(
          'الاسترداد',
          [],
          [
            'طلب استرداد حوالة مضى عليها أكثر من 25 يومًا يستغرق من 5 إلى 8 أيام عمل.',
            'إذا طلبنا معلومات إضافية فيجب تقديمها خلال 5 أيام عمل.',
            'تُخصم رسوم التحويل البنكي عند اختيار الاسترداد إلى حساب بنكي.',
          ],
        ),
        s('مسؤولية العميل', [
          'يلتزم العميل بصحة بيانات المستفيد، ولا تتحمل الشركة التأخير الناتج عن بيانات غير صحيحة.',
        ]),
      ],
      [
        s('Rates and fees', [
          'Exchange rates shown are indicative; the rate is confirmed when the transaction is made at the branch. Value added tax applies to transfer fees.',
        ]),
        s(
          'Refunds',
          [],
          [
            'A refund of a transfer more than 25 days old takes 5 to 8 working days.',
            'If we ask for extra information, it must be supplied within 5 working days.',
            'Bank transfer charges are deducted when you choose a refund to a bank account.',
          ],
        ),
        s("The customer's responsibility", [
          "The customer is responsible for the accuracy of the beneficiary's details; the company is not liable for delays caused by incorrect details.",
        ]),
      ],
      [
        s('ریٹ اور فیس', [
          'دکھائے گئے ایکسچینج ریٹ رہنمائی کے لیے ہیں؛ حتمی ریٹ برانچ میں لین دین کے وقت طے ہوتا ہے۔ ترسیل کی فیس پر ویلیو ایڈڈ ٹیکس لاگو ہوتا ہے۔',
        ]),
        s(
          'رقم کی واپسی',
          [],
          [
            '25 دن سے پرانی ترسیل کی رقم واپسی میں 5 سے 8 کاروباری دن لگتے ہیں۔',
            'اگر ہم اضافی معلومات طلب کریں تو وہ 5 کاروباری دنوں کے اندر فراہم کرنا ضروری ہے۔',
            'بینک اکاؤنٹ میں واپسی کا انتخاب کرنے پر بینک ٹرانسفر کے چارجز کاٹ لیے جاتے ہیں۔',
          ],
        ),
        s('صارف کی ذمہ داری', [
          'وصول کنندہ کی تفصیلات کی درستی صارف کی ذمہ داری ہے؛ غلط تفصیلات کی وجہ سے ہونے والی تاخیر کی ذمہ دار کمپنی نہیں۔',
        ]),
      ],
    ],
  },
];
