import { describe, expect, it } from 'vitest';
import { ID_MAX, IdParamsSchema, idParam, parseId } from './id-param.js';

describe('parseId: the id an address names', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', ID_MAX],
    ['٣', 3],
    ['۱۲', 12],
  ])('reads %j as %d', (text, id) => {
    expect(parseId(text)).toBe(id);
  });

  it.each([
    '0',
    '007',
    '-1',
    '+1',
    '1.5',
    '1e3',
    '0x10',
    ' 7',
    '7 ',
    '',
    'abc',
    '١٬٠٠٠',
    '2147483648',
    '99999999999',
    '9007199254740993',
  ])('refuses %j (not a row id: never sent to a query)', (text) => {
    expect(parseId(text)).toBeNull();
  });

  it('refuses anything but a string', () => {
    expect(parseId(undefined)).toBeNull();
    expect(parseId(null)).toBeNull();
  });
});

describe('IdParamsSchema', () => {
  it('gives the number, or the field message for the 400 envelope', () => {
    expect(IdParamsSchema.parse({ id: '12' })).toEqual({ id: 12 });
    const refused = IdParamsSchema.safeParse({ id: '2147483648' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ path: ['id'], message: 'validation.invalid' });
  });

  it('carries a field of its own message (a branch id)', () => {
    const refused = idParam('validation.branchId').safeParse('0');
    expect(refused.error?.issues[0]?.message).toBe('validation.branchId');
  });
});
