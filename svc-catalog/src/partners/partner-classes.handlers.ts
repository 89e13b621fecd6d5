import { feedClasses } from '@feedhub/feeds';
import type { RequestContext } from '@feedhub/service-kit';

/** The feed adapters a partner's className may name (the partner form's class select and params help). */
export const partnerClassHandlers = {
  /** Every adapter, its params described in the caller's language. */
  list: async (_input: unknown, ctx: RequestContext) => ({ data: feedClasses(ctx.locale) }),
};
