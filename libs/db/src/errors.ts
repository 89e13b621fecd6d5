/** PostgreSQL error codes our services turn into validation errors rather than 500s. */
export const PG_ERRORS = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  stringTooLong: '22001',
  invalidByteSequence: '22021',
  numericOutOfRange: '22003',
  invalidTextRepresentation: '22P02',
} as const;

/** The SQLSTATE of a database error, if it is one. */
export function pgErrorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}
