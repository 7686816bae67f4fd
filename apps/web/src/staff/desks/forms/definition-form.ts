import {
  FormDefinitionCreateSchema,
  FormDefinitionEditSchema,
  type FormFieldType,
  type FormFileKind,
  type StaffFormDefinition,
} from '@waha/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

type Localized = { ar: string; en: string; ur: string };

/** The editor's values as typed: numbers are text until the shared schema reads them. */
export interface DefinitionDraft {
  id: string;
  title: Localized;
  active: boolean;
  fields: {
    id: string;
    type: FormFieldType;
    required: boolean;
    label: Localized;
    maxLength?: string | number;
    min?: string | number;
    max?: string | number;
    options?: { value: string; label: Localized }[];
    /** A checkbox group gives false when nothing is ticked. */
    fileKinds?: FormFileKind[] | false;
  }[];
}

const blank = (): Localized => ({ ar: '', en: '', ur: '' });
export const blankField = (): DefinitionDraft['fields'][number] => ({
  id: '',
  type: 'text',
  required: true,
  label: blank(),
});

export const draftOf = (definition: StaffFormDefinition | null): DefinitionDraft =>
  definition
    ? { ...definition, fields: definition.fields.map((field) => ({ ...field })) }
    : { id: '', title: blank(), active: true, fields: [blankField()] };

/** Keeps only the settings of each field's type: a field changed from "choice" keeps no choices. */
function tidy(draft: DefinitionDraft) {
  return {
    ...draft,
    fields: draft.fields.map(({ maxLength, min, max, options, fileKinds, ...field }) => ({
      ...field,
      ...(field.type === 'text' ? { maxLength } : {}),
      ...(field.type === 'number' ? { min, max } : {}),
      ...(field.type === 'select' ? { options: options ?? [] } : {}),
      ...(field.type === 'file' && fileKinds && fileKinds.length > 0 ? { fileKinds } : {}),
    })),
  };
}

/**
 * The shared schema (a new form also names its code), applied to the tidied draft; what it
 * outputs (numbers, no stray settings) is what gets sent.
 */
export function definitionResolver(isNew: boolean): Resolver<DefinitionDraft> {
  const resolve = zodResolver(isNew ? FormDefinitionCreateSchema : FormDefinitionEditSchema);
  return (values, context, options) =>
    resolve(tidy(values) as never, context, options as never) as ReturnType<Resolver<DefinitionDraft>>;
}
