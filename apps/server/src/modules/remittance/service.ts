import {
  namesMatch,
  type CancelForm,
  type ChangeNameForm,
  type InquiryForm,
  type Language,
  type RemittanceConfirmed,
  type RemittanceService,
  type StatementForm,
  type TransferStatusView,
} from '@waha/shared';
import {
  findCustomer,
  findSendersTransfer,
  type CoreCustomer,
  type CoreTransfer,
} from '../../core/repository.js';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import type { OtpService } from '../otp/index.js';
import { newReference } from '../../lib/references.js';
import { findPendingReference, insertRequest, pendingError, pendingKey } from './repository.js';

export type RemittanceForm = InquiryForm | ChangeNameForm | CancelForm | StatementForm;

/** Transfers that can still be changed or cancelled. */
const OPEN_STATUSES = new Set(['sent', 'ready_for_pickup', 'on_hold']);

const PREFIX: Record<RemittanceService, string> = {
  inquiry: 'IQ',
  'change-name': 'CN',
  cancel: 'CX',
  statement: 'ST',
};

export interface Matched {
  transfer: CoreTransfer;
  customer: CoreCustomer;
}

/**
 * The number and the ID must belong together; either being wrong gets the same answer, so the
 * endpoint says nothing about which transfer numbers exist.
 */
export async function matchTransfer(db: Db, form: RemittanceForm): Promise<Matched> {
  const transfer = await findSendersTransfer(db, form.reference, form.nationalId);
  const customer = transfer && (await findCustomer(db, transfer.sender_national_id));
  if (!transfer || !customer || !customer.active) throw new AppError(400, 'remittance_mismatch');
  return { transfer, customer };
}

/** Checks that need the core records, after the pair matched. */
export function checkAgainstRecords(service: RemittanceService, form: RemittanceForm, m: Matched): void {
  if ((service === 'change-name' || service === 'cancel') && !OPEN_STATUSES.has(m.transfer.status)) {
    throw new AppError(409, 'transfer_closed');
  }
  if (service === 'change-name') {
    const f = form as ChangeNameForm;
    if (!namesMatch(f.currentBeneficiaryName, m.transfer.beneficiary_name)) {
      throw new AppError(400, 'validation_failed', {
        currentBeneficiaryName: ['validation.beneficiaryMismatch'],
      });
    }
  }
  if (service === 'cancel') {
    const f = form as CancelForm;
    const holderIsSender =
      namesMatch(f.accountHolderName, m.customer.name_ar) ||
      namesMatch(f.accountHolderName, m.customer.name_en);
    if (f.refundMethod === 'bank_transfer' && !holderIsSender) {
      throw new AppError(400, 'validation_failed', {
        accountHolderName: ['validation.accountHolderMismatch'],
      });
    }
  }
}

/** A code bound to the service AND the transfer: it cannot confirm any other request. */
export const otpSubject = (service: RemittanceService, transferNumber: string) =>
  `${service}:${transferNumber}`;

export function transferView(t: CoreTransfer): TransferStatusView {
  return {
    transferNumber: t.transfer_number,
    status: t.status as TransferStatusView['status'],
    beneficiaryName: t.beneficiary_name,
    country: t.country,
    amount: t.payout_amount,
    currency: t.payout_currency,
    sentAt: t.sent_at,
    readyAt: t.ready_at,
    paidAt: t.paid_at,
    cancelledAt: t.cancelled_at,
    onHoldAt: t.on_hold_at,
    updatedAt: t.updated_at,
  };
}

export interface RemittanceDeps {
  db: Db;
  otp: OtpService;
  now?: () => Date;
}

export async function requestCode(
  deps: RemittanceDeps,
  service: RemittanceService,
  form: RemittanceForm,
  language: Language,
) {
  const matched = await matchTransfer(deps.db, form);
  checkAgainstRecords(service, form, matched);
  // Refused before any code is sent: the customer learns at once that one is already open.
  const open = await findPendingReference(deps.db, pendingKey(service, matched.transfer.transfer_number));
  if (open) throw pendingError(open);
  return deps.otp.issue({
    purpose: 'remittance-service',
    subject: otpSubject(service, matched.transfer.transfer_number),
    person: matched.customer.national_id,
    phone: matched.customer.phone,
    language,
  });
}

/** Verifies the code and only then stores the request (PRODUCT.md section 6). */
export async function confirmRequest(
  deps: RemittanceDeps,
  service: RemittanceService,
  form: RemittanceForm,
  code: string,
  language: Language,
): Promise<Omit<RemittanceConfirmed, 'statementUrl'>> {
  const matched = await matchTransfer(deps.db, form);
  checkAgainstRecords(service, form, matched);
  await deps.otp.verify({
    purpose: 'remittance-service',
    subject: otpSubject(service, matched.transfer.transfer_number),
    code,
  });
  const createdAt = (deps.now?.() ?? new Date()).toISOString();
  const reference = newReference(PREFIX[service]);
  const { nationalId: _id, reference: _ref, ...details } = form;
  await insertRequest(deps.db, {
    reference,
    service,
    transferNumber: matched.transfer.transfer_number,
    nationalId: matched.customer.national_id,
    details,
    // An inquiry is answered at once; the others wait for staff.
    status: service === 'inquiry' ? 'answered' : 'submitted',
    pendingKey: pendingKey(service, matched.transfer.transfer_number),
    actor: 'customer',
    language,
    createdAt,
  });
  return {
    reference,
    createdAt,
    ...(service === 'inquiry' ? { transfer: transferView(matched.transfer) } : {}),
  };
}
