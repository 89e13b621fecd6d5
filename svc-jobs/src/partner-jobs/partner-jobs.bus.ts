import {
  JobClaimRequestSchema,
  JobFinishRequestSchema,
  JobReportRequestSchema,
  PartnerJobsStartRequestSchema,
  SUBJECTS,
} from '@feedhub/contracts';
import type { Subscription } from '@feedhub/bus';
import { systemContext, type ServiceDeps } from '@feedhub/service-kit';
import type { JobsConfig } from '../config';
import { publishChanged } from '../work-queue/events';
import { jobsRuntime } from '../work-queue/runtime';
import { startPartnerJobs } from './partner-jobs.domain';
import { claimPartnerJob, finishPartnerJob, reportPartnerJob, type Changes } from './partner-jobs.mechanism';

/** Queue group: one jobs replica answers each request. */
const GROUP = { queue: 'jobs' };

/** The worker ↔ jobs protocol (DESIGN §4): claim, report (heartbeat), finish — all fenced in PostgreSQL. */
export function partnerJobResponders(deps: ServiceDeps<JobsConfig>): Subscription[] {
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
      async (request) => after(await claimPartnerJob(ctx(), request)),
      GROUP,
    ),
    deps.bus.respond(
      SUBJECTS.jobReport,
      JobReportRequestSchema,
      (request) => reportPartnerJob(ctx(), request),
      GROUP,
    ),
    deps.bus.respond(
      SUBJECTS.jobFinish,
      JobFinishRequestSchema,
      async (request) => after(await finishPartnerJob(ctx(), request)),
      GROUP,
    ),
    deps.bus.respond(
      SUBJECTS.partnerJobsStart,
      PartnerJobsStartRequestSchema,
      async (request) => {
        const { jobIds, events } = await startPartnerJobs(ctx(), request, deps.config.JOB_MAX_ATTEMPTS);
        return after({ reply: { jobIds }, events, enqueued: jobIds.length > 0 });
      },
      GROUP,
    ),
  ];
}
