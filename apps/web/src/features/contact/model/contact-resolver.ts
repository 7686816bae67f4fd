import { zodResolver } from '@hookform/resolvers/zod';
import { ContactMessageSchema } from '@waha/shared';

/** The contact form's resolver: the shared schema, as the server checks it (loaded on first check). */
export const contactResolver = zodResolver(ContactMessageSchema);
