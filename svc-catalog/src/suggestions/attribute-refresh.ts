import type { Knex } from '@feedhub/db';
import type { JobRun } from '@feedhub/service-kit';
import { refreshAttributeSuggestions } from './attribute-suggestions';
import { thresholdOf, type ConfidentThreshold } from './attribute-threshold';

/** What the refresh after an import needs of the import's dependencies. */
export interface AttributeRefreshDeps {
  knex: Knex;
  /** The confident threshold in force (default: the setting's default). */
  suggestThreshold?: ConfidentThreshold;
}

/** Reasons a log line may carry: a short, single line. */
const REASON_CHARS = 200;

/**
 * After an attribute or product import has committed: the partner's attributes are scored again, so
 * the attributes list and "Accept confident" have suggestions at once. A failure is logged on the job
 * and does not undo or fail the import (the suggestions route scores on demand anyway).
 */
export async function refreshAttributesAfterImport(deps: AttributeRefreshDeps, run: JobRun): Promise<void> {
  const partnerId = run.job.partnerId;
  if (partnerId === null) return;
  try {
    const threshold = deps.suggestThreshold ? await deps.suggestThreshold() : thresholdOf(null);
    const count = await refreshAttributeSuggestions(deps.knex, partnerId, threshold);
    if (count) run.log({ type: 'info', key: 'attribute_suggestions_scored', params: { count } });
  } catch (err) {
    const reason = (err instanceof Error ? err.message : String(err)).split('\n')[0]!.slice(0, REASON_CHARS);
    run.log({ type: 'warning', key: 'attribute_suggestions_failed', params: { reason } });
  }
}
