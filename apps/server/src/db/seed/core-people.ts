import { buildCustomer, buildEmployee } from '../../core/factories.js';

/**
 * Demo identities (README lists them). Every national ID is valid (Luhn). Each customer has a
 * transfer in every state the flows need, so every branch can be tried from a fresh clone.
 */
export const DEMO_CUSTOMERS = [
  buildCustomer(),
  buildCustomer({
    national_id: '2100000005',
    name_ar: 'رافي كومار شارما',
    name_en: 'Ravi Kumar Sharma',
    phone: '+966500000002',
    language: 'en',
  }),
  // Not registered in the app and no forms: the "account not active" / "no active forms" paths.
  buildCustomer({
    national_id: '1012345672',
    name_ar: 'فاطمة علي الحربي',
    name_en: 'Fatimah Ali Al-Harbi',
    phone: '+966500000003',
    app_registered: 0,
  }),
  buildCustomer({
    national_id: '2234567895',
    name_ar: 'محمد آصف خان',
    name_en: 'Muhammad Asif Khan',
    phone: '+966500000004',
    language: 'ur',
  }),
  // No transfers and no forms until the forms desk gives them one (its end-to-end spec does).
  buildCustomer({
    national_id: '1100000007',
    name_ar: 'سلمان ناصر الغامدي',
    name_en: 'Salman Nasser Al-Ghamdi',
    phone: '+966500000005',
  }),
  buildCustomer({
    national_id: '2100000013',
    name_ar: 'ماريا سانتوس كروز',
    name_en: 'Maria Santos Cruz',
    phone: '+966500000006',
    language: 'en',
  }),
];

export const DEMO_EMPLOYEES = [
  buildEmployee(),
  buildEmployee({
    employee_number: '10002',
    name_ar: 'خالد سعد الدوسري',
    name_en: 'Khalid Saad Al-Dosari',
    department: 'operations',
  }),
  buildEmployee({
    employee_number: '10003',
    name_ar: 'نورة فهد الشمري',
    name_en: 'Noura Fahd Al-Shammari',
    department: 'customer_care',
  }),
];
