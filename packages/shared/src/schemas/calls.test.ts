import { describe, expect, it } from 'vitest';
import { CallRequestSchema } from './calls.js';
import { BranchRatingSchema } from './ratings.js';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('CallRequestSchema', () => {
  it('accepts 05XXXXXXXX in Arabic-Indic or Urdu digits and stores E.164', () => {
    const base = { name: 'سارة', language: 'ur', description: 'اتصلوا بي' };
    expect(CallRequestSchema.parse({ ...base, phone: '٠٥٥١٢٣٤٥٦٧' }).phone).toBe('+966551234567');
    expect(CallRequestSchema.parse({ ...base, phone: '۰۵۵۱۲۳۴۵۶۷' }).phone).toBe('+966551234567');
  });

  it('requires every field and refuses other phone forms and languages', () => {
    expect(messages(CallRequestSchema.safeParse({}))).toEqual({
      name: 'validation.required',
      phone: 'validation.required',
      language: 'validation.required',
      description: 'validation.required',
    });
    const bad = CallRequestSchema.safeParse({
      name: 'A1',
      phone: '512345678',
      language: 'fr',
      description: ' ',
    });
    expect(messages(bad)).toEqual({
      name: 'validation.contactName',
      phone: 'validation.mobile',
      language: 'validation.required',
      description: 'validation.required',
    });
  });
});

describe('BranchRatingSchema', () => {
  it('takes faces 1 to 5 and a branch in any digits; the comment is optional', () => {
    expect(
      BranchRatingSchema.parse({ branchId: '١٩', professionalism: '٥', expectations: 1, cleanliness: '3' }),
    ).toEqual({ branchId: 19, professionalism: 5, expectations: 1, cleanliness: 3, comment: '' });
  });

  it('asks for a face on every question and a branch', () => {
    expect(
      messages(BranchRatingSchema.safeParse({ branchId: '', professionalism: 0, expectations: '' })),
    ).toEqual({
      branchId: 'validation.branchId',
      professionalism: 'validation.rating',
      expectations: 'validation.rating',
      cleanliness: 'validation.rating',
    });
  });
});
