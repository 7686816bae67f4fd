import type { PageSection, PageSlug } from '@waha/shared';

export interface PageSeed {
  slug: PageSlug;
  title: [string, string, string];
  sections: [PageSection[], PageSection[], PageSection[]];
}

const s = (heading: string | undefined, paragraphs: string[], bullets: string[] = []): PageSection => ({
  ...(heading ? { heading } : {}),
  paragraphs,
  bullets,
});

export const INFO_PAGES: PageSeed[] = [
  {
    slug: 'about-us',
    title: ['من نحن', 'About us', 'ہمارے بارے میں'],
    sections: [
      [
        s(undefined, [
          'تعمل شركة الواحة للصرافة والتحويل منذ عام 1985، ولدينا أكثر من 37 عامًا من الخبرة في صرف العملات والحوالات الدولية، بترخيص وإشراف البنك المركزي السعودي.',
          'نخدم أكثر من 1.5 مليون عميل عبر تسعة فروع في الرياض وجدة والمدينة المنورة وينبع والطائف ونجران، وعبر تطبيقنا على الجوال.',
        ]),
        s(
          'قيمنا',
          [],
          [
            'الأمانة والشفافية في كل سعر ورسوم.',
            'خدمة سريعة بلغة العميل: العربية والإنجليزية والأردية.',
            'الالتزام الكامل بأنظمة مكافحة غسل الأموال وحماية البيانات.',
          ],
        ),
      ],
      [
        s(undefined, [
          'Al-Waha Exchange & Remittance Co. has operated since 1985. With more than 37 years of experience in currency exchange and international transfers, we are licensed and supervised by the Saudi Central Bank (SAMA).',
          'We serve more than 1.5 million customers through nine branches in Riyadh, Jeddah, Al-Madinah, Yanbu, Taif and Najran, and through our mobile app.',
        ]),
        s(
          'Our values',
          [],
          [
            'Honesty and transparency in every rate and fee.',
            "Fast service in the customer's language: Arabic, English and Urdu.",
            'Full compliance with anti-money-laundering and data-protection rules.',
          ],
        ),
      ],
      [
        s(undefined, [
          'الواحہ ایکسچینج اینڈ ریمیٹنس کمپنی 1985 سے کام کر رہی ہے۔ کرنسی ایکسچینج اور بین الاقوامی ترسیلات میں 37 سال سے زیادہ کے تجربے کے ساتھ ہم سعودی مرکزی بینک (SAMA) سے لائسنس یافتہ اور اس کی نگرانی میں ہیں۔',
          'ہم ریاض، جدہ، مدینہ منورہ، ینبع، طائف اور نجران کی نو برانچوں اور اپنی موبائل ایپ کے ذریعے 15 لاکھ سے زیادہ صارفین کی خدمت کرتے ہیں۔',
        ]),
        s(
          'ہماری اقدار',
          [],
          [
            'ہر ریٹ اور فیس میں دیانت داری اور شفافیت۔',
            'صارف کی اپنی زبان میں تیز خدمت: عربی، انگریزی اور اردو۔',
            'منی لانڈرنگ کی روک تھام اور ڈیٹا کے تحفظ کے قواعد کی مکمل پابندی۔',
          ],
        ),
      ],
    ],
  },
  {
    slug: 'celebrations',
    title: ['احتفالاتنا', 'Our celebrations', 'ہماری تقریبات'],
    sections: [
      [
        s('اليوم الوطني السعودي', [
          'نحتفل كل عام باليوم الوطني في جميع فروعنا مع عملائنا، ونقدم هدايا تذكارية وعروضًا خاصة على الحوالات.',
        ]),
        s('يوم التأسيس', [
          'في 22 فبراير نستذكر تاريخ الدولة السعودية بزينة الفروع وفعاليات للموظفين والعملاء.',
        ]),
        s('رمضان والأعياد', [
          'نمدد ساعات العمل في رمضان والعيدين ليتمكن عملاؤنا من إرسال هدايا العيد إلى أسرهم في الوقت المناسب.',
        ]),
      ],
      [
        s('Saudi National Day', [
          'Every year we celebrate National Day at all our branches with our customers, with keepsakes and special transfer offers.',
        ]),
        s('Founding Day', [
          'On 22 February we mark the history of the Saudi state with decorated branches and events for staff and customers.',
        ]),
        s('Ramadan and Eid', [
          'We extend our opening hours in Ramadan and on both Eids so customers can send Eid gifts to their families on time.',
        ]),
      ],
      [
        s('سعودی قومی دن', [
          'ہم ہر سال اپنی تمام برانچوں میں صارفین کے ساتھ قومی دن مناتے ہیں، یادگاری تحائف اور ترسیلات پر خصوصی پیشکشوں کے ساتھ۔',
        ]),
        s('یومِ تاسیس', [
          '22 فروری کو ہم سعودی ریاست کی تاریخ کی یاد میں برانچوں کو سجاتے ہیں اور عملے اور صارفین کے لیے تقریبات منعقد کرتے ہیں۔',
        ]),
        s('رمضان اور عید', [
          'رمضان اور دونوں عیدوں پر ہم اوقاتِ کار بڑھا دیتے ہیں تاکہ صارفین عید کے تحفے بروقت اپنے اہل خانہ کو بھیج سکیں۔',
        ]),
      ],
    ],
  },
  {
    slug: 'prize',
    title: ['سحب الجوائز', 'Prize draw', 'انعامی قرعہ اندازی'],
    sections: [
      [
        s(undefined, [
          'كل حوالة ترسلها من التطبيق أو الفرع خلال الربع تمنحك فرصة في السحب الربعي على جوائز نقدية.',
        ]),
        s(
          'الشروط',
          [],
          [
            'أن يكون العميل مسجلًا بهوية أو إقامة سارية.',
            'يُجرى السحب بحضور ممثل عن الجهة المختصة وتُعلن الأسماء في صفحة الأخبار.',
            'لا يُشترط شراء أو رسوم إضافية للمشاركة.',
          ],
        ),
      ],
      [
        s(undefined, [
          'Every transfer you send from the app or a branch during the quarter gives you a chance in our quarterly draw for cash prizes.',
        ]),
        s(
          'Conditions',
          [],
          [
            'The customer must be registered with a valid ID or iqama.',
            'The draw is held in the presence of a representative of the competent authority, and winners are announced on the news page.',
            'No purchase or extra fee is needed to take part.',
          ],
        ),
      ],
      [
        s(undefined, [
          'سہ ماہی کے دوران ایپ یا برانچ سے بھیجی گئی ہر ترسیل آپ کو نقد انعامات کی سہ ماہی قرعہ اندازی میں ایک موقع دیتی ہے۔',
        ]),
        s(
          'شرائط',
          [],
          [
            'صارف درست شناختی کارڈ یا اقامہ کے ساتھ رجسٹرڈ ہو۔',
            'قرعہ اندازی متعلقہ ادارے کے نمائندے کی موجودگی میں ہوتی ہے اور جیتنے والوں کے نام خبروں کے صفحے پر شائع کیے جاتے ہیں۔',
            'شرکت کے لیے کسی خریداری یا اضافی فیس کی ضرورت نہیں۔',
          ],
        ),
      ],
    ],
  },
  {
    slug: 'isa',
    title: ['السبت البنفسجي', 'Purple Saturday', 'پرپل سنیچر'],
    sections: [
      [
        s(undefined, [
          'خصم 100% على رسوم التحويل يوم السبت 26 يوليو 2025 في جميع فروعنا لحاملي بطاقات الدفع المحلية (مدى).',
        ]),
        s(
          'كيف تستفيد',
          [],
          [
            'زر أي فرع من فروع الواحة يوم 26 يوليو 2025.',
            'ادفع قيمة الحوالة ببطاقة مدى باسمك.',
            'تُلغى رسوم التحويل بالكامل، ويبقى سعر الصرف كما هو معلن في الفرع.',
          ],
        ),
      ],
      [
        s(undefined, [
          '100% off transfer fees on Saturday 26 July 2025 at all our branches for holders of a local payment card (mada).',
        ]),
        s(
          'How to benefit',
          [],
          [
            'Visit any Al-Waha branch on 26 July 2025.',
            'Pay for the transfer with a mada card in your name.',
            'The transfer fee is waived in full; the exchange rate stays as posted at the branch.',
          ],
        ),
      ],
      [
        s(undefined, [
          'ہفتہ 26 جولائی 2025 کو ہماری تمام برانچوں میں مقامی ادائیگی کارڈ (مدی) رکھنے والوں کے لیے ترسیل کی فیس پر 100٪ رعایت۔',
        ]),
        s(
          'فائدہ کیسے اٹھائیں',
          [],
          [
            '26 جولائی 2025 کو الواحہ کی کسی بھی برانچ پر تشریف لائیں۔',
            'ترسیل کی ادائیگی اپنے نام کے مدی کارڈ سے کریں۔',
            'ترسیل کی فیس مکمل معاف ہوگی؛ ایکسچینج ریٹ وہی رہے گا جو برانچ میں درج ہے۔',
          ],
        ),
      ],
    ],
  },
  {
    slug: 'app',
    title: ['تطبيق الواحة', 'The Al-Waha app', 'الواحہ ایپ'],
    sections: [
      [
        s(
          undefined,
          ['أرسل الحوالات وتابعها، واطّلع على أسعار الصرف، وأدر المستفيدين من جوالك في أي وقت.'],
          [
            'تسجيل فوري عبر النفاذ الوطني.',
            'تنبيهات لحظية عند استلام المستفيد للحوالة.',
            'رسوم أقل من رسوم الفروع.',
          ],
        ),
      ],
      [
        s(
          undefined,
          [
            'Send and track transfers, check exchange rates and manage your beneficiaries from your phone, any time.',
          ],
          [
            'Instant registration with Nafath.',
            'Real-time alerts when your beneficiary collects the money.',
            'Lower fees than at the branch.',
          ],
        ),
      ],
      [
        s(
          undefined,
          [
            'اپنے فون سے کسی بھی وقت رقم بھیجیں اور ٹریک کریں، ایکسچینج ریٹ دیکھیں اور وصول کنندگان کا انتظام کریں۔',
          ],
          [
            'نفاذ کے ذریعے فوری رجسٹریشن۔',
            'وصول کنندہ کے رقم وصول کرتے ہی فوری اطلاع۔',
            'برانچ کے مقابلے میں کم فیس۔',
          ],
        ),
      ],
    ],
  },
];
