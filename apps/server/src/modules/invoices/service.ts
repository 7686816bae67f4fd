import { Big } from 'big.js';
import {
  brand,
  formatMoney,
  maskNationalId,
  RIYADH_UTC_LABEL,
  riyadhDateTimeText,
  VAT_RATE,
  type InvoiceRequest,
  type MovementType,
  type ZatcaInvoiceFields,
} from '@waha/shared';
import { findCustomersTransaction, type CoreTransaction } from '../../core/repository.js';
import { qrFromXml, type IssuedEinvoice } from '../einvoicing/index.js';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import { FEE_LABELS, MOVEMENT_LABELS, sellerBlock } from '../../lib/pdf/labels.js';
import { qrSvg, renderPdf } from '../../lib/pdf/render.js';

export interface InvoiceDeps {
  db: Db;
  processingDelayMs: number;
  now?: () => Date;
}

/** The invoice number follows the transaction number, so the same invoice is issued every time. */
export const invoiceNumberOf = (transactionNumber: string) => `SI-${transactionNumber}`;

export function zatcaFields(tx: CoreTransaction): ZatcaInvoiceFields {
  return {
    sellerName: brand.companyName.ar,
    vatNumber: brand.vatNumber,
    timestamp: `${tx.created_at.slice(0, 19)}Z`,
    total: new Big(tx.fee).plus(tx.vat).toFixed(2),
    vatAmount: new Big(tx.vat).toFixed(2),
  };
}

export async function findInvoiceableTransaction(
  deps: InvoiceDeps,
  request: InvoiceRequest,
): Promise<CoreTransaction> {
  const tx = await findCustomersTransaction(deps.db, request.transactionNumber, request.nationalId);
  // One answer whether the number or the ID is wrong: nothing to learn by trying.
  if (!tx) throw new AppError(400, 'invoice_mismatch');
  const age = (deps.now?.() ?? new Date()).getTime() - Date.parse(tx.created_at);
  if (age < deps.processingDelayMs) {
    // Say when to come back rather than only "later": the minutes until the invoice is ready.
    const minutes = Math.max(1, Math.ceil((deps.processingDelayMs - age) / 60_000));
    throw new AppError(409, 'vat_processing', undefined, { minutes: String(minutes) });
  }
  return tx;
}

/** The PDF of an issued invoice: its number, issue time and nine-tag QR are the stored XML's. */
export async function generateInvoicePdf(tx: CoreTransaction, issued: IssuedEinvoice): Promise<Buffer> {
  const fields = zatcaFields(tx);
  const kind = tx.kind as MovementType;
  return renderPdf(
    'invoice',
    {
      ...sellerBlock(),
      invoiceNumber: issued.number,
      issuedAt: `${riyadhDateTimeText(issued.issued_at)} (${RIYADH_UTC_LABEL})`,
      vatNumber: brand.vatNumber,
      transactionNumber: tx.transaction_number,
      customerId: maskNationalId(tx.customer_national_id),
      kindAr: MOVEMENT_LABELS[kind].ar,
      kindEn: MOVEMENT_LABELS[kind].en,
      feeLabelAr: FEE_LABELS[kind].ar,
      feeLabelEn: FEE_LABELS[kind].en,
      // The QR keeps ZATCA's plain decimals; the printed figures are money as the site writes it.
      fee: formatMoney(tx.fee, 'en'),
      vat: formatMoney(fields.vatAmount, 'en'),
      total: formatMoney(fields.total, 'en'),
      vatRatePercent: new Big(VAT_RATE).times(100).toFixed(0),
      qr: await qrSvg(qrFromXml(issued.xml)),
      // Embedded byte for byte as stored (ADR 2402); PDF/A-3 is the standard that allows it.
      xml: issued.xml,
      xmlName: `${issued.number}.xml`,
    },
    { pdfStandard: 'a-3b' },
  );
}
