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

/** A required positive integer id in a body (numbers or numeric strings). */
export const BodyIdSchema = z.coerce
  .number({ message: 'integer' })
  .int({ message: 'integer' })
  .positive({ message: 'integer' })
  .max(Number.MAX_SAFE_INTEGER, { message: 'integer' });

/** An optional id in a save body: absent or null means "create". */
export const OptionalIdSchema = z
  .union([BodyIdSchema, z.null(), z.literal('')])
  .optional()
  .transform((v) => (v === '' || v === null || v === undefined ? undefined : v));

/** A decimal as PostgreSQL numeric(14,4) holds it: digits, an optional dot and up to 4 decimals. */
const DECIMAL_PATTERN = /^\d{1,10}(\.\d{1,4})?$/;

/**
 * A non-negative money or percent amount: a JSON number or a string with a dot (`12.50`), given back
 * as a decimal string for a numeric column. `12,50`, `1e309`, `NaN`, `Infinity` are `numeric`;
 * negatives `min.numeric`; over `max` `max.numeric`. Absent, null and '' are null (`.refine` the
 * result to require one).
 */
export function decimalAmount(max = 9_999_999_999) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): string | null => {
      if (value === undefined || value === null || value === '') return null;
      const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
      if (typeof text !== 'string') {
        ctx.addIssue({ code: 'custom', message: 'numeric' });
        return z.NEVER;
      }
      const trimmed = text.trim();
      if (/^-\d/.test(trimmed) && DECIMAL_PATTERN.test(trimmed.slice(1))) {
        ctx.addIssue({ code: 'custom', message: 'min.numeric', params: { min: 0 } });
        return z.NEVER;
      }
      // Numbers like 1e-7 print in exponent form: give them their fixed form first.
      const plain = typeof value === 'number' ? value.toFixed(4).replace(/\.?0+$/, '') : trimmed;
      if (!DECIMAL_PATTERN.test(plain)) {
        ctx.addIssue({ code: 'custom', message: 'numeric' });
        return z.NEVER;
      }
      if (Number(plain) > max) {
        ctx.addIssue({ code: 'custom', message: 'max.numeric', params: { max } });
        return z.NEVER;
      }
      return plain;
    });
}

/** A required whole number in a body (numbers or numeric strings) within bounds; null and '' are missing. */
export function requiredInteger(min: number, max: number) {
  return z
    .unknown()
    .transform((value, ctx): unknown => {
      if (value === '' || value === null || value === undefined) {
        ctx.addIssue({ code: 'custom', message: 'required' });
        return z.NEVER;
      }
      return value;
    })
    .pipe(z.coerce.number({ message: 'integer' }).int({ message: 'integer' }).min(min).max(max));
}

/** A whole number in a body (numbers or numeric strings) within bounds; absent, null or '' → null. */
export function optionalInteger(min: number, max: number) {
  return z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.coerce.number({ message: 'integer' }).int({ message: 'integer' }).min(min).max(max).nullable(),
  );
}

/** A boolean in a body; absent is `fallback`. */
export const flag = (fallback: boolean) => z.boolean(typeError('boolean')).default(fallback);
