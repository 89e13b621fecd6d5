import {
  IdParamsSchema,
  listPageSchema,
  PartnerZeroAmountListQuerySchema,
  PartnerZeroAmountRowSchema,
  PartnerZeroAmountSaveSchema,
} from '@feedhub/contracts';
import { defineRoute, type RouteDefinition } from '@feedhub/service-kit';
import { z } from 'zod';
import { zeroAmountHandlers } from './zero-amounts.handlers';

/** Zero-amount rules of a partner (SPEC §7 Zero amounts). */
export function zeroAmountRoutes(): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/partner-zero-amounts/list',
      access: 'partnerZeroAmounts',
      summary: 'Zero-amount rules (filter[partnerId]) with brand and category names; default by brand',
      query: PartnerZeroAmountListQuerySchema,
      response: listPageSchema(PartnerZeroAmountRowSchema),
      handler: zeroAmountHandlers.list,
    }),
    defineRoute({
      method: 'post',
      path: '/partner-zero-amounts/save',
      access: 'partnerZeroAmounts',
      summary:
        "Adds a rule: brand (the index of one of the partner's brand options), categoryId (one of its categories), partnerId",
      body: PartnerZeroAmountSaveSchema,
      response: z.object({ id: z.number().int() }),
      handler: zeroAmountHandlers.save,
    }),
    defineRoute({
      method: 'delete',
      path: '/partner-zero-amounts/delete/:id',
      access: 'partnerZeroAmounts',
      summary: 'Deletes a rule',
      params: IdParamsSchema,
      handler: zeroAmountHandlers.remove,
    }),
  ];
}
