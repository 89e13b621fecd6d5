import { settingsReader, type ServiceDeps } from '@feedhub/service-kit';
import type { JobsConfig } from '../config';

/**
 * Runs a new job gets before it ends in error: the `job_max_attempts` setting (Settings screen), or
 * JOB_MAX_ATTEMPTS from the environment while identity cannot say.
 */
export async function maxAttemptsOf(deps: ServiceDeps<JobsConfig>): Promise<number> {
  const { values, fromIdentity } = await settingsReader(deps.bus, deps.log).read(['job_max_attempts']);
  const setting = Number(values.job_max_attempts);
  return fromIdentity && Number.isInteger(setting) && setting >= 1
    ? Math.min(setting, 20)
    : deps.config.JOB_MAX_ATTEMPTS;
}
