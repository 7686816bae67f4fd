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
      expectations: 'validation.chooseAnswer',
      cleanliness: 'validation.chooseAnswer',
    });
  });

  // The form's resolver (@hookform/resolvers) shows a union's first member's issue, not the
  // union's own: both must be the translated key, never zod's English "expected number".
  it('asks "please choose an answer" for a question sent with no face, as the form shows it', () => {
    const result = BranchRatingSchema.safeParse({
      branchId: '15',
      professionalism: null,
      expectations: null,
      cleanliness: '٧',
    });
    const shown = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [
        String(issue.path[0]),
        issue.code === 'invalid_union' ? issue.errors[0]?.[0]?.message : issue.message,
      ]),
    );
    expect(shown).toEqual({
      professionalism: 'validation.chooseAnswer',
      expectations: 'validation.chooseAnswer',
      cleanliness: 'validation.rating',
    });
    expect(messages(result)).toEqual(shown);
  });
});
