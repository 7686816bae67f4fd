import { zodResolver } from '@hookform/resolvers/zod';
import { InvoiceRequestSchema } from '@waha/shared';

/** The form's resolver: the shared schema, as the server checks it. Loaded on first validation. */
export const invoiceResolver = zodResolver(InvoiceRequestSchema);
