import {
  JobClaimRequestSchema,
  JobFinishRequestSchema,
  JobReportRequestSchema,
  JobsPruneRequestSchema,
  PartnerJobsStartRequestSchema,
  SUBJECTS,
  SystemJobStartRequestSchema,
  WorkerHeartbeatSchema,
  declaredJob,
} from '@feedhub/contracts';
import type { Subscription } from '@feedhub/bus';
import {
  type Changes,
  claimJobFor,
  finishJob,
  publishChanged,
  reportJob,
  startSystemJob,
} from '@feedhub/jobs';
import { systemContext, type ServiceDeps } from '@feedhub/service-kit';
import type { JobsConfig } from '../config';
import { recordWorker } from '../horizon/horizon.repo';
import { startPartnerJobs } from '../partner-jobs/partner-jobs.domain';
import { heldRetentionDaysOf } from '../system-jobs/held-retention';
import { pruneJobs } from '../system-jobs/prune.domain';
import { jobsRuntime } from '../work-queue/runtime';
import { maxAttemptsOf } from './max-attempts';

/** Queue group: one jobs replica answers each request. */
const GROUP = { queue: 'jobs' };

/** The worker ↔ jobs protocol (DESIGN §4): claim, report (heartbeat), finish — all fenced in PostgreSQL — and the requests that queue jobs. */
export function jobResponders(deps: ServiceDeps<JobsConfig>): Subscription[] {
  const ctx = () => systemContext(deps.knex, deps.log);
  const after = async <T>(changes: Changes<T>): Promise<T> => {
    await publishChanged(deps.bus, deps.log, changes.events);
    if (changes.enqueued) jobsRuntime(deps).kick();
    return changes.reply;
  };
  return [
    deps.bus.respond(
      SUBJECTS.jobClaim,
      JobClaimRequestSchema,
      async (request) => after(await claimJobFor(ctx(), request)),
      GROUP,
    ),
    deps.bus.respond(
      SUBJECTS.jobReport,
      JobReportRequestSchema,
      async (request) => after(await reportJob(ctx(), request)),
      GROUP,
    ),
    deps.bus.respond(
      SUBJECTS.jobFinish,
      JobFinishRequestSchema,
      async (request) => after(await finishJob(ctx(), request)),
      GROUP,
    ),
    deps.bus.respond(
      SUBJECTS.partnerJobsStart,
      PartnerJobsStartRequestSchema,
      async (request) => {
        const { jobIds, events } = await startPartnerJobs(ctx(), request, await maxAttemptsOf(deps));
        return after({ reply: { jobIds }, events, enqueued: jobIds.length > 0 });
      },
      GROUP,
    ),
    deps.bus.respond(
      SUBJECTS.systemJobStart,
      SystemJobStartRequestSchema,
      async ({ methodName }) => {
        const started = await startSystemJob(ctx(), declaredJob(methodName), await maxAttemptsOf(deps));
        return after({
          reply: { jobId: started?.id ?? null },
          events: started?.events ?? [],
          enqueued: started !== null,
        });
      },
      GROUP,
    ),
    deps.bus.respond(
      SUBJECTS.jobsPrune,
      JobsPruneRequestSchema,
      async (request) => after(await pruneJobs(ctx(), request, await heldRetentionDaysOf(deps))),
      GROUP,
    ),
    deps.bus.subscribe(
      SUBJECTS.workerHeartbeat,
      WorkerHeartbeatSchema,
      async (beat) => {
        await recordWorker(deps.knex, beat);
      },
      GROUP,
    ),
  ];
}
