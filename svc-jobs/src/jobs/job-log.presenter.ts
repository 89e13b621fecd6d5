import type { JobLogRow, Locale } from '@feedhub/contracts';
import { jobMessage } from './job-messages';
import type { JobLog } from './jobs.model';

/** A stored time as ISO 8601, or null. */
export const iso = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : new Date(value).toISOString();

/** A log line, translated for the caller. */
export function presentLogLine(locale: Locale, line: JobLog): JobLogRow {
  return {
    id: Number(line.id),
    createdAt: iso(line.createdAt) ?? '',
    type: line.type,
    message: jobMessage(locale, line),
  };
}
