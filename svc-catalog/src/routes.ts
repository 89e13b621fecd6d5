import { z } from 'zod';
import {
  IdParamsSchema,
  PartnerListQuerySchema,
  PartnerListRowSchema,
  PartnerSaveSchema,
  PartnerSchema,
} from '@feedhub/contracts';
import { FeedClassInfoSchema } from '@feedhub/feeds';
import { defineRoute, type RouteDefinition, type ServiceDeps } from '@feedhub/service-kit';
import { partnerClassHandlers } from './partners/partner-classes.handlers';
import { partnerHandlers } from './partners/partners.handlers';

/** `{ rows, total }` of a list answer. */
const rowsOf = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row), total: z.number() });

/** THE route table of the catalog service (paths under /api); more resources arrive with later issues. */
export function catalogRoutes(deps: ServiceDeps<unknown>): RouteDefinition[] {
  const partners = partnerHandlers(deps);
  return [
    defineRoute({
      method: 'get',
      path: '/partners/classes',
      access: 'partners',
      summary: 'Feed adapters (partner className) and their params, described in the caller language',
      response: z.array(FeedClassInfoSchema),
      handler: partnerClassHandlers.list,
    }),
    defineRoute({
      method: 'get',
      path: '/partners/list',
      access: 'partners',
      summary:
        'Partners by name (filter[name]: substring, any case); also the select list (perPage up to 99999)',
      query: PartnerListQuerySchema,
      response: rowsOf(PartnerListRowSchema),
      handler: partners.list,
    }),
    defineRoute({
      method: 'post',
      path: '/partners/save',
      access: 'partnerAdd',
      summary:
        'Add or edit a partner with its tasks (jobs checks and stores them first) and, on add, attributes',
      body: PartnerSaveSchema,
      response: z.object({ id: z.number() }),
      handler: partners.save,
    }),
    defineRoute({
      method: 'get',
      path: '/partners/:id',
      access: 'partners',
      summary: 'One partner with its tasks (the feed password masked)',
      params: IdParamsSchema,
      response: PartnerSchema,
      handler: partners.get,
    }),
  ];
}
