import type { BranchesTable } from '../schema.js';

/** The nine branches of SPEC.md (ids 11-19), in the calculator's dropdown order via sort_order. */
export const DEMO_BRANCHES: BranchesTable[] = [
  { id: 19, sort_order: 1, name_ar: 'المدينة المنورة', name_en: 'Al-Madinah', name_ur: 'مدینہ منورہ', city_ar: 'المدينة المنورة', city_en: 'Al-Madinah', city_ur: 'مدینہ منورہ' },
  { id: 14, sort_order: 2, name_ar: 'جدة - شارع قابل', name_en: 'Jeddah – Qabel Street', name_ur: 'جدہ – قابل اسٹریٹ', city_ar: 'جدة', city_en: 'Jeddah', city_ur: 'جدہ' },
  { id: 17, sort_order: 3, name_ar: 'ينبع', name_en: 'Yanbu', name_ur: 'ینبع', city_ar: 'ينبع', city_en: 'Yanbu', city_ur: 'ینبع' },
  { id: 12, sort_order: 4, name_ar: 'الرياض - البطحاء', name_en: 'Riyadh – Al-Bathaa', name_ur: 'ریاض – البطحاء', city_ar: 'الرياض', city_en: 'Riyadh', city_ur: 'ریاض' },
  { id: 11, sort_order: 5, name_ar: 'الرياض - حي القدس', name_en: 'Riyadh – Al-Quds', name_ur: 'ریاض – القدس', city_ar: 'الرياض', city_en: 'Riyadh', city_ur: 'ریاض' },
  { id: 13, sort_order: 6, name_ar: 'جدة - المساعدية', name_en: 'Jeddah – Al-Masadiya', name_ur: 'جدہ – المساعدیہ', city_ar: 'جدة', city_en: 'Jeddah', city_ur: 'جدہ' },
  { id: 15, sort_order: 7, name_ar: 'جدة - المطار', name_en: 'Jeddah – Airport', name_ur: 'جدہ – ایئرپورٹ', city_ar: 'جدة', city_en: 'Jeddah', city_ur: 'جدہ' },
  { id: 16, sort_order: 8, name_ar: 'نجران', name_en: 'Najran', name_ur: 'نجران', city_ar: 'نجران', city_en: 'Najran', city_ur: 'نجران' },
  { id: 18, sort_order: 9, name_ar: 'الطائف', name_en: 'Taif', name_ur: 'طائف', city_ar: 'الطائف', city_en: 'Taif', city_ur: 'طائف' },
];
