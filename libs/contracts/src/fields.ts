import { z } from 'zod';

/**
 * Reusable field schemas. Messages are validation keys (see @feedhub/i18n `validation`); plain zod
 * issues without a key are mapped to SPEC §5 wordings by service-kit.
 */

/**
 * A type message that applies to the type check only (a plain `{ message }` would also replace the
 * messages of `.min()`/`.max()` checks of the same schema).
 */
export const typeError = (key: string) => ({
  error: (issue: { code?: string }) => (issue.code === 'invalid_type' ? key : undefined),
});

/** PostgreSQL refuses NUL bytes; refuse them as a validation error instead of a 500. */
const noNul = (s: string) => !s.includes('\u0000');

/** Required text, trimmed, 1..max characters, no NUL. */
export function requiredText(max = 255) {
  return z
    .string(typeError('string'))
    .trim()
    .min(1, { message: 'required' })
    .max(max)
    .refine(noNul, { message: 'no_nul' });
}

/**
 * Characters a reader cannot see or that change how the text around them is shown: controls (Cc,
 * NUL aside: it has its own `no_nul`), format characters (Cf: soft hyphen, zero-width space and
 * joiners, word joiner, bidi marks, embeddings, overrides and isolates, BOM), line and paragraph
 * separators, and every other Default_Ignorable_Code_Point (variation selectors, Hangul fillers…).
 */
const INVISIBLE = /[\u0001-\u001f\u007f-\u009f\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;

/** Whether a text holds a character a reader cannot see (see INVISIBLE). */
export const hasInvisibleCharacter = (s: string): boolean => INVISIBLE.test(s);

/**
 * A name a person reads as someone's or something's identity (user names, people's names, role
 * names): required text whose invisible characters are refused (`invisible`), never stripped, so
 * `Administrator` followed by a word joiner or with a soft hyphen inside cannot pass for another.
 * Checked before the trim: a BOM or line separator at either end is refused too.
 */
export function identityName(max = 255) {
  return z
    .string(typeError('string'))
    .refine((s) => !hasInvisibleCharacter(s), { message: 'invisible', abort: true })
    .trim()
    .min(1, { message: 'required' })
    .max(max)
    .refine(noNul, { message: 'no_nul' });
}

/** Optional text: absent, null or '' all become null. */
export function optionalText(max = 255) {
  return z
    .string(typeError('string'))
    .trim()
    .max(max)
    .refine(noNul, { message: 'no_nul' })
    .nullish()
    .transform((v) => (v ? v : null));
}

/** A required e-mail address. */
export const EmailSchema = requiredText(255).pipe(z.email({ message: 'email' }));

/**
 * A whole number as a JSON body or a query carries it: a JSON number, or a string of digits (forms
 * and query strings send `"12"`). Booleans, arrays, objects, `1e3`, `1.5` and `0x10` are `integer`
 * (`true` and `[1]` are not 1); '' is `required`. Bounds come after (`.pipe(z.number().min()…)`).
 */
export function wholeNumber() {
  return z
    .union([z.number(), z.string()], {
      error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'integer'),
    })
    .transform((value, ctx): number => {
      if (typeof value === 'number' && Number.isInteger(value)) return value;
      const text = typeof value === 'string' ? value.trim() : null;
      if (text !== null && /^-?\d{1,16}$/.test(text)) return Number(text);
      ctx.addIssue({ code: 'custom', message: text === '' ? 'required' : 'integer' });
      return z.NEVER;
    });
}

/** The largest value of a PostgreSQL `integer` column (the `increments()` ids). */
export const PG_INTEGER_MAX = 2_147_483_647;

/** A required positive integer id in a body (a JSON number or a digit string). */
export const BodyIdSchema = wholeNumber().pipe(
  z.number().positive({ message: 'integer' }).max(Number.MAX_SAFE_INTEGER, { message: 'integer' }),
);

/** An optional id in a save body: absent or null means "create". */
export const OptionalIdSchema = z
  .union([BodyIdSchema, z.null(), z.literal('')])
  .optional()
  .transform((v) => (v === '' || v === null || v === undefined ? undefined : v));

/** A decimal as PostgreSQL numeric(14,4) holds it: digits, an optional dot and up to 4 decimals. */
const DECIMAL_PATTERN = /^\d{1,10}(\.\d{1,4})?$/;

/**
 * A JSON number as the decimal text it was written as (the shortest text that reads back as the
 * number), without exponent: 1e-8 → "0.00000001", 1.5e21 → "1500000000000000000000". So a number with
 * more decimals than a column holds is refused like the same text, never rounded.
 */
export function plainDecimalText(value: number): string {
  const text = String(value);
  const parts = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!parts) return text;
  const [, sign, whole, fraction = '', exponent] = parts;
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * A non-negative money or percent amount: a JSON number or a string with a dot (`12.50`), given back
 * as a decimal string for a numeric column. `12,50`, `1e309`, `NaN`, `Infinity`, and more than 4
 * decimals (as text or as a JSON number: 0.00000001 is not rounded to 0) are `numeric`; negatives
 * `min.numeric`; over `max` `max.numeric`. Absent, null and '' are null (`.refine` the result to
 * require one).
 */
export function decimalAmount(max = 9_999_999_999) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): string | null => {
      if (value === undefined || value === null || value === '') return null;
      const text = typeof value === 'number' && Number.isFinite(value) ? plainDecimalText(value) : value;
      if (typeof text !== 'string') {
        ctx.addIssue({ code: 'custom', message: 'numeric' });
        return z.NEVER;
      }
      const trimmed = text.trim();
      if (/^-\d/.test(trimmed) && DECIMAL_PATTERN.test(trimmed.slice(1))) {
        ctx.addIssue({ code: 'custom', message: 'min.numeric', params: { min: 0 } });
        return z.NEVER;
      }
      if (!DECIMAL_PATTERN.test(trimmed)) {
        ctx.addIssue({ code: 'custom', message: 'numeric' });
        return z.NEVER;
      }
      if (Number(trimmed) > max) {
        ctx.addIssue({ code: 'custom', message: 'max.numeric', params: { max } });
        return z.NEVER;
      }
      return trimmed;
    });
}

/** Bounds of a whole number; out of them is `integer` too (an option index -1 is no integer option). */
const within = (min: number, max: number) =>
  z.number().min(min, { message: 'integer' }).max(max, { message: 'integer' });

/** A required whole number in a body (a JSON number or a digit string) within bounds; null and '' are missing. */
export function requiredInteger(min: number, max: number) {
  return wholeNumber().pipe(within(min, max));
}

/** A whole number in a body (a JSON number or a digit string) within bounds; absent, null or '' → null. */
export function optionalInteger(min: number, max: number) {
  return z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    wholeNumber().pipe(within(min, max)).nullable(),
  );
}

/** A boolean in a body; absent is `fallback`. */
export const flag = (fallback: boolean) => z.boolean(typeError('boolean')).default(fallback);

/** Whether `YYYY-MM-DD` names a day that exists (2024-02-29 yes; 2023-02-29, 2024-04-31, year 0 no). */
function isCalendarDate(text: string): boolean {
  const [year, month, day] = text.split('-').map(Number);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return year >= 1 && days !== undefined && day >= 1 && day <= days;
}

/**
 * A calendar date as SPEC §5 sends it (`YYYY-MM-DD`) whose day exists: PostgreSQL would refuse
 * `2024-02-30` with an error, so it is `date` here. The one schema of every date in a query or body.
 */
export const CalendarDateSchema = z
  .string(typeError('date'))
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'date' })
  .refine(isCalendarDate, { message: 'date' });
