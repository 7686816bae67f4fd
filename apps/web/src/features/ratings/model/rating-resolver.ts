import { zodResolver } from '@hookform/resolvers/zod';
import { BranchRatingSchema } from '@waha/shared';

/** The rating's resolver: the shared schema, as the server checks it (loaded on first check). */
export const ratingResolver = zodResolver(BranchRatingSchema);
