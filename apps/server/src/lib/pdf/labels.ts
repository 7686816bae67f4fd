import { brand, riyadhDateTimeText, type MovementType } from '@waha/shared';

/** Documents are bilingual by law and custom (Arabic and English), whatever the site language. */
export const MOVEMENT_LABELS: Record<MovementType, { ar: string; en: string }> = {
  currency_sale: { ar: 'بيع عملات', en: 'Currency sale' },
  currency_purchase: { ar: 'شراء عملات', en: 'Currency purchase' },
  incoming_transfer: { ar: 'حوالة واردة', en: 'Incoming transfer' },
  outgoing_transfer: { ar: 'حوالة صادرة', en: 'Outgoing transfer' },
};

export const FEE_LABELS: Record<MovementType, { ar: string; en: string }> = {
  currency_sale: { ar: 'عمولة الصرف', en: 'Exchange commission' },
  currency_purchase: { ar: 'عمولة الصرف', en: 'Exchange commission' },
  incoming_transfer: { ar: 'رسوم صرف الحوالة', en: 'Transfer payout fee' },
  outgoing_transfer: { ar: 'رسوم الحوالة', en: 'Transfer fee' },
};

/** Seller block shared by every document, from the brand profile. */
export function sellerBlock() {
  const a = brand.address;
  return {
    sellerAr: brand.companyName.ar,
    sellerEn: brand.companyName.en,
    addressAr: `${a.street.ar}، ${a.district.ar}، ${a.city.ar}`,
    addressEn: `${a.street.en}, ${a.district.en}, ${a.city.en}`,
  };
}

/** Saudi local time as "YYYY-MM-DD HH:mm" for printed documents: the shared Riyadh-time helper. */
export const riyadhDateTime = (iso: string): string => riyadhDateTimeText(iso);
