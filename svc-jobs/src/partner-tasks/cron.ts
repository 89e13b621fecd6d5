import { CronExpressionParser } from 'cron-parser';

/**
 * Whether a schedule is a five-field cron that fires at least once (SPEC's `10 7 * * *`): six fields,
 * `@reboot` and other macros, out-of-range values (`60 * * * *`), zero steps (`*\/0`) and dates that
 * never come (`0 0 31 2 *`) are refused. cron-parser reads six fields, so a 0 seconds field is added.
 */
export function isValidCron(text: string): boolean {
  if (text.trim().split(/\s+/).length !== 5) return false;
  try {
    CronExpressionParser.parse(`0 ${text.trim()}`).next();
    return true;
  } catch {
    return false;
  }
}
