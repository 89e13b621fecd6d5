import type { IndexedAttribute } from './attribute-index';
import type { UnitConversion } from './types';
import { conversionFactor, dimensionOf } from './units';
import { mainUnit, type ValueProfile } from './values';

/**
 * The conversion a measured attribute needs: the unit most of the supplier's values carry (or the one
 * its name states, "Gewicht (g)") when it differs from the PIM attribute's unit in the same dimension.
 */
export function unitConversion(
  attribute: IndexedAttribute,
  profile: ValueProfile,
  nameUnit: string | null,
): UnitConversion | null {
  if (!attribute.unit || !attribute.dimension) return null;
  const fromValues = mainUnit(profile);
  const candidates = [fromValues, nameUnit].filter(
    (u): u is string => !!u && dimensionOf(u) === attribute.dimension,
  );
  const from = candidates[0];
  if (!from || from === attribute.unit.toUpperCase()) return null;
  const factor = conversionFactor(from, attribute.unit);
  return factor === null ? null : { from, to: attribute.unit.toUpperCase(), factor };
}
