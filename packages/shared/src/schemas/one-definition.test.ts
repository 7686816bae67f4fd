import { describe, expect, it } from 'vitest';
import ar from '../i18n/locales/ar/remittance.json' with { type: 'json' };
import en from '../i18n/locales/en/remittance.json' with { type: 'json' };
import { movementLabel } from '../i18n/remittance-catalogs.js';
import { isPersonName } from '../rules/names.js';
import { stripPhoneSeparators, toSaudiE164 } from '../rules/phone.js';
import { ContactMessageSchema } from './contact.js';
import {
  ChangeNameFormSchema,
  MAX_STATEMENT_BENEFICIARIES,
  MOVEMENT_TYPES,
  REFUND_METHODS,
  StatementFormSchema,
} from './remittance.js';

/** Rules both forms and both documents state once (issue 10, point 12). */
describe('one definition each', () => {
  it('the contact form names a person by the one person-name rule', () => {
    const names = [
      'Sara Al-Otaibi',
      'سارة العتيبي',
      "O'Neil",
      'Sara\u00a0Ali',
      'محمد  علي',
      'Ali 123',
      'A@b',
      '-Ali',
    ];
    const ok = { email: 'a@b.co', message: 'hi' };
    for (const name of names)
      expect(ContactMessageSchema.safeParse({ ...ok, name }).success, name).toBe(isPersonName(name.trim()));
  });

  it('phone numbers lose the same separators in the call-back and the beneficiary mobile', () => {
    expect(stripPhoneSeparators('(٠٥٠) ١٢٣-٤٥٦٧')).toBe('0501234567');
    expect(toSaudiE164('(050) 123-4567')).toBe('+966501234567');
    const form = {
      reference: '1000000011',
      nationalId: '1000000008',
      currentBeneficiaryName: 'احمد حسن',
      newBeneficiaryName: 'احمد محمود حسن علي',
      beneficiaryNationality: 'مصر',
      beneficiaryMobile: '+20 (10) 123-4567',
      beneficiaryBirthDate: '1990-05-01',
      beneficiaryBirthPlace: 'القاهرة',
      declaration: true,
    };
    const parsed = ChangeNameFormSchema.safeParse(form);
    expect(parsed.success && parsed.data.beneficiaryMobile).toBe(
      stripPhoneSeparators(form.beneficiaryMobile),
    );
  });

  it('a statement takes at most MAX_STATEMENT_BENEFICIARIES beneficiaries', () => {
    const form = (count: number) => ({
      reference: '1000000011',
      nationalId: '1000000008',
      periodFrom: '2025-01-01',
      periodTo: '2025-02-01',
      movementTypes: ['currency_sale'],
      beneficiaries: Array.from({ length: count }, () => ({ name: 'احمد حسن' })),
      declaration: true,
    });
    expect(StatementFormSchema.safeParse(form(MAX_STATEMENT_BENEFICIARIES)).success).toBe(true);
    const over = StatementFormSchema.safeParse(form(MAX_STATEMENT_BENEFICIARIES + 1));
    expect(over.error?.issues.map((i) => i.message)).toEqual(['validation.tooMany']);
  });

  it('every movement type and refund method has its words in the catalog, read through one helper', () => {
    for (const type of MOVEMENT_TYPES) {
      expect(movementLabel(type, 'ar')).toBe(ar.statement.types[type]);
      expect(movementLabel(type, 'en')).toBe(en.statement.types[type]);
    }
    expect(Object.keys(en.statement.types).sort()).toEqual([...MOVEMENT_TYPES].sort());
    expect(Object.keys(en.cancel.refundMethods).sort()).toEqual([...REFUND_METHODS].sort());
    expect(Object.keys(ar.cancel.refundMethods).sort()).toEqual([...REFUND_METHODS].sort());
  });
});
