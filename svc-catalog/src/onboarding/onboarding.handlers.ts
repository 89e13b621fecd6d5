import type { OnboardingQuery } from '@feedhub/contracts';
import type { RequestContext } from '@feedhub/service-kit';
import { partnerOnboarding } from './onboarding.domain';

/** GET /api/partners/onboarding. */
export const onboardingHandlers = {
  get: async ({ query }: { query: OnboardingQuery }, ctx: RequestContext) => ({
    data: await partnerOnboarding(ctx, Number(query.partnerId)),
  }),
};
