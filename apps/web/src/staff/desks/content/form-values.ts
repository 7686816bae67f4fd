import { LANGUAGES } from '@waha/shared';
import type { UseFormReturn } from 'react-hook-form';
import type { ContentKind, KindField } from './kinds/kind';

type Values = Record<string, unknown>;
/** The editor's form: any kind's fields; the kind's edit schema gives what is sent. */
export type ContentForm = UseFormReturn<Values, unknown, unknown>;

function initialValue(field: KindField): unknown {
  switch (field.input) {
    case 'number':
      return field.initial;
    case 'date':
      return field.initial?.() ?? '';
    case 'select':
      return field.options[0];
    case 'checkbox':
      return false;
    default:
      return '';
  }
}

// Inputs hold text: a stored number is shown as digits, a missing date or link as empty.
const asInput = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'number' ? String(value) : value;

/**
 * The editor's starting values, from the kind's definition: every field the form has, blank (or
 * its initial value) for a new record, else the record's own value. Fields the form does not edit
 * (id, published) stay out of the body sent.
 */
export function formValues(kind: ContentKind, item: Values | null): Values {
  const values: Values = {};
  for (const field of kind.languageFields ?? []) {
    for (const lang of LANGUAGES) values[`${field.name}_${lang}`] = '';
  }
  for (const field of kind.fields) values[field.name] = initialValue(field);
  if (kind.validity) Object.assign(values, { validFrom: '', validUntil: '' });
  if (!item) return values;
  return Object.fromEntries(Object.keys(values).map((name) => [name, asInput(item[name])]));
}
