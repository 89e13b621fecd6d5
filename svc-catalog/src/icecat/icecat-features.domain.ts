import type {
  IcecatFeatureMapListQuery,
  IcecatFeatureMapRow,
  IcecatFeatureMapSaveInput,
} from '@feedhub/contracts';
import { ICECAT_FACTOR_ATTRIBUTE_TYPES, PIM_SELECT_ATTRIBUTE_TYPES } from '@feedhub/contracts';
import { AppError, ValidationError, type DomainContext } from '@feedhub/service-kit';
import { presentFeatureMapping } from './icecat-features.presenter';
import {
  deleteFeatureMappingRow,
  existingOptionCodes,
  findFeatureMapping,
  insertFeatureMapping,
  patchFeatureMapping,
  mappingOfFeature,
  pageFeatureMappings,
  pimAttribute,
} from './icecat-features.repo';

const NUMERIC_TYPES = new Set<string>(ICECAT_FACTOR_ATTRIBUTE_TYPES);
const SELECT_TYPES = new Set<string>(PIM_SELECT_ATTRIBUTE_TYPES);

/** A page of the feature map. */
export async function listFeatureMappings(
  ctx: DomainContext,
  query: IcecatFeatureMapListQuery,
): Promise<{ rows: IcecatFeatureMapRow[]; total: number }> {
  const page = await pageFeatureMappings(ctx.trx, query);
  return { rows: page.rows.map((row) => presentFeatureMapping(row, ctx.locale)), total: page.total };
}

/**
 * Adds or changes a mapping. The PIM attribute must be in the PIM (its synced copy); a factor only
 * for a numeric attribute; options only for a select, each an option the attribute has; one mapping
 * per Icecat feature id.
 */
export async function saveFeatureMapping(
  ctx: DomainContext,
  input: IcecatFeatureMapSaveInput,
): Promise<number> {
  const existing = input.id === undefined ? undefined : await findFeatureMapping(ctx.trx, input.id);
  if (input.id !== undefined && !existing) throw new AppError('icecat_feature_not_found', { id: input.id });
  const rules: ConstructorParameters<typeof ValidationError>[0] = {};
  const same = await mappingOfFeature(ctx.trx, input.featureId);
  if (same && same.id !== existing?.id) rules.featureId = [{ rule: 'unique' }];
  const attribute = await pimAttribute(ctx.trx, input.pimAttributeCode);
  const unitFactor = input.unitFactor === '' ? null : input.unitFactor;
  if (!attribute) rules.pimAttributeCode = [{ rule: 'exists' }];
  else {
    if (unitFactor !== null && !NUMERIC_TYPES.has(attribute.type))
      rules.unitFactor = [{ rule: 'icecat_factor_numeric' }];
    if (input.options.length && !SELECT_TYPES.has(attribute.type))
      rules.options = [{ rule: 'icecat_options_select' }];
    else if (input.options.length) {
      const known = await existingOptionCodes(
        ctx.trx,
        attribute.code,
        input.options.map((o) => o.option),
      );
      input.options.forEach((o, i) => {
        if (!known.has(o.option)) rules[`options.${i}.option`] = [{ rule: 'exists' }];
      });
    }
  }
  if (Object.keys(rules).length) throw new ValidationError(rules);
  const values = {
    featureId: input.featureId,
    featureName: input.featureName,
    pimAttributeCode: input.pimAttributeCode,
    unitFactor,
    options: input.options,
  };
  if (existing) {
    await patchFeatureMapping(ctx.trx, existing.id, values);
    return existing.id;
  }
  return insertFeatureMapping(ctx.trx, values);
}

/** Deletes a mapping (404 icecat_feature_not_found when there is none). */
export async function deleteFeatureMapping(ctx: DomainContext, id: number): Promise<void> {
  if (!(await deleteFeatureMappingRow(ctx.trx, id))) throw new AppError('icecat_feature_not_found', { id });
}
