import type { IcecatFeatureMapRow, Locale } from '@feedhub/contracts';
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
    unitFactor: mapping.unitFactor === null ? null : trimDecimal(mapping.unitFactor),
    options: mapping.options,
  };
}

/** `0.001000000` → `0.001` (the numeric column pads its scale). */
const trimDecimal = (value: string) =>
  String(value)
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');
