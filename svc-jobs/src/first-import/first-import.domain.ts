import { FIRST_IMPORT_METHODS, type FirstImportResult, type JobChangedEvent } from '@feedhub/contracts';
import { AppError, inTransaction, ValidationError, type DomainContext } from '@feedhub/service-kit';
import { startPartnerJobs } from '../partner-jobs/partner-jobs.domain';
import { tasksOfPartner } from '../partner-tasks/partner-tasks.repo';

/**
 * POST /api/jobs/first-import (issue 31 "Run first import"): one job of each of the partner's
 * categories, attributes and products import tasks, added in that order in one transaction. Added in
 * that order they are published in it too (the relay sends queue high before medium, then by id), so
 * the categories and attributes imports start before the products import; they may overlap (the
 * concurrency key is the task), which is harmless: each import writes what it saw.
 * 404 partner_not_found; 422 under partnerId when the partner lacks one of the three tasks; 409
 * pending_job_exists when every one of them already has a pending or held job.
 */
export async function queueFirstImport(
  ctx: DomainContext,
  partnerExists: (partnerId: number) => Promise<boolean>,
  maxAttempts: number,
  partnerId: number,
): Promise<FirstImportResult & { events: JobChangedEvent[] }> {
  if (!(await partnerExists(partnerId))) throw new AppError('partner_not_found');
  return inTransaction(ctx, async (tx) => {
    const methods = new Set((await tasksOfPartner(tx.trx, partnerId)).map((t) => t.methodName));
    const missing = FIRST_IMPORT_METHODS.filter((method) => !methods.has(method));
    if (missing.length)
      throw ValidationError.field('partnerId', 'first_import_tasks', { methods: missing.join(', ') });
    const { jobIds, events, skipped } = await startPartnerJobs(
      tx,
      { partnerId, methodNames: FIRST_IMPORT_METHODS },
      maxAttempts,
    );
    if (!jobIds.length) throw new AppError('pending_job_exists');
    return { jobIds, skipped, events };
  });
}
