// The remittance services' option lists, without zod: the service pages read them at load, and a
// module that builds schemas would bring zod with them (schemas/remittance.ts re-exports them).

export const REMITTANCE_SERVICES = ['inquiry', 'change-name', 'cancel', 'statement'] as const;
export type RemittanceService = (typeof REMITTANCE_SERVICES)[number];

export const TRANSFER_STATUSES = ['sent', 'ready_for_pickup', 'paid', 'cancelled', 'on_hold'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

export const MOVEMENT_TYPES = [
  'currency_sale',
  'currency_purchase',
  'incoming_transfer',
  'outgoing_transfer',
] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

export const REFUND_METHODS = ['branch_cash', 'bank_transfer'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** A statement lists movements with at most this many beneficiaries (the form stops adding rows here). */
export const MAX_STATEMENT_BENEFICIARIES = 10;
