import type {
  ListPage,
  PimCategoryMappingListQuery,
  PimCategoryMappingPrioritiesInput,
  PimCategoryMappingRow,
  PimCategoryMappingSaveInput,
  PimCategoryMappingSelects,
  PriorityItem,
} from '@feedhub/contracts';
import { AppError, ValidationError, type DomainContext } from '@feedhub/service-kit';
import type { PimCategoryMapping } from './pim-mappings.model';
import { presentMapping } from './pim-mappings.presenter';
import {
  familyExists,
  findMappingRow,
  mappingSelects,
  pageMappingRows,
  partnersMappedTo,
  patchMapping,
  savedPriorities,
} from './pim-mappings.repo';

/**
 * The partners whose categories map (as main category) to each PIM category, in priority order: the
 * saved order first, then partners not yet ordered by name. A saved partner that no longer maps
 * there drops out.
 */
export async function prioritiesOf(
  ctx: Pick<DomainContext, 'trx'>,
  codes: readonly string[],
): Promise<Map<string, PriorityItem[]>> {
  if (!codes.length) return new Map();
  const partners = await partnersMappedTo(ctx.trx, codes);
  const order = await savedPriorities(ctx.trx, codes);
  const out = new Map<string, PriorityItem[]>();
  for (const code of codes) {
    const mapping = partners.filter((p) => p.code === code).map(({ id, name }) => ({ id, name }));
    const rank = order.get(code) ?? [];
    const position = (id: number) => (rank.includes(id) ? rank.indexOf(id) : rank.length);
    out.set(
      code,
      // Stable sort: unranked partners keep their name order after the ranked ones.
      [...mapping].sort((a, b) => position(a.id) - position(b.id)),
    );
  }
  return out;
}

/** Mappings as the screen shows them, each with its partners in priority order. */
async function presentMappings(
  ctx: DomainContext,
  rows: PimCategoryMapping[],
): Promise<PimCategoryMappingRow[]> {
  const priorities = await prioritiesOf(
    ctx,
    rows.map((r) => r.pimCategoryCode),
  );
  return rows.map((r) => presentMapping(r, priorities.get(r.pimCategoryCode) ?? []));
}

/** A page of mappings (default: by path, in the caller's language). */
export async function listMappings(
  ctx: DomainContext,
  query: PimCategoryMappingListQuery,
): Promise<ListPage<PimCategoryMappingRow>> {
  const page = await pageMappingRows(ctx.trx, query, ctx.locale);
  return { total: page.total, rows: await presentMappings(ctx, page.rows) };
}

/** A mapping or 404 pim_category_mapping_not_found. */
export async function getMapping(ctx: DomainContext, id: number): Promise<PimCategoryMappingRow> {
  const row = await findMappingRow(ctx.trx, id, ctx.locale);
  if (!row) throw new AppError('pim_category_mapping_not_found', { id });
  return (await presentMappings(ctx, [row]))[0]!;
}

/** Families and categories for the screen's selects, named in the caller's language. */
export function listMappingSelects(ctx: DomainContext): Promise<PimCategoryMappingSelects> {
  return mappingSelects(ctx.trx, ctx.locale);
}

/** Sets (or clears) a PIM category's default family; the family must be the PIM's. */
export async function saveMappingFamily(
  ctx: DomainContext,
  input: PimCategoryMappingSaveInput,
): Promise<void> {
  await getMapping(ctx, input.id);
  if (input.family !== null) {
    if (!(await familyExists(ctx.trx, input.family))) throw ValidationError.field('family', 'exists');
  }
  await patchMapping(ctx.trx, input.id, { family: input.family });
}

/**
 * Saves the order of the partners for a PIM category: each must map a category there (else 422 on
 * `priorities.{i}`); partners left out keep their place after the ordered ones.
 */
export async function saveMappingPriorities(
  ctx: DomainContext,
  input: PimCategoryMappingPrioritiesInput,
): Promise<void> {
  const mapping = await getMapping(ctx, input.id);
  const mapped = new Set(
    ((await prioritiesOf(ctx, [mapping.code])).get(mapping.code) ?? []).map((p) => p.id),
  );
  const rules = Object.fromEntries(
    input.priorities.flatMap((p, i) => (mapped.has(p.id) ? [] : [[`priorities.${i}`, [{ rule: 'exists' }]]])),
  );
  if (Object.keys(rules).length) throw new ValidationError(rules);
  await patchMapping(ctx.trx, input.id, { priorities: [...new Set(input.priorities.map((p) => p.id))] });
}
