import type { FieldErrors } from '@feedhub/contracts';

/** A failed call: the status and the error envelope (key, translated message, field messages). */
export class ApiError extends Error {
  /** Builds the error. */
  constructor(
    readonly status: number,
    readonly key: string,
    message: string,
    readonly errors: FieldErrors = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The messages of one field path (e.g. `tasks.0.cron`), or undefined. */
  fieldError(path: string): string | undefined {
    return this.errors[path]?.join(' ');
  }
}
