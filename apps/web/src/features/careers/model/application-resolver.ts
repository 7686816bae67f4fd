import { zodResolver } from '@hookform/resolvers/zod';
import { JobApplicationSchema } from '@waha/shared';

/** The application's resolver: the shared schema, as the server checks it (loaded on first check). */
export const applicationResolver = zodResolver(JobApplicationSchema);
