import { z } from '../zod.js';

/** Lists count matching rows exactly up to this many, then answer "more than" (ADR 2202). */
export const LIST_COUNT_CAP = 10_000;

/**
 * What every list takes for paging and sorting (ADR 2202): `after` is the opaque cursor a page
 * answered as `next`; `count=true` asks for the count of matching rows (the first page of a filter).
 */
export const ListPagingSchema = z.object({
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  after: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,2000}$/, { error: 'validation.invalid' })
    .optional(),
  count: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  /** A sortable field of the list, `-field` for descending (lists name their fields). */
  sort: z
    .string()
    .regex(/^-?[a-zA-Z]{1,30}$/, { error: 'validation.invalid' })
    .optional(),
});
export type ListPaging = z.infer<typeof ListPagingSchema>;

/** Every list: `pageSize, after, count, sort, q, status` in, `listOf(item)` out. */
export const StaffListQuerySchema = ListPagingSchema.extend({
  q: z.string().trim().max(100).optional(),
  status: z.string().max(30).optional(),
});
export type StaffListQuery = z.infer<typeof StaffListQuerySchema>;

export const AuditQuerySchema = ListPagingSchema.extend({
  actor: z.string().trim().max(254).optional(),
  recordType: z.string().trim().max(40).optional(),
  recordId: z.string().trim().max(80).optional(),
  action: z.string().trim().max(60).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  // Sort: `at`, `actor`, `action` or `recordType`, `-field` for descending (server default `-at`).
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  recordType: z.string(),
  recordId: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  ip: z.string(),
  userAgent: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/**
 * A list's answer: one page of items; `total` the count of matching rows when it was asked for
 * (null otherwise), `totalCapped` when there are more than LIST_COUNT_CAP; `next` the cursor of
 * the next page (null on the last). Unpaged lists (pages, branches) answer items and total only.
 */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().nullable(),
    totalCapped: z.boolean().optional(),
    next: z.string().nullable().optional(),
  });
