import { FAILURE_MARK, type FieldErrors, type FieldRules, type Locale } from '@feedhub/contracts';
import { isLocale, ruleMessages } from '@feedhub/i18n';

/** A failed call: the status and the error envelope (key, translated message, field messages). */
export class ApiError extends Error {
  /** The field messages worded per language, one object each (a form sees the same one until a switch). */
  private readonly worded = new Map<Locale, FieldErrors>();

  /** Builds the error. */
  constructor(
    readonly status: number,
    readonly key: string,
    message: string,
    readonly errors: FieldErrors = {},
    /** The rules behind `errors` (the envelope's `rules`), for wording them in another language. */
    readonly rules: FieldRules = {},
    /** The interface's language now (the client's hook); the server worded `errors` in the request's. */
    private readonly locale: () => string = () => '',
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The messages of one field path (e.g. `tasks.0.cron`), or undefined. */
  fieldError(path: string): string | undefined {
    return this.errors[path]?.join(' ');
  }

  /**
   * The field messages in the interface's language now: the rules worded again after a language
   * switch (a message without a rule stays as the server sent it). Marked with FAILURE_MARK, this
   * error, so a form re-words the messages it shows instead of treating them as a new failure.
   */
  fieldErrors(): FieldErrors {
    const locale = this.locale();
    if (!isLocale(locale) || !Object.keys(this.rules).length) return this.marked(this.errors);
    let worded = this.worded.get(locale);
    if (!worded) {
      worded = this.marked({ ...this.errors, ...ruleMessages(this.rules, locale) });
      this.worded.set(locale, worded);
    }
    return worded;
  }

  private marked(errors: FieldErrors): FieldErrors {
    if (!Object.hasOwn(errors, FAILURE_MARK))
      Object.defineProperty(errors, FAILURE_MARK, { value: this, enumerable: false });
    return errors;
  }
}
