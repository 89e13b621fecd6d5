import { ErrorCountsRequestSchema, SUBJECTS } from '@feedhub/contracts';
import type { Subscription } from '@feedhub/bus';
import { systemContext, type ServiceDeps } from '@feedhub/service-kit';
import { noticeCounts } from './error-notices.domain';

/** Catalog asks for the partners desktop's `errors` column: undismissed notices per partner. */
export function errorNoticeResponders(deps: ServiceDeps<unknown>): Subscription[] {
  return [
    deps.bus.respond(
      SUBJECTS.errorCounts,
      ErrorCountsRequestSchema,
      async ({ partnerIds }) => ({
        counts: await noticeCounts(systemContext(deps.knex, deps.log), partnerIds),
      }),
      { queue: 'jobs' },
    ),
  ];
}
