import { Big } from 'big.js';
import { VAT_RATE } from '@waha/shared';
import type {
  CoreCustomersTable,
  CoreEmployeesTable,
  CoreTransactionsTable,
  CoreTransfersTable,
} from '../db/schema.js';

/** VAT is charged on the fee only, rounded half-up to halalas. */
export function vatOnFee(fee: string): string {
  return new Big(fee).times(VAT_RATE).round(2, Big.roundHalfUp).toFixed(2);
}

export function buildCustomer(overrides: Partial<CoreCustomersTable> = {}): CoreCustomersTable {
  return {
    national_id: '1000000008',
    name_ar: 'محمد عبدالله القحطاني',
    name_en: 'Mohammed Abdullah Al-Qahtani',
    phone: '+966500000001',
    language: 'ar',
    app_registered: 1,
    active: 1,
    created_at: '2020-01-01T08:00:00.000Z',
    ...overrides,
  };
}

export function buildTransfer(overrides: Partial<CoreTransfersTable> = {}): CoreTransfersTable {
  const sentAt = overrides.sent_at ?? '2025-01-01T09:00:00.000Z';
  return {
    transfer_number: '1000000011',
    transaction_number: '20250101000011',
    sender_national_id: '1000000008',
    beneficiary_name: 'أحمد محمود حسن',
    country: 'EG',
    amount_sar: '1000.00',
    payout_amount: '13050.00',
    payout_currency: 'EGP',
    status: 'sent',
    sent_at: sentAt,
    ready_at: null,
    paid_at: null,
    cancelled_at: null,
    on_hold_at: null,
    updated_at: sentAt,
    ...overrides,
  };
}

export function buildTransaction(overrides: Partial<CoreTransactionsTable> = {}): CoreTransactionsTable {
  const fee = overrides.fee ?? '25.00';
  return {
    transaction_number: '20250101000011',
    customer_national_id: '1000000008',
    kind: 'outgoing_transfer',
    branch_id: 11,
    currency_code: 'EGP',
    foreign_amount: '13050.00',
    amount_sar: '1000.00',
    fee,
    vat: vatOnFee(fee),
    counterparty_name: null,
    created_at: '2025-01-01T09:00:00.000Z',
    ...overrides,
  };
}

export function buildEmployee(overrides: Partial<CoreEmployeesTable> = {}): CoreEmployeesTable {
  return {
    employee_number: '10001',
    name_ar: 'سارة خالد العتيبي',
    name_en: 'Sarah Khalid Al-Otaibi',
    department: 'hr',
    active: 1,
    ...overrides,
  };
}
