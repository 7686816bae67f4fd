import type { CurrenciesTable } from '../schema.js';

export interface DemoCurrency extends CurrenciesTable {
  /** Reference purchase and sale rates before each branch's adjustment (decimal text). */
  purchase: string;
  sale: string;
  /** '*': rate is riyals per unit (multiply); '/': rate is units per riyal (divide). */
  popr: '*' | '/';
}

// Rates are realistic in size so the calculator reads sensibly; they are demo values, not quotes.
export const DEMO_CURRENCIES: DemoCurrency[] = [
  { code: 'USD', name_en: 'US Dollar', name_ar: 'دولار أمريكي', name_ur: 'امریکی ڈالر', flag_country: 'US', purchase: '3.7450', sale: '3.7650', popr: '*' },
  { code: 'EUR', name_en: 'Euro', name_ar: 'يورو', name_ur: 'یورو', flag_country: 'EU', purchase: '4.0200', sale: '4.1200', popr: '*' },
  { code: 'GBP', name_en: 'British Pound', name_ar: 'جنيه إسترليني', name_ur: 'برطانوی پاؤنڈ', flag_country: 'GB', purchase: '4.7000', sale: '4.8200', popr: '*' },
  { code: 'AED', name_en: 'UAE Dirham', name_ar: 'درهم إماراتي', name_ur: 'اماراتی درہم', flag_country: 'AE', purchase: '1.0180', sale: '1.0240', popr: '*' },
  { code: 'KWD', name_en: 'Kuwaiti Dinar', name_ar: 'دينار كويتي', name_ur: 'کویتی دینار', flag_country: 'KW', purchase: '12.1500', sale: '12.3000', popr: '*' },
  { code: 'JOD', name_en: 'Jordanian Dinar', name_ar: 'دينار أردني', name_ur: 'اردنی دینار', flag_country: 'JO', purchase: '5.2600', sale: '5.3200', popr: '*' },
  { code: 'CNY', name_en: 'Chinese Yuan', name_ar: 'يوان صيني', name_ur: 'چینی یوآن', flag_country: 'CN', purchase: '0.5150', sale: '0.5300', popr: '*' },
  { code: 'TRY', name_en: 'Turkish Lira', name_ar: 'ليرة تركية', name_ur: 'ترک لیرا', flag_country: 'TR', purchase: '11.0000', sale: '10.6000', popr: '/' },
  { code: 'EGP', name_en: 'Egyptian Pound', name_ar: 'جنيه مصري', name_ur: 'مصری پاؤنڈ', flag_country: 'EG', purchase: '13.3000', sale: '12.9500', popr: '/' },
  { code: 'INR', name_en: 'Indian Rupee', name_ar: 'روبية هندية', name_ur: 'بھارتی روپیہ', flag_country: 'IN', purchase: '23.4000', sale: '23.0500', popr: '/' },
  { code: 'PKR', name_en: 'Pakistani Rupee', name_ar: 'روبية باكستانية', name_ur: 'پاکستانی روپیہ', flag_country: 'PK', purchase: '75.2000', sale: '74.4000', popr: '/' },
  { code: 'YER', name_en: 'Yemeni Rial', name_ar: 'ريال يمني', name_ur: 'یمنی ریال', flag_country: 'YE', purchase: '140.0000', sale: '136.0000', popr: '/' },
  { code: 'BDT', name_en: 'Bangladeshi Taka', name_ar: 'تاكا بنغلاديشية', name_ur: 'بنگلہ دیشی ٹکا', flag_country: 'BD', purchase: '32.4000', sale: '31.9000', popr: '/' },
  { code: 'PHP', name_en: 'Philippine Peso', name_ar: 'بيزو فلبيني', name_ur: 'فلپائنی پیسو', flag_country: 'PH', purchase: '15.5000', sale: '15.2000', popr: '/' },
  { code: 'IDR', name_en: 'Indonesian Rupiah', name_ar: 'روبية إندونيسية', name_ur: 'انڈونیشین روپیہ', flag_country: 'ID', purchase: '4380.0000', sale: '4300.0000', popr: '/' },
];
