import type { z } from 'zod';
import { PartnerNamesRequestSchema, SUBJECTS, type PartnerNamesReplySchema } from '@feedhub/contracts';
import type { Subscription } from '@feedhub/bus';
import { systemContext, type ServiceDeps } from '@feedhub/service-kit';
import { partnerNames } from './partners.repo';

/** Queue group: one catalog replica answers each request. */
const GROUP = { queue: 'catalog' };

/** Partner facts for jobs (DESIGN §4): names by id, for its job lists and desktop rows. */
export function partnerResponders(deps: ServiceDeps<unknown>): Subscription[] {
  return [
    deps.bus.respond(
      SUBJECTS.partnerNames,
      PartnerNamesRequestSchema,
      async ({ ids }): Promise<z.infer<typeof PartnerNamesReplySchema>> => {
        const ctx = systemContext(deps.knex, deps.log);
        const rows = await partnerNames(ctx.trx, [...new Set(ids)]);
        return { partners: rows.map(({ id, name, isActive }) => ({ id, name, isActive })) };
      },
      GROUP,
    ),
  ];
}
