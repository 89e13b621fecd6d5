import type { PartnerZeroAmountListQuery, PartnerZeroAmountSaveInput } from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';
import type { RequestContext } from '@feedhub/service-kit';
import { deleteZeroAmount, listZeroAmounts, saveZeroAmount } from './zero-amounts.domain';

/** Zero amounts (SPEC §7): list, save, delete. */
export const zeroAmountHandlers = {
  list: async ({ query }: { query: PartnerZeroAmountListQuery }, ctx: RequestContext) => ({
    data: await listZeroAmounts(ctx, query),
  }),
  save: async ({ body }: { body: PartnerZeroAmountSaveInput }, ctx: RequestContext) => ({
    data: { id: await saveZeroAmount(ctx, body) },
    message: translate(ctx.locale, 'messages', 'zero_amount_saved'),
  }),
  remove: async ({ params }: { params: { id: number } }, ctx: RequestContext) => {
    await deleteZeroAmount(ctx, params.id);
    return { data: null, message: translate(ctx.locale, 'messages', 'zero_amount_deleted') };
  },
};
