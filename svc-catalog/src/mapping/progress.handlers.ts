import type { MappingProgressQuery } from '@feedhub/contracts';
import type { RequestContext } from '@feedhub/service-kit';
import { mappingProgress } from './progress.domain';

/** GET /api/partners/mapping-progress. */
export const mappingProgressHandlers = {
  list: async ({ query }: { query: MappingProgressQuery }, ctx: RequestContext) => ({
    data: await mappingProgress(ctx, query.partnerId),
  }),
};
