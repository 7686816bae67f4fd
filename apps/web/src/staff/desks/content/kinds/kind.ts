import type { z } from 'zod';
import type { LanguageField } from '../../shared/language-columns';

/** The server's content areas: `/api/staff/content/<area>` (apps/server/src/modules/content/staff-desks.ts). */
export type ContentArea = 'faqs' | 'offers' | 'banners' | 'posts' | 'partners';

export interface DeskItem {
  id: number;
  published?: boolean;
}

/** `title` for an object with title_ar, title_en and title_ur. */
type LanguagePrefix<T> = { [K in keyof T]: K extends `${infer P}_ar` ? P : never }[keyof T];
type Name<T> = Extract<keyof T, string>;

/**
 * A field outside the three language columns; `label` and `upload` are staff catalog keys. What a
 * new record starts with follows from the input: '' for text, dates and images, the first option of
 * a select, unticked, or the field's own `initial`.
 */
export type KindField<N extends string = string> =
  | { input: 'text'; name: N; label: string; required?: boolean; ltr?: boolean }
  | { input: 'number'; name: N; label: string; initial: string }
  | { input: 'date'; name: N; label: string; required?: boolean; initial?: () => string }
  | { input: 'select'; name: N; label: string; options: readonly string[]; labels: string }
  | { input: 'checkbox'; name: N; label: string }
  | { input: 'image'; name: N; label: string; upload: string };

/** What the editor's preview shows per language: language-field prefixes and the image field. */
export interface KindPreview<N extends string = string, P extends string = string> {
  image: N;
  title: P;
  body?: P;
  alt?: P;
  /** The image's frame: a banner's 3:1 strip or a post's 16:9. */
  shape: 'banner' | 'post';
}

/**
 * One kind of content record as the generic desk renders it: its list (columns, sort), its editor
 * (language fields side by side, other fields, validity dates) and what staff may do with a row.
 */
export interface KindDefinition<Item extends DeskItem, Edit> {
  area: ContentArea;
  /** The catalog section holding `title`, `new` and `edit`, e.g. 'faq'. */
  section: string;
  item: z.ZodType<Item>;
  edit: z.ZodType<unknown, Edit>;
  /** The list's first order; 'sortOrder' (the order staff give) unless said. */
  defaultSort?: string;
  languageFields?: readonly (LanguageField & { name: LanguagePrefix<Edit> })[];
  fields: readonly KindField<Name<Edit>>[];
  /** Columns of the editor's grid of other fields; 2 unless said. */
  layout?: 2 | 3;
  /** "Shown from" and "Shown until" (validFrom, validUntil) side by side. */
  validity?: boolean;
  /** Field names in list order; a language field shows in the staff member's language. */
  columns: readonly (Name<Item> | LanguagePrefix<Item>)[];
  sortable: readonly Name<Item>[];
  preview?: KindPreview<Name<Edit>, LanguagePrefix<Edit>>;
  publishable?: boolean;
  removable?: boolean;
}

export type ContentItem = DeskItem & Record<string, unknown>;
/** Any kind, as the one set of components renders it. */
export type ContentKind = KindDefinition<ContentItem, Record<string, unknown>>;

/** Checks a kind's field and column names against its schemas, then erases its types. */
export function defineKind<Item extends DeskItem, Edit>(kind: KindDefinition<Item, Edit>): ContentKind {
  return kind as unknown as ContentKind;
}
