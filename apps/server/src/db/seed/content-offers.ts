import { PURPLE_SATURDAY_DAY, type OfferMarket } from '@waha/shared';
import type { OffersTable } from '../schema.js';
import { daysFrom } from './content-media.js';

type Tri = [string, string, string];
/** An offer's last day: none, a fixed day (Purple Saturday, already over), or days after the seed runs. */
type Validity = null | string | { days: number };
const OFFERS: [OfferMarket, Validity, Tri, Tri][] = [
  [
    'general',
    { days: 90 },
    [
      'أول حوالة من التطبيق برسوم مخفضة',
      'Reduced fee on your first app transfer',
      'ایپ سے پہلی ترسیل پر کم فیس',
    ],
    [
      'سجّل في تطبيق الواحة وأرسل أول حوالة برسوم 50% أقل من رسوم الفرع، لأي بلد نخدمه.',
      'Register in the Al-Waha app and send your first transfer for 50% less than the branch fee, to any country we serve.',
      'الواحہ ایپ میں رجسٹر کریں اور اپنی پہلی ترسیل ہمارے کسی بھی ملک کے لیے برانچ فیس سے 50٪ کم پر بھیجیں۔',
    ],
  ],
  [
    'general',
    null,
    ['أسعار خاصة للمبالغ الكبيرة', 'Better rates on larger amounts', 'بڑی رقوم پر بہتر ریٹ'],
    [
      'عند صرف ما يعادل 20,000 ريال أو أكثر في الفرع، اطلب من الموظف سعرًا تفضيليًا يُعتمد قبل التنفيذ.',
      'When exchanging the equivalent of SAR 20,000 or more at a branch, ask the teller for a preferential rate, confirmed before the deal.',
      'برانچ میں 20,000 ریال یا اس سے زیادہ کے برابر رقم تبدیل کرتے وقت کیشیئر سے ترجیحی ریٹ کی درخواست کریں، جو لین دین سے پہلے طے ہوگا۔',
    ],
  ],
  [
    'yemen',
    null,
    [
      'حوالات إلى اليمن برسوم ثابتة 15 ريالًا',
      'Transfers to Yemen for a flat SAR 15 fee',
      'یمن کو صرف 15 ریال فیس میں ترسیل',
    ],
    [
      'أرسل إلى صنعاء وعدن والمكلا وتعز برسوم ثابتة 15 ريالًا حتى 5,000 ريال، والاستلام نقدًا خلال دقائق لدى وكلائنا.',
      "Send to Sana'a, Aden, Mukalla and Taiz for a flat SAR 15 fee up to SAR 5,000, with cash pick-up within minutes at our agents.",
      'صنعاء، عدن، مکلا اور تعز کو 5,000 ریال تک صرف 15 ریال فیس میں رقم بھیجیں، اور ہمارے ایجنٹس سے چند منٹ میں نقد وصول کریں۔',
    ],
  ],
  [
    'yemen',
    null,
    [
      'الاستلام بالريال اليمني أو الدولار',
      'Pick up in Yemeni rial or US dollars',
      'یمنی ریال یا امریکی ڈالر میں وصولی',
    ],
    [
      'يختار المستفيد في اليمن عملة الاستلام عند أكثر من 300 وكيل معتمد.',
      'Your beneficiary in Yemen chooses the pick-up currency at more than 300 approved agents.',
      'یمن میں آپ کا وصول کنندہ 300 سے زیادہ منظور شدہ ایجنٹس پر وصولی کی کرنسی خود منتخب کرتا ہے۔',
    ],
  ],
  [
    'egypt',
    null,
    [
      'إيداع مباشر في البنوك المصرية',
      'Direct deposit to Egyptian banks',
      'مصری بینکوں میں براہ راست رقم جمع',
    ],
    [
      'حوالات إلى حسابات جميع البنوك المصرية ومحافظ الهاتف خلال اليوم نفسه، برسوم 20 ريالًا فقط.',
      'Same-day transfers to accounts at every Egyptian bank and to mobile wallets, for a fee of only SAR 20.',
      'تمام مصری بینکوں کے اکاؤنٹس اور موبائل والیٹس میں اسی دن رقم کی منتقلی، صرف 20 ریال فیس میں۔',
    ],
  ],
  [
    'egypt',
    null,
    [
      'سعر مميز للجنيه المصري يوم الخميس',
      'Thursday special rate for the Egyptian pound',
      'جمعرات کو مصری پاؤنڈ کا خصوصی ریٹ',
    ],
    [
      'كل خميس نقدم سعرًا أفضل للجنيه المصري في فروع جدة والرياض.',
      'Every Thursday we offer a better Egyptian pound rate at our Jeddah and Riyadh branches.',
      'ہر جمعرات جدہ اور ریاض کی برانچوں میں مصری پاؤنڈ کا بہتر ریٹ دیا جاتا ہے۔',
    ],
  ],
  [
    'india',
    null,
    ['حوالات فورية إلى الهند', 'Instant transfers to India', 'بھارت کو فوری ترسیلات'],
    [
      'تصل الحوالات إلى الحسابات البنكية في الهند خلال دقائق عبر شبكة الدفع الفوري، برسوم 12 ريالًا.',
      'Transfers reach bank accounts in India within minutes over the instant payment network, for a SAR 12 fee.',
      'فوری ادائیگی نیٹ ورک کے ذریعے بھارت کے بینک اکاؤنٹس میں رقم چند منٹوں میں پہنچتی ہے، صرف 12 ریال فیس میں۔',
    ],
  ],
  [
    'india',
    { days: 60 },
    [
      'عروض موسم الأعياد إلى كيرلا وتاميل نادو',
      'Festival season offers to Kerala and Tamil Nadu',
      'کیرالہ اور تمل ناڈو کے لیے تہواروں کی پیشکش',
    ],
    [
      'خلال مواسم أونام وديوالي نضيف سعرًا تفضيليًا على كل حوالة من التطبيق إلى الهند.',
      'During Onam and Diwali we add a preferential rate to every app transfer to India.',
      'اونم اور دیوالی کے دوران ایپ سے بھارت بھیجی جانے والی ہر ترسیل پر ترجیحی ریٹ دیا جاتا ہے۔',
    ],
  ],
  [
    'purple-saturday',
    PURPLE_SATURDAY_DAY,
    [
      'السبت البنفسجي: خصم 100% على رسوم التحويل',
      'Purple Saturday: 100% off transfer fees',
      'پرپل سنیچر: ترسیل کی فیس پر 100٪ رعایت',
    ],
    [
      'يوم السبت 26 يوليو 2025، نعفي حاملي بطاقات مدى من رسوم التحويل بالكامل عند الإرسال من أي فرع من فروعنا.',
      'On Saturday 26 July 2025, holders of a mada card pay no transfer fee at all when they send from any of our branches.',
      'ہفتہ 26 جولائی 2025 کو مدی کارڈ رکھنے والے ہماری کسی بھی برانچ سے رقم بھیجنے پر کوئی ترسیلی فیس ادا نہیں کریں گے۔',
    ],
  ],
];

export const demoOffers = (now: Date): OffersTable[] =>
  OFFERS.map(([market, validity, title, body], index) => ({
    id: index + 1,
    market,
    valid_until: validity === null || typeof validity === 'string' ? validity : daysFrom(now, validity.days),
    sort_order: index + 1,
    title_ar: title[0],
    title_en: title[1],
    title_ur: title[2],
    body_ar: body[0],
    body_en: body[1],
    body_ur: body[2],
  }));
