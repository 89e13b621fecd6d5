import { z } from 'zod';
import {
  PARTNER_FORM_PERMISSIONS,
  HorizonFailedQuerySchema,
  HorizonStatsSchema,
  JobSummarySchema,
  QueueParamsSchema,
  RunningJobsQuerySchema,
  ErrorNoticeListQuerySchema,
  EmptyBodySchema,
  ExportJobAddSchema,
  ExportJobDesktopQuerySchema,
  ExportJobDesktopSchema,
  ErrorNoticeSchema,
  HeldJobSchema,
  IdParamsSchema,
  JobLogRowSchema,
  PartnerJobAddSchema,
  PartnerJobDesktopQuerySchema,
  PartnerJobDesktopSchema,
  PartnerTaskListQuerySchema,
  PartnerTaskSchema,
  QueueOptionSchema,
  listPageSchema,
  IcecatRefreshSchema,
  FirstImportSchema,
  FirstImportResultSchema,
} from '@feedhub/contracts';
import { defineRoute, type RouteDefinition, type ServiceDeps } from '@feedhub/service-kit';
import type { JobsConfig } from './config';
import { errorNoticeHandlers } from './error-notices/error-notices.handlers';
import { exportJobHandlers } from './export-jobs/export-jobs.handlers';
import { firstImportHandlers } from './first-import/first-import.handlers';
import { horizonHandlers } from './horizon/horizon.handlers';
import { systemJobHandlers } from './system-jobs/system-jobs.handlers';
import { partnerJobHandlers } from './partner-jobs/partner-jobs.handlers';
import { partnerTaskHandlers as tasks } from './partner-tasks/partner-tasks.handlers';

/** `{ rows, total }` of a list answer. */
const rowsOf = listPageSchema;

