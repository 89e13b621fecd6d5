import type { PimProduct, PimValue } from '@feedhub/contracts';
import type { PimAttribute } from '../model';
import { fillFromIcecat, type ExportIcecat } from './icecat-values';
import { exportIdentifier } from './identifier';
import { exportMessage, type ExportMessage } from './messages';
import { missingRequired } from './required';
import type { PimStructure } from './structure';
import { amountData, convertValue, spreadValues } from './values';

/** A supplier attribute of the product, as the import stored it. */
export interface ExportProductAttribute {
  value: string | string[];
  unit: string | null;
}

/** What the payload of one product is built from (DESIGN §5 Export payload); the caller reads and prices. */
export interface ExportSource {
  product: {
    id: number;
    code: string;
    name: string | null;
    description: string | null;
    ean: string | null;
    manufacturerCode: string | null;
    brand: string | null;
    amount: number | null;
    /** Gone from the partner's feed: sent as out of stock. */
    missing: boolean;
    attributes: Readonly<Record<string, ExportProductAttribute>>;
  };
  partner: { id: number; pimSupplierCode: string | null; deliveryTime: number | null };
  /** The product's category mapping; null when the category is not mapped (isExportReady). */
  category: {
    name: string;
    pimCategories: readonly string[];
    family: string;
    deliveryTime: number | null;
    disabledEe: boolean;
    disabledFi: boolean;
    disabledLv: boolean;
    /** Name-word rules, in their order: a name holding the word goes to that PIM category. */
    changes: readonly { word: string; pimCategory: string | null }[];
  } | null;
  /** The partner's attribute mappings by supplier attribute code (brand included). */
  attributeMappings: ReadonlyMap<string, ExportAttributeMapping>;
  /**
   * The PIM price fields' prices from the partner's formulas (decimal strings; null: no price). Give
   * every price field (null when no formula fills it): a field given is one the PIM may require.
   */
  prices: Readonly<Record<string, string | null>>;
  /** A zero-amount rule covers the product's brand and category: sent with stock 0. */
  zeroAmount: boolean;
  /** The `currency` setting. */
  currency: string;
  /** Its Icecat sheets and the feature map, when its category uses Icecat and a sheet was found. */
  icecat?: ExportIcecat | null;
}

/** One supplier attribute's mapping: the PIM attributes it fills and its options' PIM codes (by option text). */
export interface ExportAttributeMapping {
  pimAttributeCodes: readonly string[];
  optionCodes: ReadonlyMap<string, string>;
}

/** A built payload: sendable (with the values left out and why), or skipped and why. */
export type ExportBuild =
  /** `fromIcecat`: the PIM attributes whose values came from Icecat. */
  | { sendable: true; product: PimProduct; warnings: ExportMessage[]; fromIcecat: string[] }
  | {
      sendable: false;
      identifier: string;
      reason: ExportMessage;
      warnings: ExportMessage[];
      /** The payload, when built before the lack showed (what the export test shows): not sent. */
      product?: PimProduct;
    };

/** Price fields (pricing's PIM_PRICE_FIELDS) → PIM attribute codes: retailPrice → retail_price. */
const priceCodes = new Map<string, string>();
export const priceAttributeCode = (field: string): string => {
  let code = priceCodes.get(field);
  if (code === undefined) {
    code = field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    priceCodes.set(field, code);
  }
  return code;
};

/** Fixed product fields → the PIM attribute they fill, when the PIM has it. */
const TEXT_FIELDS = [
  ['description', 'description'],
  ['ean', 'ean'],
  ['manufacturerCode', 'manufacturer_code'],
] as const;

/** A slug as option codes are written (Akeneo codes: letters, digits, underscores). */
const optionSlug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/**
 * Builds the PIM payload of one product (DESIGN §5; PIM.md §1.3, §6): identifier, family, categories
 * (the name-word rules first), enabled, and values typed per PIM attribute, checked against the PIM's
 * structure so that what cannot be valid is left out here with a warning, not refused by the PIM.
 * Pure: the same source always gives the same payload (in the same key order, so its hash is stable).
 */
