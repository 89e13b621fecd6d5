import { PartnerNamesReplySchema, SUBJECTS } from '@feedhub/contracts';
import type { ServiceDeps } from '@feedhub/service-kit';

/** How long a list waits for catalog's partner names before it shows ids. */
const NAMES_TIMEOUT_MS = 1500;

/** Partner names by id from catalog; absent ones are shown as `#<id>`. */
export type PartnerNames = (ids: number[]) => Promise<Map<number, string>>;

/** Asks catalog for partner names (jobs keeps ids only: catalog owns partners). */
export function partnerNamesOf(deps: ServiceDeps<unknown>): PartnerNames {
  return async (ids) => {
    if (!ids.length) return new Map();
    try {
      const reply = await deps.bus.request(
        SUBJECTS.partnerNames,
        { ids },
        PartnerNamesReplySchema,
        NAMES_TIMEOUT_MS,
      );
      return new Map(reply.partners.map((p) => [p.id, p.name]));
    } catch (err) {
      deps.log.warn({ err }, 'partner names unavailable; ids are shown');
      return new Map();
    }
  };
}
