import type { PimValue } from '@feedhub/contracts';
import type { PimFamily } from '../model';
import { exportMessage, type ExportMessage } from './messages';
import type { PimStructure } from './structure';

/** Whether a value holds data (an empty text or list is no value). */
const filled = (values: readonly PimValue[] | undefined) =>
  (values ?? []).some(
    (value) =>
      value.data !== null && value.data !== '' && !(Array.isArray(value.data) && value.data.length === 0),
  );

/**
 * What the PIM requires of a product and only the catalogue can give, when this payload lacks it
 * (docs/export.md "What a product must have"): a price in one of its family's price attributes that
 * the catalogue's price fields fill (`priceCodes`: retail_price…). A family without such an attribute
 * cannot hold our prices, so none is asked for. Identifier, family and a known category are checked
 * before (the product cannot be placed without them). The lack, or null: the product is not sent.
 */
export function missingRequired(
  structure: PimStructure,
  family: PimFamily,
  values: Readonly<Record<string, readonly PimValue[]>>,
  priceCodes: readonly string[],
): ExportMessage | null {
  const priceAttributes = priceCodes.filter(
    (code) =>
      family.attributes.includes(code) &&
      structure.attributes.get(code)?.type === 'pim_catalog_price_collection',
  );
  if (priceAttributes.length && !priceAttributes.some((code) => filled(values[code])))
    return exportMessage('export_price_missing', { attribute: priceAttributes.join(', ') });
  return null;
}
