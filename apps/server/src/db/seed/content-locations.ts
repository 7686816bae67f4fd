import type { BranchLocationsTable } from '../schema.js';

/** Where each branch is, in the home page's order (SPEC.md "Branches"). */
const LOCATIONS: [number, string, string, [string, string, string]][] = [
  [
    11,
    '24.7561',
    '46.7712',
    [
      'حي القدس، طريق خالد بن الوليد',
      'Al-Quds district, Khalid bin Al-Waleed Road',
      'القدس محلہ، خالد بن الولید روڈ',
    ],
  ],
  [
    12,
    '24.6335',
    '46.7159',
    [
      'حي البطحاء، شارع البطحاء العام',
      'Al-Bathaa district, Al-Bathaa main street',
      'البطحاء محلہ، البطحاء مین اسٹریٹ',
    ],
  ],
  [
    13,
    '21.5162',
    '39.1981',
    [
      'حي المساعدية، شارع الأمير سلطان',
      'Al-Masadiya district, Prince Sultan Street',
      'المساعدیہ محلہ، پرنس سلطان اسٹریٹ',
    ],
  ],
  [
    14,
    '21.4853',
    '39.1866',
    ['جدة التاريخية، شارع قابل', 'Historic Jeddah, Qabel Street', 'تاریخی جدہ، قابل اسٹریٹ'],
  ],
  [
    15,
    '21.6805',
    '39.1565',
    [
      'مطار الملك عبدالعزيز الدولي، صالة القدوم 1',
      'King Abdulaziz International Airport, Arrivals Hall 1',
      'کنگ عبدالعزیز انٹرنیشنل ایئرپورٹ، آمد ہال 1',
    ],
  ],
  [
    16,
    '17.4933',
    '44.1277',
    [
      'حي الفيصلية، طريق الملك عبدالعزيز',
      'Al-Faisaliyah district, King Abdulaziz Road',
      'الفیصلیہ محلہ، شاہ عبدالعزیز روڈ',
    ],
  ],
  [
    17,
    '24.0891',
    '38.0637',
    [
      'حي الصميري، شارع الملك عبدالعزيز',
      'Al-Sumairi district, King Abdulaziz Street',
      'الصمیری محلہ، شاہ عبدالعزیز اسٹریٹ',
    ],
  ],
  [
    18,
    '21.2703',
    '40.4158',
    ['وسط البلد، شارع الملك فيصل', 'City centre, King Faisal Street', 'شہر کا مرکز، شاہ فیصل اسٹریٹ'],
  ],
  [
    19,
    '24.4672',
    '39.6112',
    ['المنطقة المركزية، شارع الملك فهد', 'Central area, King Fahd Street', 'مرکزی علاقہ، شاہ فہد اسٹریٹ'],
  ],
];

export function mapUrlFor(latitude: string, longitude: string): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}

/**
 * Demo phones and hours: most branches open Saturday to Thursday 09:00-21:00; the airport branch
 * every day around the clock; the Riyadh Al-Bathaa branch (busy with Friday customers) also on
 * Friday, from 16:00 to 23:00 every day.
 */
const HOURS: Record<number, Pick<BranchLocationsTable, 'opens_at' | 'closes_at' | 'work_days'>> = {
  15: { opens_at: '00:00', closes_at: '24:00', work_days: '0,1,2,3,4,5,6' },
  12: { opens_at: '16:00', closes_at: '23:00', work_days: '0,1,2,3,4,5,6' },
};
const USUAL_HOURS = { opens_at: '09:00', closes_at: '21:00', work_days: '0,1,2,3,4,6' };

export const DEMO_BRANCH_LOCATIONS: BranchLocationsTable[] = LOCATIONS.map(
  ([branchId, latitude, longitude, [ar, en, ur]], index) => ({
    // Fictional numbers in the 011/012/014... area-code style: 0 + area + 7 digits.
    phone: `01${String(branchId % 10)}${String(4600000 + branchId)}`,
    ...(HOURS[branchId] ?? USUAL_HOURS),
    branch_id: branchId,
    latitude,
    longitude,
    map_url: mapUrlFor(latitude, longitude),
    sort_order: index + 1,
    location_ar: ar,
    location_en: en,
    location_ur: ur,
  }),
);
