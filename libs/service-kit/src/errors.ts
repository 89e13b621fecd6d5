import { statusOf, type ErrorKey, type FieldErrors } from '@feedhub/contracts';

/** A failure the client should see: an error key (SPEC §8), its status, and message params. */
export class AppError extends Error {
  /** HTTP status (from the key unless given). */
  readonly status: number;

  /** Builds the error; the message text is looked up by key in the user's locale. */
  constructor(
    readonly key: ErrorKey,
    readonly params: Record<string, string | number> = {},
    status?: number,
    /** Field messages to send along (e.g. login_failed marks the user name field). */
    readonly fields?: Record<string, FieldRule[]>,
  ) {
    super(key);
    this.name = 'AppError';
    this.status = status ?? statusOf(key);
  }
}

/** One field's failed rule: the validation key and its placeholders. */
export interface FieldRule {
  /** Validation key, e.g. `unique`, `ip_range`. */
  rule: string;
  /** Placeholders (`:min`, `:ip`). */
  params?: Record<string, string | number>;
}

/**
 * 422 validation_failed raised by domain code (after zod passed): rules per field path, translated
 * by the error middleware so domain code never deals with languages.
 */
export class ValidationError extends Error {
  /** Builds the error from rules by field path. */
  constructor(readonly fields: Record<string, FieldRule[]>) {
    super('validation_failed');
    this.name = 'ValidationError';
  }

  /** One failed rule on one field. */
  static field(path: string, rule: string, params?: Record<string, string | number>): ValidationError {
    return new ValidationError({ [path]: [{ rule, params }] });
  }
}

/** 422 with messages already translated (zod issues translated at the boundary). */
export class TranslatedValidationError extends Error {
  /** Builds the error. */
  constructor(
    readonly errors: FieldErrors,
    /** The rules they were worded from, when known (the answer carries them as `rules`). */
    readonly rules?: Record<string, FieldRule[]>,
  ) {
    super('validation_failed');
    this.name = 'TranslatedValidationError';
  }
}