export function buildExportPayload(source: ExportSource, structure: PimStructure): ExportBuild {
  const { product, partner, category } = source;
  const identifier = exportIdentifier(partner, product.code);
  const warnings: ExportMessage[] = [];
  const skip = (reason: ExportMessage, product?: PimProduct): ExportBuild => ({
    sendable: false,
    identifier,
    reason,
    warnings,
    ...(product ? { product } : {}),
  });
  if (!category) return skip(exportMessage('export_category_unmapped'));
  if (!structure.identifierAttribute) return skip(exportMessage('export_pim_no_identifier'));
  if (!structure.families.has(category.family))
    return skip(exportMessage('export_family_unknown', { family: category.family }));

  const categories = productCategories(category, product.name);
  const unknown = categories.filter((code) => !structure.categories.has(code));
  const known = categories.filter((code) => structure.categories.has(code));
  if (!known.length)
    return skip(exportMessage('export_categories_unknown', { categories: unknown.join(', ') }));
  if (unknown.length)
    warnings.push(exportMessage('export_categories_unknown', { categories: unknown.join(', ') }));

  const values: Record<string, PimValue[]> = {};
  const put = (attribute: PimAttribute, data: unknown) => {
    values[attribute.code] = spreadValues(structure, attribute, data);
  };
  /** Sets a fixed field's value when the PIM has its attribute (a PIM without it simply does not get it). */
  const putText = (code: string, text: string | null) => {
    const attribute = structure.attributes.get(code);
    if (!attribute || text === null || text.trim() === '') return;
    const converted = convertValue(structure, attribute, text, null, () => undefined);
    if ('problem' in converted) warnings.push(converted.problem);
    else put(attribute, converted.data);
  };

  putText('name', product.name);
  for (const [field, code] of TEXT_FIELDS) putText(code, product[field]);
  putText('supplier_code', product.code);
  putBrand(source, structure, put, warnings);
  putMappedAttributes(source, structure, put, warnings);
  // Icecat fills only what the supplier's data left empty.
  const fromIcecat = fillFromIcecat(source.icecat ?? null, structure, values, warnings);

  // What the catalog decides last, over any mapping: prices, stock, delivery, sale flags, identifier.
  putPrices(source, structure, put, warnings);
  const stock = structure.attributes.get('stock');
  if (stock?.type === 'pim_catalog_number')
    put(stock, source.zeroAmount || product.missing ? 0 : Math.max(0, product.amount ?? 0));
  const delivery = structure.attributes.get('delivery_days');
  const deliveryTime = category.deliveryTime ?? partner.deliveryTime;
  if (delivery?.type === 'pim_catalog_number' && deliveryTime !== null) put(delivery, deliveryTime);
  for (const [code, flag] of [
    ['disabled_ee', category.disabledEe],
    ['disabled_fi', category.disabledFi],
    ['disabled_lv', category.disabledLv],
  ] as const) {
    const attribute = structure.attributes.get(code);
    if (attribute?.type === 'pim_catalog_boolean') put(attribute, flag);
  }
  put(structure.attributes.get(structure.identifierAttribute)!, identifier);

  // A product lacking what the PIM requires is not sent: a gap the PIM would hold silently.
  const missing = missingRequired(
    structure,
    structure.families.get(category.family)!,
    values,
    Object.keys(source.prices).map(priceAttributeCode),
  );
  const payload = { identifier, enabled: true, family: category.family, categories: known, values };
  if (missing) return skip(missing, payload);
  return { sendable: true, product: payload, warnings, fromIcecat };
}

/** The mapping's PIM categories, the main one replaced by the first name-word rule the name matches. */
export function productCategories(
  category: NonNullable<ExportSource['category']>,
  name: string | null,
): string[] {
  const lower = (name ?? '').toLocaleLowerCase();
  const change = lower
    ? category.changes.find((rule) => rule.pimCategory && lower.includes(rule.word.toLocaleLowerCase()))
    : undefined;
  const all = change?.pimCategory
    ? [change.pimCategory, ...category.pimCategories.slice(1)]
    : [...category.pimCategories];
  return [...new Set(all)];
}

type Put = (attribute: PimAttribute, data: unknown) => void;

/** The brand through the brand attribute's option mapping, else the PIM option of the same name. */
function putBrand(source: ExportSource, structure: PimStructure, put: Put, warnings: ExportMessage[]) {
  const brand = source.product.brand?.trim();
  const attribute = structure.attributes.get('brand');
  if (!brand || !attribute) return;
  const mapped = source.attributeMappings.get('brand')?.optionCodes.get(brand);
  const converted = convertValue(structure, attribute, brand, null, () => mapped ?? optionSlug(brand));
  if ('problem' in converted) warnings.push(converted.problem);
  else put(attribute, converted.data);
}

/** Every mapped supplier attribute the product has, into each of its PIM attributes. */
function putMappedAttributes(
  source: ExportSource,
  structure: PimStructure,
  put: Put,
  warnings: ExportMessage[],
) {
  for (const [code, mapping] of source.attributeMappings) {
    if (code === 'brand' || !mapping.pimAttributeCodes.length) continue;
    const stored = source.product.attributes[code];
    if (!stored) continue;
    for (const pimCode of mapping.pimAttributeCodes) {
      const attribute = structure.attributes.get(pimCode);
      if (!attribute) {
        warnings.push(exportMessage('export_value_attribute_unknown', { attribute: pimCode }));
        continue;
      }
      if (pimCode === structure.identifierAttribute) continue;
      const converted = convertValue(structure, attribute, stored.value, stored.unit, (text) =>
        mapping.optionCodes.get(text),
      );
      if ('problem' in converted) warnings.push(converted.problem);
      else put(attribute, converted.data);
    }
  }
}

/** The formulas' prices as price collections in the `currency` setting (decimal strings). */
function putPrices(source: ExportSource, structure: PimStructure, put: Put, warnings: ExportMessage[]) {
  const entries = Object.entries(source.prices).filter(([, price]) => price !== null);
  if (!entries.length) return;
  if (!structure.currencies.has(source.currency)) {
    warnings.push(exportMessage('export_currency_unknown', { currency: source.currency }));
    return;
  }
  for (const [field, price] of entries) {
    const attribute = structure.attributes.get(priceAttributeCode(field));
    if (attribute?.type !== 'pim_catalog_price_collection') continue;
    const amount = amountData(attribute, price!);
    if (amount === undefined)
      warnings.push(exportMessage('export_value_invalid', { attribute: attribute.code, value: price! }));
    else put(attribute, [{ amount, currency: source.currency }]);
  }
}
