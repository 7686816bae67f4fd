import { describe, expect, it } from 'vitest';
import {
  TicketFormSchema,
  TicketLookupSchema,
  TicketReviewFormSchema,
  ticketFileProblem,
} from './tickets.js';

const form = (extra: Record<string, string> = {}) => ({
  nationalId: '1000000008',
  name: 'Mohammed Al-Qahtani',
  email: 'm@example.com',
  phone: '0500000001',
  category: 'complaint',
  requestType: 'other',
  description: 'Something went wrong.',
  ...extra,
});
const errorsOf = (value: unknown) => {
  const result = TicketFormSchema.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('ticket form rules', () => {
  it('needs the transaction number only for the transfer types, 10 or 14 digits in any script', () => {
    expect(errorsOf(form())).toEqual({});
    expect(errorsOf(form({ requestType: 'outgoing_transfer' }))).toEqual({
      transactionNumber: 'validation.required',
    });
    expect(errorsOf(form({ requestType: 'incoming_transfer', transactionNumber: '123' }))).toEqual({
      transactionNumber: 'tickets:validation.transactionNumber',
    });
    const parsed = TicketFormSchema.parse(
      form({ requestType: 'incoming_transfer', transactionNumber: '۱۲۳۴۵۶۷۸۹۰۱۲۳۴' }),
    );
    expect(parsed.transactionNumber).toBe('12345678901234');
  });

  it('accepts a mobile of 9 or 10 digits (5XXXXXXXX, 05XXXXXXXX) and stores it as E.164', () => {
    expect(TicketFormSchema.parse(form({ phone: '٠٥٠٠٠٠٠٠٠١' })).phone).toBe('+966500000001');
    expect(TicketFormSchema.parse(form({ phone: '500000001' })).phone).toBe('+966500000001');
    for (const phone of ['0400000001', '12345', '+966500000001x'])
      expect(errorsOf(form({ phone }))).toEqual({ phone: 'tickets:validation.phone' });
  });

  it('checks the national ID and the request id of a status check', () => {
    expect(errorsOf(form({ nationalId: '1000000009' }))).toEqual({
      nationalId: 'validation.nationalIdChecksum',
    });
    expect(TicketLookupSchema.parse({ requestId: ' tk8q2m7z4c ', nationalId: '1000000008' }).requestId).toBe(
      'TK8Q2M7Z4C',
    );
    expect(TicketLookupSchema.safeParse({ requestId: 'T', nationalId: '1000000008' }).success).toBe(false);
    expect(TicketLookupSchema.safeParse({ requestId: 'TK-1', nationalId: '1000000008' }).success).toBe(false);
  });

  it('requires a face rating of 1 to 5', () => {
    expect(TicketReviewFormSchema.safeParse({ rating: undefined }).success).toBe(false);
    expect(TicketReviewFormSchema.safeParse({ rating: 6 }).success).toBe(false);
    expect(TicketReviewFormSchema.parse({ rating: '4' })).toEqual({ rating: 4, comment: '' });
  });

  it('screens files in the browser by type and a size under 1.5 MB', () => {
    expect(ticketFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(ticketFileProblem({ type: 'application/pdf', size: 1.5 * 1024 * 1024 - 1 })).toBeNull();
    expect(ticketFileProblem({ type: 'image/jpeg', size: 1.5 * 1024 * 1024 })).toBe('size');
    expect(ticketFileProblem({ type: 'application/x-msdownload', size: 10 })).toBe('type');
    expect(ticketFileProblem({ type: 'image/png', size: 0 })).toBe('empty');
  });
});
