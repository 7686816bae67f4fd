import type { FormField } from '@waha/shared';
import type { Transaction } from 'kysely';
import type { CustomerFormsTable, Database, FormDefinitionsTable } from '../schema.js';

type Trx = Transaction<Database>;

const DAY = 24 * 60 * 60 * 1000;
const L = (ar: string, en: string, ur: string) => ({ ar, en, ur });

/** Know-your-customer update: every kind of field a form may hold. */
const KYC_FIELDS: FormField[] = [
  {
    id: 'occupation',
    type: 'text',
    label: L('المهنة', 'Occupation', 'پیشہ'),
    required: true,
    maxLength: 100,
  },
  {
    id: 'monthlyIncome',
    type: 'number',
    label: L('الدخل الشهري (ريال)', 'Monthly income (SAR)', 'ماہانہ آمدنی (ریال)'),
    required: true,
    min: 0,
    max: 10_000_000,
  },
  {
    id: 'idExpiry',
    type: 'date',
    label: L('تاريخ انتهاء الهوية', 'ID expiry date', 'شناخت کی میعاد ختم ہونے کی تاریخ'),
    required: true,
  },
  {
    id: 'purpose',
    type: 'select',
    label: L('الغرض الرئيسي من التحويلات', 'Main purpose of your transfers', 'ترسیلات کا بنیادی مقصد'),
    required: true,
    options: [
      { value: 'family', label: L('إعالة الأسرة', 'Family support', 'خاندان کی کفالت') },
      { value: 'savings', label: L('ادخار', 'Savings', 'بچت') },
      { value: 'business', label: L('أعمال', 'Business', 'کاروبار') },
    ],
  },
  {
    id: 'idCopy',
    type: 'file',
    label: L('صورة الهوية', 'Copy of your ID', 'شناختی کارڈ کی نقل'),
    required: true,
    fileKinds: ['pdf', 'png', 'jpg'],
  },
  {
    id: 'confirm',
    type: 'checkbox',
    label: L(
      'أقر بصحة البيانات أعلاه',
      'I confirm the information above is correct',
      'میں تصدیق کرتا ہوں کہ اوپر دی گئی معلومات درست ہیں',
    ),
    required: true,
  },
];

/** Source of funds for one transfer: the "transaction details" case. */
const SOURCE_FIELDS: FormField[] = [
  {
    id: 'source',
    type: 'text',
    label: L('مصدر الأموال', 'Source of the funds', 'رقم کا ذریعہ'),
    required: true,
    maxLength: 300,
  },
  {
    id: 'proof',
    type: 'file',
    label: L('مستند داعم (اختياري)', 'Supporting document (optional)', 'معاون دستاویز (اختیاری)'),
    required: false,
  },
];

export const DEMO_FORM_DEFINITIONS = (at: string): FormDefinitionsTable[] => [
  {
    id: 'kyc-update',
    ...titles(L('تحديث بيانات العميل', 'Customer information update', 'صارف کی معلومات کی تجدید')),
    fields: JSON.stringify(KYC_FIELDS),
    active: 1,
    created_at: at,
    updated_at: at,
  },
  {
    id: 'source-of-funds',
    ...titles(L('إقرار مصدر الأموال', 'Source of funds declaration', 'ذریعۂ رقم کا اقرار')),
    fields: JSON.stringify(SOURCE_FIELDS),
    active: 1,
    created_at: at,
    updated_at: at,
  },
];

function titles(label: { ar: string; en: string; ur: string }) {
  return { title_ar: label.ar, title_en: label.en, title_ur: label.ur };
}

/**
 * The demo customer 1000000008 has forms in every state (two to fill, one of each history
 * status); 2100000005 has one to fill; 1012345672 has none ("no active forms").
 */
export function demoCustomerForms(now: number): CustomerFormsTable[] {
  const at = (days: number) => new Date(now - days * DAY).toISOString();
  const form = (
    id: string,
    formId: string,
    nationalId: string,
    status: CustomerFormsTable['status'],
    days: number,
    extra: Partial<CustomerFormsTable> = {},
  ): CustomerFormsTable => ({
    id,
    form_id: formId,
    national_id: nationalId,
    transfer_number: null,
    status,
    assigned_at: at(days + 2),
    completed_at: status === 'assigned' ? null : at(days),
    answers: status === 'assigned' ? null : JSON.stringify({ source: 'Salary' }),
    rejection_reason: null,
    result_file_key: null,
    result_file_name: null,
    updated_at: at(days),
    ...extra,
  });
  return [
    form('demoKyc0008', 'kyc-update', '1000000008', 'assigned', 1),
    form('demoSof0008', 'source-of-funds', '1000000008', 'assigned', 1, { transfer_number: '1000000011' }),
    form('demoSub0008', 'source-of-funds', '1000000008', 'submitted', 3, { transfer_number: '1000000012' }),
    form('demoRev0008', 'source-of-funds', '1000000008', 'under_review', 6, {
      transfer_number: '1000000013',
    }),
    form('demoApp0008', 'source-of-funds', '1000000008', 'approved', 10, { transfer_number: '1000000014' }),
    form('demoRej0008', 'source-of-funds', '1000000008', 'rejected', 15, {
      transfer_number: '1000000015',
      rejection_reason: 'The document was not readable. / المستند غير واضح.',
    }),
    form('demoKyc0005', 'kyc-update', '2100000005', 'assigned', 1),
  ];
}

/** Inserts missing demo forms; existing rows (a customer may have submitted one) are kept. */
export async function seedCustomerForms(trx: Trx, now: Date): Promise<void> {
  await trx
    .insertInto('form_definitions')
    .values(DEMO_FORM_DEFINITIONS(now.toISOString()))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await trx
    .insertInto('customer_forms')
    .values(demoCustomerForms(now.getTime()))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
