import { z } from 'zod';
import { FeedClassInfoSchema } from '@feedhub/feeds';
import { defineRoute, type RouteDefinition } from '@feedhub/service-kit';
import { partnerClassHandlers } from './partners/partner-classes.handlers';

/** THE route table of the catalog service (paths under /api); more resources arrive with later issues. */
export function catalogRoutes(): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/partners/classes',
      access: 'partners',
      summary: 'Feed adapters (partner className) and their params, described in the caller language',
      response: z.array(FeedClassInfoSchema),
      handler: partnerClassHandlers.list,
    }),
  ];
}
