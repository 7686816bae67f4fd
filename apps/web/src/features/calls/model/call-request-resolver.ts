import { zodResolver } from '@hookform/resolvers/zod';
import { CallRequestSchema } from '@waha/shared';

/** The call request's resolver: the shared schema, as the server checks it (loaded on first check). */
export const callRequestResolver = zodResolver(CallRequestSchema);
