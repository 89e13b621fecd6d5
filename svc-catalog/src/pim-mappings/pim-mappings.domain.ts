import type {
  PimCategoryMappingPrioritiesInput,
  PimCategoryMappingRow,
  PimCategoryMappingSaveInput,
} from '@feedhub/contracts';
import { AppError, ValidationError, type DomainContext } from '@feedhub/service-kit';
import { familyExists, findMapping, patchMapping, prioritiesOf } from './pim-mappings.repo';

/** A mapping or 404 pim_category_mapping_not_found. */
export async function getMapping(ctx: DomainContext, id: number): Promise<PimCategoryMappingRow> {
  const row = await findMapping(ctx.trx, id, ctx.locale);
  if (!row) throw new AppError('pim_category_mapping_not_found', { id });
  return row;
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
    ((await prioritiesOf(ctx.trx, [mapping.code])).get(mapping.code) ?? []).map((p) => p.id),
  );
  const rules = Object.fromEntries(
    input.priorities.flatMap((p, i) => (mapped.has(p.id) ? [] : [[`priorities.${i}`, [{ rule: 'exists' }]]])),
  );
  if (Object.keys(rules).length) throw new ValidationError(rules);
  await patchMapping(ctx.trx, input.id, { priorities: [...new Set(input.priorities.map((p) => p.id))] });
}
