import { describe, expect, it } from 'vitest';
import { definitionResolver, draftOf, type DefinitionDraft } from './definition-form';

const L = (en: string) => ({ ar: `ع ${en}`, en, ur: `ا ${en}` });
const resolve = (draft: DefinitionDraft, isNew = true) =>
  definitionResolver(isNew)(draft, undefined, { fields: {}, shouldUseNativeValidation: false });

const draft = (fields: DefinitionDraft['fields']): DefinitionDraft => ({
  ...draftOf(null),
  id: 'address-proof',
  title: L('Address proof'),
  fields,
});

describe('the form definition editor', () => {
  it('sends only the settings of each field type, numbers typed in any digits', async () => {
    const result = await resolve(
      draft([
        {
          id: 'city',
          type: 'text',
          required: true,
          label: L('City'),
          maxLength: '٦٠',
          options: [{ value: 'left', label: L('Left over') }],
          fileKinds: ['pdf'],
        },
        { id: 'proof', type: 'file', required: true, label: L('Proof'), fileKinds: false, min: '3' },
      ]),
    );
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      id: 'address-proof',
      title: L('Address proof'),
      active: true,
      fields: [
        { id: 'city', type: 'text', required: true, label: L('City'), maxLength: 60 },
        { id: 'proof', type: 'file', required: true, label: L('Proof') },
      ],
    });
  });

  it('names each problem next to its field', async () => {
    const result = await resolve(
      draft([
        { id: 'Bad id', type: 'text', required: true, label: { ar: '', en: 'x', ur: 'y' } },
        { id: 'amount', type: 'number', required: true, label: L('Amount'), min: '10', max: '5' },
        { id: 'amount', type: 'select', required: true, label: L('Choice'), options: [] },
      ]),
    );
    const fields = result.errors.fields as unknown as Record<string, Record<string, { message?: string }>>;
    expect(fields[0]!.id!.message).toBe('staff:validation.fieldId');
    expect((fields[0]!.label as unknown as Record<string, { message: string }>).ar!.message).toBe(
      'validation.required',
    );
    expect(fields[1]!.max!.message).toBe('validation.numberRange');
    expect(fields[2]!.id!.message).toBe('staff:validation.duplicateFieldId');
    expect(fields[2]!.options!.message).toBe('staff:validation.optionsRequired');
  });

  it('keeps the code of a form being changed out of what is sent', async () => {
    const result = await resolve(
      draft([{ id: 'city', type: 'text', required: false, label: L('City') }]),
      false,
    );
    expect(result.values).not.toHaveProperty('id');
  });
});
