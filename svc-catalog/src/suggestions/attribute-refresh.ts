import { JobStopped, type JobRun } from '@feedhub/jobs';
import { refreshPartnerSuggestions } from './refresh';

/** Reasons a log line may carry: a short, single line. */
const REASON_CHARS = 200;

/**
 * After an attribute or product import has committed: the partner's attributes are scored again (on
 * the current basis, through the shared refresh), so the attributes list and "Accept confident" have
 * suggestions at once. A failure is a warning on the job and does not fail the import, whose data is
 * saved (the suggestions route scores on demand anyway).
 */
export async function refreshAttributesAfterImport(
  run: Pick<JobRun, 'job' | 'log' | 'transaction'>,
): Promise<void> {
  const partnerId = run.job.partnerId;
  if (partnerId === null) return;
  try {
    // Fenced: a run that lost its lease writes no suggestion either.
    const count = await run.transaction((trx) => refreshPartnerSuggestions(trx, partnerId, 'attribute'));
    if (count) run.log({ type: 'info', key: 'attribute_suggestions_scored', params: { count } });
  } catch (err) {
    if (err instanceof JobStopped) throw err;
    const reason = (err instanceof Error ? err.message : String(err)).split('\n')[0]!.slice(0, REASON_CHARS);
    run.log({ type: 'warning', key: 'attribute_suggestions_failed', params: { reason } });
  }
}
