import { z } from '../zod.js';
import { normalizeDigits } from '../rules/digits.js';

/**
 * The largest id a row can have: integer (and serial) columns are 32-bit signed in PostgreSQL.
 * A larger number in an address is refused before any query (PostgreSQL would answer "out of
 * range for type integer", a 500 that named the column type to the visitor: issue 37).
 */
export const ID_MAX = 2_147_483_647;

/** Digits only, in ASCII or in the Arabic-Indic forms an Arabic or Urdu keyboard types. */
const DIGITS_ONLY = /^[0-9\u0660-\u0669\u06f0-\u06f9]+$/;
/** One way to write each id: no sign, no leading zero, no spaces, no exponent or separators. */
const CANONICAL = /^[1-9][0-9]{0,9}$/;

/**
 * The id an address names, or null when it cannot name a row: not digits, not canonical ("007",
 * "+7", "1e3", "7 "), zero, or above ID_MAX. Arabic-Indic digits read as the same number.
 */
export function parseId(text: string | null | undefined): number | null {
  if (typeof text !== 'string' || !DIGITS_ONLY.test(text)) return null;
  const ascii = normalizeDigits(text);
  if (!CANONICAL.test(ascii)) return null;
  const id = Number(ascii);
  return id <= ID_MAX ? id : null;
}

/**
 * A numeric id in a path or query (`/api/posts/:id`, a branch id): positive, at most ID_MAX,
 * canonical digits. Every numeric id parameter of the API is read with this one schema; a refusal
 * is the 400 envelope with the field's message, never a query.
 */
export function idParam(message = 'validation.invalid') {
  return z.string({ error: message }).transform((text, ctx) => {
    const id = parseId(text);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return id;
  });
}

export const IdParam = idParam();

/** Params of a route with one numeric `:id`. */
export const IdParamsSchema = z.object({ id: IdParam });