/** THE route table of the jobs service (paths under /api). */
export function jobsRoutes(deps: ServiceDeps<JobsConfig>): RouteDefinition[] {
  const jobs = partnerJobHandlers(deps);
  const notices = errorNoticeHandlers(deps);
  const horizon = horizonHandlers(deps);
  const system = systemJobHandlers(deps);
  const exports = exportJobHandlers(deps);
  const firstImport = firstImportHandlers(deps);
  return [
    defineRoute({
      method: 'get',
      path: '/export/desktop',
      access: 'exportDesktop',
      summary:
        'Export jobs by status: running, pending (oldest first), a page each of error and done (newest first), with their counters and hasError',
      query: ExportJobDesktopQuerySchema,
      response: ExportJobDesktopSchema,
      handler: exports.desktop,
    }),
    defineRoute({
      method: 'post',
      path: '/export/add',
      access: 'exportDesktop',
      summary: 'Add a pending export job (no body; 409 pending_job_exists while one waits)',
      body: ExportJobAddSchema,
      response: z.object({ id: z.number() }),
      handler: exports.add,
    }),
    defineRoute({
      method: 'delete',
      path: '/export/delete/:id',
      access: 'exportDesktop',
      summary:
        'Delete a pending export job, or stop a running one at its next batch (404 export_job_not_found; 409 export_job_finished)',
      params: IdParamsSchema,
      handler: exports.remove,
    }),
    defineRoute({
      method: 'get',
      path: '/export/log/:id',
      access: 'exportDesktop',
      summary: 'An export job log in the caller language (the latest 5000 lines; total counts all)',
      params: IdParamsSchema,
      response: rowsOf(JobLogRowSchema),
      handler: exports.log,
    }),
    defineRoute({
      method: 'get',
      path: '/partner-tasks/list',
      // The partner form's tasks and the partner desktop's task picker.
      access: ['partners', 'partnerDesktop'],
      summary: 'Partner tasks (filter[partnerId]; a select list: perPage up to 99999)',
      query: PartnerTaskListQuerySchema,
      response: rowsOf(PartnerTaskSchema),
      handler: tasks.list,
    }),
    defineRoute({
      method: 'get',
      path: '/partner-tasks/default-list',
      access: 'partnerAdd',
      summary: 'The default tasks of a new partner (name, method and queue locked)',
      response: rowsOf(PartnerTaskSchema.omit({ id: true, partnerId: true })),
      handler: tasks.defaultList,
    }),
    defineRoute({
      method: 'get',
      path: '/partner-tasks/queues',
      // The partner form's queue select.
      access: PARTNER_FORM_PERMISSIONS,
      summary: 'The queues, in the order they run, with what each is for',
      response: z.array(QueueOptionSchema),
      handler: tasks.queues,
    }),
    defineRoute({
      method: 'get',
      path: '/partner-job/desktop',
      access: 'partnerDesktop',
      summary:
        'Partner jobs by status: running, pending and held (oldest first), the latest error and done (filter[partnerId])',
      query: PartnerJobDesktopQuerySchema,
      response: PartnerJobDesktopSchema,
      handler: jobs.desktop,
    }),
    defineRoute({
      method: 'post',
      path: '/partner-job/add',
      access: 'partnerDesktop',
      summary:
        'Add a pending job of a task (409 pending_job_exists while it has one, held_job_exists while a run of it waits for review)',
      body: PartnerJobAddSchema,
      response: z.object({ id: z.number() }),
      handler: jobs.add,
    }),
    defineRoute({
      method: 'delete',
      path: '/partner-job/delete/:id',
      access: 'partnerDesktop',
      summary: 'Delete a pending job, or stop a running one at its next batch',
      params: IdParamsSchema,
      handler: jobs.remove,
    }),
    defineRoute({
      method: 'get',
      path: '/partner-job/held/:id',
      access: 'partnerDesktop',
      summary:
        'The diff of a run the import guard held: counts, examples, why (404 partner_job_not_found; 409 job_not_held)',
      params: IdParamsSchema,
      response: HeldJobSchema,
      handler: jobs.held,
    }),
    defineRoute({
      method: 'post',
      path: '/partner-job/apply/:id',
      access: 'partnerDesktop',
      summary:
        'Merge a held run as it was read: the job runs again with decision apply (404 partner_job_not_found; 409 job_not_held, pending_job_exists)',
      params: IdParamsSchema,
      handler: jobs.decide('apply'),
    }),
    defineRoute({
      method: 'post',
      path: '/partner-job/discard/:id',
      access: 'partnerDesktop',
      summary:
        'Drop a held run: the job runs again with decision discard (404 partner_job_not_found; 409 job_not_held, pending_job_exists)',
      params: IdParamsSchema,
      handler: jobs.decide('discard'),
    }),
    defineRoute({
      method: 'post',
      path: '/jobs/first-import',
      // "Run first import" right after a new partner is saved (partnerAdd), or from its desktop.
      access: ['partnerDesktop', 'partnerAdd'],
      summary:
        "Queue a new partner's first import: a job of its importCategories, importAttributes and importProducts tasks, in that order, in one transaction (404 partner_not_found; 422 first_import_tasks under partnerId when a task is missing; 409 pending_job_exists when all three wait already)",
      body: FirstImportSchema,
      response: FirstImportResultSchema,
      handler: firstImport.run,
    }),
    defineRoute({
      method: 'get',
      path: '/partner-job/log/:id',
      access: 'partnerDesktop',
      summary: 'A job log in the caller language (the latest 5000 lines; total counts all)',
      params: IdParamsSchema,
      response: rowsOf(JobLogRowSchema),
      handler: jobs.log,
    }),
    defineRoute({
      method: 'get',
      path: '/jobs/running',
      access: ['partnerDesktop', 'exportDesktop', 'horizon'],
      summary: 'Running jobs of the kinds the caller may see (home desktop; filter[partnerId])',
      query: RunningJobsQuerySchema,
      response: rowsOf(JobSummarySchema),
      handler: horizon.running,
    }),
    defineRoute({
      method: 'get',
      path: '/jobs/log/:id',
      access: ['partnerDesktop', 'exportDesktop', 'horizon', 'settingsDesktop'],
      summary:
        'The log of a job of any kind the caller may see, in the caller language (404 job_not_found otherwise)',
      params: IdParamsSchema,
      response: rowsOf(JobLogRowSchema),
      handler: horizon.log,
    }),
    defineRoute({
      method: 'get',
      path: '/horizon/stats',
      access: 'horizon',
      summary:
        'Queue dashboard: per queue pending/running/paused and wait and run times, throughput over the last hour, worker pools',
      response: HorizonStatsSchema,
      handler: horizon.stats,
    }),
    defineRoute({
      method: 'get',
      path: '/horizon/failed',
      access: 'horizon',
      summary: 'Jobs that ended in error, newest first (paged; filter[queue])',
      query: HorizonFailedQuerySchema,
      response: rowsOf(JobSummarySchema),
      handler: horizon.failed,
    }),
    defineRoute({
      method: 'post',
      path: '/horizon/retry/:id',
      access: 'horizon',
      summary:
        "A new pending job of a failed job's task or kind, once per failed job (404 job_not_found, 409 job_not_failed / job_already_retried / pending_job_exists)",
      params: IdParamsSchema,
      body: EmptyBodySchema,
      response: z.object({ id: z.number() }),
      handler: horizon.retry,
    }),
    defineRoute({
      method: 'post',
      path: '/horizon/pause/:queue',
      access: 'horizon',
      summary: 'Pause a queue: its jobs stay pending until it is resumed (kept across restarts)',
      params: QueueParamsSchema,
      body: EmptyBodySchema,
      handler: horizon.pause,
    }),
    defineRoute({
      method: 'post',
      path: '/horizon/resume/:queue',
      access: 'horizon',
      summary: 'Resume a paused queue',
      params: QueueParamsSchema,
      body: EmptyBodySchema,
      handler: horizon.resume,
    }),
    defineRoute({
      method: 'post',
      path: '/pim/sync',
      access: 'settingsDesktop',
      summary:
        'Queue the sync of the PIM reference data (a system job; 409 pending_job_exists while one waits)',
      body: EmptyBodySchema,
      response: z.object({ jobId: z.number() }),
      handler: system.pimSync,
    }),
    defineRoute({
      method: 'post',
      path: '/icecat/refresh',
      access: 'partnerEdit',
      summary:
        "Queue the Icecat look-ups of one partner's products (enrichIcecat, a system job, queue low; 404 partner_not_found, 409 pending_job_exists while one waits)",
      body: IcecatRefreshSchema,
      response: z.object({ jobId: z.number() }),
      handler: system.icecatRefresh,
    }),
    defineRoute({
      method: 'get',
      path: '/log/errors',
      access: 'authenticated',
      summary: 'Error notices, newest first (paged; filter[partnerId])',
      query: ErrorNoticeListQuerySchema,
      response: rowsOf(ErrorNoticeSchema),
      handler: notices.list,
    }),
    defineRoute({
      method: 'delete',
      path: '/log/delete/:id',
      access: 'can_dismiss_errors',
      summary: 'Dismiss an error notice',
      params: IdParamsSchema,
      handler: notices.remove,
    }),
  ];
}
