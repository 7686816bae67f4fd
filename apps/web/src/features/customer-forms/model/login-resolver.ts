import { zodResolver } from '@hookform/resolvers/zod';
import { LoginSchema } from '@waha/shared';

/** The login form's resolver: the shared schema, as the server checks it (loaded on first check). */
export const loginResolver = zodResolver(LoginSchema);
