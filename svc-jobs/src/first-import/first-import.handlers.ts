import type { FirstImportInput } from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';
import type { RequestContext, ServiceDeps } from '@feedhub/service-kit';
import type { JobsConfig } from '../config';
import { maxAttemptsOf } from '../jobs/max-attempts';
import { partnerKnown } from '../system-jobs/system-jobs.handlers';
import { announceQueued } from '../work-queue/runtime';
import { queueFirstImport } from './first-import.domain';

/** "Run first import" of a new partner: input → domain → answer. */
export function firstImportHandlers(deps: ServiceDeps<JobsConfig>) {
  return {
    run: async ({ body }: { body: FirstImportInput }, ctx: RequestContext) => {
      const { jobIds, skipped, events } = await queueFirstImport(
        ctx,
        partnerKnown(deps),
        await maxAttemptsOf(deps),
        body.partnerId,
      );
      await announceQueued(deps, events);
      return {
        data: { jobIds, skipped },
        message: translate(ctx.locale, 'messages', 'first_import_queued', { count: jobIds.length }),
      };
    },
  };
}
