import type { MappingProgress } from '@feedhub/contracts';
import type { DomainContext } from '@feedhub/service-kit';
import { presentProgress } from './progress.presenter';
import { progressRows } from './progress.repo';

/**
 * How much each partner (or one) has left to map: categories without a PIM category and family,
 * attributes without a PIM attribute, products in the unmapped categories.
 */
export async function mappingProgress(ctx: DomainContext, partnerId?: number): Promise<MappingProgress[]> {
  return (await progressRows(ctx.trx, partnerId)).map(presentProgress);
}
