import { zodResolver } from '@hookform/resolvers/zod';
import { CancelFormSchema, ChangeNameFormSchema, InquiryFormSchema, StatementFormSchema } from '@waha/shared';

// The service forms' resolvers: the shared schemas, as the server checks them (loaded on first check).
export const inquiryResolver = zodResolver(InquiryFormSchema);
export const changeNameResolver = zodResolver(ChangeNameFormSchema);
export const cancelResolver = zodResolver(CancelFormSchema);
export const statementResolver = zodResolver(StatementFormSchema);
