/** PostgreSQL error codes our services turn into validation errors rather than 500s. */
export const PG_ERRORS = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  stringTooLong: '22001',
  invalidByteSequence: '22021',
  numericOutOfRange: '22003',
  invalidTextRepresentation: '22P02',
} as const;

/**
 * The driver's error behind a database error: pg's own, or the one objection wraps (its
 * UniqueViolationError and friends keep it as `nativeError`, without a `code` of their own).
 */
function nativeOf(error: unknown): Record<string, unknown> | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const wrapped = (error as { nativeError?: unknown }).nativeError;
  if (typeof wrapped === 'object' && wrapped !== null) return wrapped as Record<string, unknown>;
  return error as Record<string, unknown>;
}

/** The SQLSTATE of a database error (pg's, or wrapped by objection), if it is one. */
export function pgErrorCode(error: unknown): string | undefined {
  const code = nativeOf(error)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The constraint a database error names (a unique or foreign key violation), if any. */
export function pgConstraint(error: unknown): string | undefined {
  const constraint = nativeOf(error)?.constraint;
  return typeof constraint === 'string' ? constraint : undefined;
}
