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
