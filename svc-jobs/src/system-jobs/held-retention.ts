import { HELD_RETENTION_DAYS_DEFAULT } from '@feedhub/contracts';
import { settingsReader, type ServiceDeps } from '@feedhub/service-kit';

/**
 * Days a held run waits for Apply or Discard before the daily prune discards it: the
 * `held_retention_days` setting (Settings screen), HELD_RETENTION_DAYS_DEFAULT when it is not a
 * positive whole number.
 */
export async function heldRetentionDaysOf(deps: ServiceDeps<unknown>): Promise<number> {
  const { values } = await settingsReader(deps.bus, deps.log).read(['held_retention_days']);
  const days = Number(values.held_retention_days);
  return Number.isInteger(days) && days >= 1 ? days : HELD_RETENTION_DAYS_DEFAULT;
}
