import { zodResolver } from '@hookform/resolvers/zod';
import {
  TicketFormSchema,
  TicketLookupSchema,
  TicketReplyFormSchema,
  TicketReviewFormSchema,
} from '@waha/shared';

// The ticket forms' resolvers: the shared schemas, as the server checks them (loaded on first check).
export const ticketFormResolver = zodResolver(TicketFormSchema);
export const ticketLookupResolver = zodResolver(TicketLookupSchema);
export const ticketReplyResolver = zodResolver(TicketReplyFormSchema);
export const ticketReviewResolver = zodResolver(TicketReviewFormSchema);
