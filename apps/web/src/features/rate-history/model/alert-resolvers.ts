import { zodResolver } from '@hookform/resolvers/zod';
import { RateAlertFormSchema, RateAlertPhoneSchema } from '@waha/shared';

// The alert forms' checks: the shared schemas, as the server checks them (loaded on first check).
export const alertFormResolver = zodResolver(RateAlertFormSchema);
export { RateAlertPhoneSchema };
