import { JobsPruneReplySchema, pruneJobsJob, SUBJECTS } from '@feedhub/contracts';
import type { Bus } from '@feedhub/bus';
import { settingsReader, type Logger } from '@feedhub/service-kit';
import { defineJob } from '@feedhub/jobs';

/** How long jobs may take to prune (a first prune of a long history deletes in batches). */
const PRUNE_TIMEOUT_MS = 120_000;

/**
 * pruneJobs (system job, daily): asks jobs to delete finished jobs older than `job_retention_days`
 * and error notices older than `error_notice_days` (the settings), and logs what went.
 */
export function pruneJobs(deps: { bus: Bus; log: Logger }) {
  return defineJob(pruneJobsJob, async (run) => {
    const { values } = await settingsReader(deps.bus, deps.log).read([
      'job_retention_days',
      'error_notice_days',
    ]);
    const jobDays = Number(values.job_retention_days ?? '30') || 30;
    const noticeDays = Number(values.error_notice_days ?? '30') || 30;
    // It writes no catalog data, but its request deletes jobs: a run that lost its fence sends none.
    await run.checkFence();
    const pruned = await deps.bus.request(
      SUBJECTS.jobsPrune,
      { jobDays, noticeDays },
      JobsPruneReplySchema,
      PRUNE_TIMEOUT_MS,
    );
    run.log({ type: 'info', key: 'prune_finished', params: { ...pruned, jobDays, noticeDays } });
  });
}
