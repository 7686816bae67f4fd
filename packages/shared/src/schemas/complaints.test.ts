import { describe, expect, it } from 'vitest';
import { ComplaintReportQuerySchema, defaultReportPeriod } from './complaint-report.js';
import { ComplaintRegisterSchema } from './complaints.js';
import { TicketBulkStatusSchema } from './queue-bulk.js';
import { TicketSolveSchema } from './tickets-staff.js';

const register = {
  nationalId: '1012345672',
  name: 'Salem Ahmed',
  phone: '٠٥٥١٢٣٤٥٦٧',
  category: 'complaint',
  requestType: 'other',
  description: 'Late refund',
  language: 'ur',
  channel: 'phone',
};

describe('registering a complaint', () => {
  it('takes Urdu and Arabic-Indic digits, an empty e-mail, and no SAMACares reference by phone', () => {
    const parsed = ComplaintRegisterSchema.parse({ ...register, email: '', samacaresReference: '' });
    expect(parsed).toMatchObject({ phone: '+966551234567', email: '', samacaresReference: '' });
    // The staff form sends the parsed values: they pass again unchanged on the server.
    expect(ComplaintRegisterSchema.parse(parsed)).toEqual(parsed);
  });

  it('needs the reference for SAMACares and the transaction for a transfer', () => {
    const result = ComplaintRegisterSchema.safeParse({
      ...register,
      channel: 'samacares',
      requestType: 'outgoing_transfer',
    });
    expect(result.error?.issues.map((i) => i.path[0]).sort()).toEqual([
      'samacaresReference',
      'transactionNumber',
    ]);
    expect(
      ComplaintRegisterSchema.parse({ ...register, samacaresReference: 'sc-۲۰۲۵۱' }).samacaresReference,
    ).toBe('SC-20251');
  });
});

describe('the branch', () => {
  it('is required for a complaint made at a branch, and must be one of ours', () => {
    const atBranch = { ...register, channel: 'branch' };
    expect(ComplaintRegisterSchema.safeParse({ ...atBranch, branchId: '' }).error?.issues[0]?.path).toEqual([
      'branchId',
    ]);
    expect(ComplaintRegisterSchema.safeParse({ ...atBranch, branchId: '99' }).success).toBe(false);
    const parsed = ComplaintRegisterSchema.parse({ ...atBranch, branchId: '15' });
    expect(parsed.branchId).toBe(15);
    expect(ComplaintRegisterSchema.parse(parsed).branchId).toBe(15);
  });
});

describe('the remedy', () => {
  it('is required to solve, alone or in bulk', () => {
    expect(TicketSolveSchema.safeParse({ response: 'Done' }).success).toBe(false);
    expect(TicketSolveSchema.parse({ response: 'Done', remedy: 'apology' }).remedy).toBe('apology');
    const bulk = { ids: ['TK1'], text: 'Done' };
    expect(TicketBulkStatusSchema.safeParse({ ...bulk, status: 'solved' }).success).toBe(false);
    expect(TicketBulkStatusSchema.safeParse({ ...bulk, status: 'awaiting_customer' }).success).toBe(true);
  });
});

describe('the report period', () => {
  it('defaults to this Riyadh month and refuses a reversed or longer-than-a-year period', () => {
    // 31 March 22:00 UTC is already 1 April in Riyadh.
    expect(defaultReportPeriod(Date.parse('2025-03-31T22:00:00Z'))).toEqual({
      from: '2025-04-01',
      to: '2025-04-01',
    });
    expect(ComplaintReportQuerySchema.safeParse({ from: '2025-03-02', to: '2025-03-01' }).success).toBe(
      false,
    );
    expect(ComplaintReportQuerySchema.safeParse({ from: '2024-01-01', to: '2024-12-31' }).success).toBe(true);
    expect(ComplaintReportQuerySchema.safeParse({ from: '2024-01-01', to: '2025-01-01' }).success).toBe(
      false,
    );
  });
});
