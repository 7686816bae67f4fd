import type { Language } from '@waha/shared';
import type { TFunction } from 'i18next';
import type { TableColumn } from '../shared/data-table';
import type { ContentItem as Row, ContentKind } from './kinds/kind';

/**
 * The list's columns, read from the kind: a language field shows in the staff member's language,
 * a select's value by its label, dates and numbers left to right. Headings are the editor's labels.
 */
export function listColumns(
  kind: ContentKind,
  t: TFunction<'staff'>,
  language: Language,
): TableColumn<Row>[] {
  return kind.columns.map((name): TableColumn<Row> => {
    const sortField = kind.sortable.includes(name) ? name : undefined;
    const localized = kind.languageFields?.find((field) => field.name === name);
    if (localized) {
      return {
        id: name,
        header: t(localized.label),
        sortField,
        cell: (row) => String(row[`${name}_${language}`]),
      };
    }
    const field = kind.fields.find((candidate) => candidate.name === name);
    if (!field) throw new Error(`The ${kind.area} list shows ${name}, which the editor lacks.`);
    // Free text is whatever staff typed (a partner's Latin name, an Arabic title): its own direction.
    const dir =
      field.input === 'date' || field.input === 'number'
        ? 'ltr'
        : field.input === 'select'
          ? undefined
          : 'auto';
    const cell =
      field.input === 'select'
        ? (row: Row) => t(`${field.labels}.${String(row[name])}`)
        : (row: Row) => String(row[name] ?? '');
    return { id: name, header: t(field.label), sortField, cell, dir };
  });
}
