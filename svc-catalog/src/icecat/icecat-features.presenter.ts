import type { IcecatFeatureMapRow, Locale } from '@feedhub/contracts';
import { trimDecimal } from '../numeric-text';
import type { IcecatFeatureMapping } from './icecat-features.model';

/** A mapping as the list shows it: the PIM attribute's label in the caller's language. */
export function presentFeatureMapping(mapping: IcecatFeatureMapping, locale: Locale): IcecatFeatureMapRow {
  const label = locale === 'et' ? mapping.labelEt || mapping.labelEn : mapping.labelEn;
  return {
    id: mapping.id,
    featureId: Number(mapping.featureId),
    featureName: mapping.featureName,
    pimAttributeCode: mapping.pimAttributeCode,
    pimAttributeName: label || mapping.pimAttributeCode,
    pimAttributeType: mapping.attributeType ?? null,
    unitFactor: trimDecimal(mapping.unitFactor),
    options: mapping.options,
  };
}
