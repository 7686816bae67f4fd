import { brand, movementLabel, MOVEMENT_TYPES, type MovementType } from '@waha/shared';

/**
 * Documents are bilingual by law and custom (Arabic and English), whatever the site language; the
 * words are the site's own (the statement form's choices), from the shared catalog.
 */
export const MOVEMENT_LABELS = Object.fromEntries(
  MOVEMENT_TYPES.map((type) => [type, { ar: movementLabel(type, 'ar'), en: movementLabel(type, 'en') }]),
) as Record<MovementType, { ar: string; en: string }>;

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
