import type { AttributeIndex, IndexedAttribute } from './attribute-index';
import { conversionFactor, type Dimension } from './units';
import { mainDimension, mainUnit, optionShare, type ValueProfile } from './values';

/** What the values say about one PIM attribute: support (0..1) and a factor below 1 when they contradict it. */
export interface ValueVerdict {
  score: number;
  factor: number;
}

const NONE: ValueVerdict = { score: 0, factor: 1 };
const share = (n: number, profile: ValueProfile) => n / profile.count;

/** How many PIM attributes take amounts of each dimension (a unit that fits one only says more). */
export function dimensionCounts(index: AttributeIndex): Map<Dimension, number> {
  const counts = new Map<Dimension, number>();
  for (const a of index.attributes.values())
    if (a.dimension) counts.set(a.dimension, (counts.get(a.dimension) ?? 0) + 1);
  return counts;
}

/** Fewer values say less: one value counts 3/4, two 9/10, three or more fully. */
const bySize = (count: number) => (count >= 3 ? 1 : count === 2 ? 0.9 : 0.75);

export function judgeValues(
  index: AttributeIndex,
  attribute: IndexedAttribute,
  profile: ValueProfile,
  perDimension: Map<Dimension, number>,
): ValueVerdict {
  if (!profile.count) return NONE;
  const dimension = mainDimension(profile);
  const numeric = share(profile.numbers, profile);
  const colours = share(profile.colours, profile);
  switch (attribute.kind) {
    case 'select':
    case 'multiselect': {
      const s = optionShare(index, attribute, profile);
      if (s >= 0.5) return { score: (0.45 + 0.45 * s) * bySize(profile.count), factor: 1 };
      if (profile.count >= 3 && s < 0.2) return { score: 0, factor: dimension ? 0.6 : 0.8 };
      return NONE;
    }
    case 'metric':
    case 'number': {
      if (attribute.dimension && attribute.unit && dimension === attribute.dimension) {
        const unit = mainUnit(profile);
        const factor = unit ? (conversionFactor(unit, attribute.unit) ?? 1) : 1;
        // Inches are no kilometres: a unit a thousand times off the attribute's is another measure.
        if (factor < 1e-3 || factor > 1e3) return { score: 0.2, factor: 1 };
        const alone = (perDimension.get(dimension) ?? 0) <= 1 || unit === attribute.unit.toUpperCase();
        return { score: (alone ? 0.7 : 0.5) * bySize(profile.count), factor: 1 };
      }
      if (dimension && attribute.dimension && dimension !== attribute.dimension)
        return { score: 0, factor: 0.4 };
      if (dimension && !attribute.dimension) return { score: 0, factor: 0.7 };
      if (colours >= 0.5) return { score: 0, factor: 0.4 };
      if (numeric >= 0.8) return { score: 0.2, factor: 1 };
      if (numeric < 0.2 && profile.count >= 2) return { score: 0, factor: 0.5 };
      return NONE;
    }
    case 'boolean': {
      if (share(profile.booleans, profile) >= 0.8) return { score: 0.35, factor: 1 };
      return profile.count >= 2 ? { score: 0, factor: 0.5 } : NONE;
    }
    case 'price': {
      if (share(profile.prices, profile) >= 0.6) return { score: 0.45, factor: 1 };
      if (numeric >= 0.8 && !dimension) return { score: 0.15, factor: 1 };
      return profile.count >= 2 && numeric < 0.5 ? { score: 0, factor: 0.5 } : NONE;
    }
    case 'image': {
      if (share(profile.urls, profile) >= 0.8) return { score: 0.45, factor: 1 };
      return profile.count >= 2 ? { score: 0, factor: 0.4 } : NONE;
    }
    case 'textarea': {
      if (share(profile.long, profile) >= 0.5) return { score: 0.35, factor: 1 };
      return NONE;
    }
    default: {
      const barcodes = share(profile.barcodes, profile) >= 0.8;
      if (attribute.barcode)
        return barcodes ? { score: 0.75, factor: 1 } : profile.count >= 2 ? { score: 0, factor: 0.6 } : NONE;
      if (barcodes) return { score: 0, factor: 0.8 };
      if (colours >= 0.6 || (dimension && profile.count >= 2)) return { score: 0, factor: 0.6 };
      return NONE;
    }
  }
}
