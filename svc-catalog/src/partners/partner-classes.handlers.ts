import { z } from 'zod';
import { feedClasses, FeedClassInfoSchema } from '@feedhub/feeds';
import { defineRoute, type RouteDefinition } from '@feedhub/service-kit';

/**
 * GET /partners/classes: the feed adapters a partner's className may name, with their params described in
 * the caller's language (the partner form's class select and params help; DESIGN §3).
 */
export function partnerClassRoutes(): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/partners/classes',
      access: 'partners',
      summary: 'Feed adapters (partner className) and their params',
      response: z.array(FeedClassInfoSchema),
      handler: async (_input, ctx) => ({ data: feedClasses(ctx.locale) }),
    }),
  ];
}
