/** Core records (PRODUCT.md section 1); booleans are integers 0/1 on both engines. */
export interface CoreCustomersTable {
  national_id: string;
  name_ar: string;
  name_en: string;
  /** E.164, the phone on record: one-time codes go only here. */
  phone: string;
  /** The language the customer chose for messages: ar, en or ur. */
  language: string;
  app_registered: number;
  active: number;
  created_at: string;
}

export interface CoreTransfersTable {
  transfer_number: string;
  transaction_number: string;
  sender_national_id: string;
  beneficiary_name: string;
  country: string;
  amount_sar: string;
  payout_amount: string;
  payout_currency: string;
  /** sent | ready_for_pickup | paid | cancelled | on_hold */
  status: string;
  sent_at: string;
  ready_at: string | null;
  paid_at: string | null;
  cancelled_at: string | null;
  on_hold_at: string | null;
  updated_at: string;
}

export interface CoreTransactionsTable {
  transaction_number: string;
  customer_national_id: string;
  /** currency_sale | currency_purchase | incoming_transfer | outgoing_transfer */
  kind: string;
  branch_id: number;
  currency_code: string;
  foreign_amount: string;
  amount_sar: string;
  fee: string;
  vat: string;
  /** The other party of a transfer (beneficiary or sender); null for exchange. */
  counterparty_name: string | null;
  created_at: string;
}

export interface CoreEmployeesTable {
  employee_number: string;
  name_ar: string;
  name_en: string;
  department: string;
  active: number;
}
