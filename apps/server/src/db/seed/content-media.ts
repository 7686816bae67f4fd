import { PURPLE_SATURDAY_DAY, riyadhDate } from '@waha/shared';
import type { BannersTable, PartnersTable, PostsTable } from '../schema.js';

const DAY_MS = 86_400_000;
/** The Riyadh date `days` after `now` (before it when negative): demo news and campaigns stay current. */
export const daysFrom = (now: Date, days: number): string => riyadhDate(now.getTime() + days * DAY_MS);

/** Every image lives under /media in the web build (apps/web/public/media): no external host. */
/** Banners; a campaign's end is counted from the day the seed runs, Purple Saturday keeps its real day. */
export const demoBanners = (now: Date): BannersTable[] => [
  {
    id: 1,
    title_ar: 'أسعار الصرف في كل فرع',
    title_en: 'Exchange rates at every branch',
    title_ur: 'ہر برانچ کے ایکسچینج ریٹ',
    desktop_image_url: '/media/banners/rates-desktop.svg',
    mobile_image_url: '/media/banners/rates-mobile.svg',
    link_url: '/#calculator-title',
    alt_text_ar: 'أسعار الشراء والبيع لخمس عشرة عملة في كل فرع من فروعنا التسعة',
    alt_text_en: 'Buy and sell rates for 15 currencies at each of our nine branches',
    alt_text_ur: 'ہماری نو برانچوں میں سے ہر ایک پر 15 کرنسیوں کے خرید و فروخت کے ریٹ',
    target_blank: 0,
    active: 1,
    sort_order: 1,
  },
  {
    id: 2,
    title_ar: 'أرسل إلى أهلك',
    title_en: 'Send money home',
    title_ur: 'اپنوں کو رقم بھیجیں',
    desktop_image_url: '/media/banners/remit-desktop.svg',
    mobile_image_url: '/media/banners/remit-mobile.svg',
    link_url: '/services',
    // A running campaign: it ends three months after the demo starts.
    valid_until: daysFrom(now, 90),
    alt_text_ar: 'حوالات سريعة إلى اليمن ومصر والهند وغيرها',
    alt_text_en: 'Fast transfers to Yemen, Egypt, India and beyond',
    alt_text_ur: 'یمن، مصر، بھارت اور دیگر ممالک کو تیز ترسیلات',
    target_blank: 0,
    active: 1,
    sort_order: 2,
  },
  {
    id: 3,
    title_ar: 'السبت البنفسجي',
    title_en: 'Purple Saturday',
    title_ur: 'پرپل سنیچر',
    desktop_image_url: '/media/banners/isa-desktop.svg',
    mobile_image_url: '/media/banners/isa-mobile.svg',
    link_url: '/isa',
    // The offer's day (SPEC.md section 9): after it the banner is no longer shown.
    valid_until: PURPLE_SATURDAY_DAY,
    // No alt text: the client falls back to the title (SPEC.md section 3).
    alt_text_ar: null,
    alt_text_en: null,
    alt_text_ur: null,
    target_blank: 0,
    active: 1,
    sort_order: 3,
  },
];

export const DEMO_PARTNERS: PartnersTable[] = [
  ['Sahel Bank', 260],
  ['Nakheel Pay', 240],
  ['Gulf Remit Network', 320],
  ['Nile Transfer', 250],
  ['Saba Money', 230],
  ['Indus Remit', 270],
  ['Arabian Card Scheme', 340],
  ['Red Sea Clearing', 300],
  ['Oasis Wallet', 240],
  ['Crescent Insurance', 310],
  ['Dune Logistics', 260],
].map(([name, width], index) => ({
  id: index + 1,
  name: name as string,
  img: `/media/partners/partner-${String(index + 1).padStart(2, '0')}.svg`,
  width: width as number,
  sort_order: index + 1,
}));

type PostSeed = Omit<PostsTable, 'published'>;

/**
 * News posts. Evergreen news is dated relative to the day the seed runs (recent, in the order
 * written); posts about a dated event (National Day 95, the 2025 Hajj season) keep that event's day.
 */
export const demoPosts = (now: Date): PostSeed[] => [
  {
    id: 1,
    img: '/media/posts/new-branch-yanbu.svg',
    poster: null,
    date: daysFrom(now, -9),
    title_ar: 'افتتاح فرعنا الجديد في ينبع',
    title_en: 'Our new branch opens in Yanbu',
    title_ur: 'ینبع میں ہماری نئی برانچ کا افتتاح',
    body_ar:
      'يسعدنا افتتاح فرع الواحة في ينبع لخدمة عملائنا في المنطقة الغربية.\n\nيقدم الفرع خدمات صرف العملات والحوالات الدولية طوال أيام الأسبوع، ويضم موظفين يتحدثون العربية والإنجليزية والأردية.',
    body_en:
      'We are pleased to open the Al-Waha branch in Yanbu to serve our customers in the Western Region.\n\nThe branch offers currency exchange and international transfers every day of the week, with staff who speak Arabic, English and Urdu.',
    body_ur:
      'ہمیں مغربی علاقے کے صارفین کی خدمت کے لیے ینبع میں الواحہ کی برانچ کھولنے پر خوشی ہے۔\n\nیہ برانچ ہفتے کے ساتوں دن کرنسی ایکسچینج اور بین الاقوامی ترسیلات کی سہولت دیتی ہے، اور یہاں عربی، انگریزی اور اردو بولنے والا عملہ موجود ہے۔',
  },
  {
    id: 2,
    img: 'https://www.youtube.com/watch?v=Wq4kB7yN0sE',
    poster: '/media/posts/app-video-poster.svg',
    date: daysFrom(now, -24),
    title_ar: 'شاهد: كيف ترسل حوالة من تطبيق الواحة في دقيقتين',
    title_en: 'Watch: sending a transfer from the Al-Waha app in two minutes',
    title_ur: 'دیکھیں: الواحہ ایپ سے دو منٹ میں رقم کیسے بھیجیں',
    body_ar: 'يشرح هذا الفيديو خطوات إضافة مستفيد جديد وإرسال حوالة من التطبيق ومتابعة حالتها حتى التسليم.',
    body_en:
      'This video walks through adding a new beneficiary, sending a transfer from the app and following its status until it is paid out.',
    body_ur:
      'اس ویڈیو میں نیا وصول کنندہ شامل کرنے، ایپ سے رقم بھیجنے اور ادائیگی تک اس کی صورتحال دیکھنے کے مراحل بتائے گئے ہیں۔',
  },
  {
    id: 3,
    img: '/media/posts/national-day.svg',
    poster: null,
    date: '2025-09-23',
    title_ar: 'الواحة تحتفي باليوم الوطني السعودي 95',
    title_en: 'Al-Waha celebrates Saudi National Day 95',
    title_ur: 'الواحہ سعودی قومی دن 95 منا رہا ہے',
    body_ar:
      'احتفلت فروعنا باليوم الوطني مع العملاء والموظفين، وقدمنا هدايا تذكارية في جميع الفروع طوال يوم الاحتفال.',
    body_en:
      'Our branches marked National Day with customers and staff, and handed out keepsakes at every branch throughout the day.',
    body_ur:
      'ہماری برانچوں نے صارفین اور عملے کے ساتھ قومی دن منایا اور پورا دن ہر برانچ میں یادگاری تحائف تقسیم کیے۔',
  },
  {
    id: 4,
    img: '/media/posts/sama-awareness.svg',
    poster: null,
    date: daysFrom(now, -52),
    title_ar: 'احمِ بياناتك: لن نطلب منك رمز التحقق أبدًا',
    title_en: 'Protect your data: we will never ask for your verification code',
    title_ur: 'اپنا ڈیٹا محفوظ رکھیں: ہم کبھی آپ سے تصدیقی کوڈ نہیں مانگیں گے',
    body_ar:
      'ضمن حملة التوعية بالاحتيال المالي نذكّر عملاءنا بأن موظفي الواحة لا يطلبون رمز التحقق أو كلمة المرور عبر الهاتف أو الرسائل.\n\nإذا تلقيت طلبًا مشبوهًا فاتصل بالرقم المجاني فورًا.',
    body_en:
      'As part of the financial-fraud awareness campaign, we remind customers that Al-Waha staff never ask for a verification code or password by phone or message.\n\nIf you receive a suspicious request, call our toll-free number at once.',
    body_ur:
      'مالی فراڈ سے آگاہی مہم کے تحت ہم صارفین کو یاد دلاتے ہیں کہ الواحہ کا عملہ فون یا پیغام کے ذریعے کبھی تصدیقی کوڈ یا پاس ورڈ نہیں مانگتا۔\n\nاگر آپ کو کوئی مشکوک درخواست ملے تو فوراً ہمارے ٹول فری نمبر پر کال کریں۔',
  },
  {
    id: 5,
    img: '/media/posts/india-corridor.svg',
    poster: null,
    date: daysFrom(now, -80),
    title_ar: 'حوالات أسرع إلى الهند عبر شبكة الدفع الفوري',
    title_en: 'Faster transfers to India through the instant payment network',
    title_ur: 'فوری ادائیگی نیٹ ورک کے ذریعے بھارت کو تیز تر ترسیلات',
    body_ar:
      'أصبحت الحوالات إلى الحسابات البنكية في الهند تصل خلال دقائق في أغلب الحالات، مع رسوم ثابتة معلنة قبل الإرسال.',
    body_en:
      'Transfers to bank accounts in India now arrive within minutes in most cases, with a fixed fee shown before you send.',
    body_ur:
      'بھارت میں بینک اکاؤنٹس کو بھیجی گئی رقم اب زیادہ تر صورتوں میں چند منٹوں میں پہنچ جاتی ہے، اور فیس بھیجنے سے پہلے واضح طور پر بتا دی جاتی ہے۔',
  },
  {
    id: 6,
    img: '/media/posts/hajj-season.svg',
    poster: null,
    date: '2025-05-20',
    title_ar: 'ساعات عمل ممتدة لفرعي المدينة المنورة ومطار جدة في موسم الحج',
    title_en: 'Longer opening hours at Al-Madinah and Jeddah Airport for Hajj season',
    title_ur: 'حج کے موسم میں مدینہ منورہ اور جدہ ایئرپورٹ برانچوں کے اوقات میں توسیع',
    body_ar:
      'لخدمة ضيوف الرحمن يعمل فرعا المدينة المنورة ومطار جدة حتى منتصف الليل طوال موسم الحج، مع توفر جميع العملات الرئيسية.',
    body_en:
      'To serve pilgrims, the Al-Madinah and Jeddah Airport branches stay open until midnight throughout Hajj season, with all major currencies in stock.',
    body_ur:
      'حجاج کرام کی خدمت کے لیے مدینہ منورہ اور جدہ ایئرپورٹ کی برانچیں پورے حج سیزن میں آدھی رات تک کھلی رہیں گی، اور تمام بڑی کرنسیاں دستیاب ہوں گی۔',
  },
];
