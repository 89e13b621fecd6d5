import type { PimProduct } from '@feedhub/contracts';
import type { PimLineError } from '../adapter';
import type { PimAttribute } from '../model';
import type { PimStructure } from './structure';
import { TEXT_MAX } from './values';
import { unitsOf } from './units';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isInteger = (v: unknown) => typeof v === 'number' && Number.isInteger(v);
const isDecimal = (v: unknown) => isInteger(v) || (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v));

/** An amount by the decimals rule (PIM.md §1.3): integers always, decimal strings only when allowed. */
const amountOk = (attribute: PimAttribute, amount: unknown) =>
  attribute.decimalsAllowed ? isDecimal(amount) : isInteger(amount);

/** What is wrong with one value's data for its attribute's type, or null. */
function dataProblem(structure: PimStructure, attribute: PimAttribute, data: unknown): string | null {
  const options = structure.options.get(attribute.code);
  switch (attribute.type) {
    case 'pim_catalog_identifier':
    case 'pim_catalog_textarea':
    case 'pim_catalog_image':
      return typeof data === 'string' ? null : 'expects a string';
    case 'pim_catalog_text':
      if (typeof data !== 'string') return 'expects a string';
      return data.length > TEXT_MAX ? `is too long (${TEXT_MAX} characters at most)` : null;
    case 'pim_catalog_boolean':
      return typeof data === 'boolean' ? null : 'expects a boolean';
    case 'pim_catalog_date':
      return typeof data === 'string' && !Number.isNaN(Date.parse(data)) ? null : 'expects an ISO-8601 date';
    case 'pim_catalog_number':
      return amountOk(attribute, data)
        ? null
        : attribute.decimalsAllowed
          ? 'expects a number'
          : 'expects an integer';
    case 'pim_catalog_simpleselect':
      return typeof data === 'string' && options?.has(data)
        ? null
        : `option "${String(data)}" does not exist`;
    case 'pim_catalog_multiselect':
      if (!Array.isArray(data)) return 'expects an array of option codes';
      for (const code of data)
        if (!options?.has(code as string)) return `option "${String(code)}" does not exist`;
      return null;
    case 'pim_catalog_metric':
      if (!isObject(data)) return 'expects {amount, unit}';
      if (!unitsOf(attribute.metricFamily ?? '').has(String(data.unit)))
        return `unit "${String(data.unit)}" does not exist in ${attribute.metricFamily}`;
      return amountOk(attribute, data.amount) ? null : 'expects a number';
    case 'pim_catalog_price_collection':
      if (!Array.isArray(data)) return 'expects an array of {amount, currency}';
      for (const price of data) {
        if (!isObject(price)) return 'expects {amount, currency}';
        if (!structure.currencies.has(String(price.currency)))
          return `currency "${String(price.currency)}" is not enabled`;
        if (!amountOk(attribute, price.amount)) return 'expects a number';
      }
      return null;
  }
}

/**
 * Checks a product payload as Akeneo validates a PATCH (PIM.md §1.3, §6; the rules libs/fake-akeneo
 * models): known family and categories, known attributes, locale and scope only where the attribute
 * takes them, data of the attribute's type. The embedded PIM refuses what this finds, line by line.
 */
export function productProblems(structure: PimStructure, product: PimProduct): PimLineError[] {
  const problems: PimLineError[] = [];
  if (!product.identifier.trim() || /[,;]/.test(product.identifier))
    problems.push({
      property: 'identifier',
      message: 'The identifier must not be empty nor hold a comma or a semicolon.',
    });
  if (product.family !== null && !structure.families.has(product.family))
    problems.push({ property: 'family', message: `The family "${product.family}" does not exist.` });
  for (const code of product.categories)
    if (!structure.categories.has(code))
      problems.push({ property: 'categories', message: `The ${code} category does not exist in your PIM.` });
  const channels = new Map(structure.channels.map((channel) => [channel.code, channel]));
  for (const [code, values] of Object.entries(product.values)) {
    const attribute = structure.attributes.get(code);
    if (!attribute) {
      problems.push({
        property: 'values',
        attribute: code,
        message: `The ${code} attribute does not exist.`,
      });
      continue;
    }
    for (const value of values) {
      const at = { property: 'values', attribute: code, locale: value.locale, scope: value.scope };
      if (
        attribute.localizable !== (value.locale !== null) ||
        (value.locale !== null && !structure.locales.includes(value.locale))
      )
        problems.push({
          ...at,
          message: `The ${code} attribute ${attribute.localizable ? 'expects an existing and activated locale' : 'does not expect a locale'}, "${value.locale}" given.`,
        });
      if (
        attribute.scopable !== (value.scope !== null) ||
        (value.scope !== null && !channels.has(value.scope))
      )
        problems.push({
          ...at,
          message: `The ${code} attribute ${attribute.scopable ? 'expects an existing scope' : 'does not expect a scope'}, "${value.scope}" given.`,
        });
      // A value of both kinds: its locale must be one of its channel's (Akeneo refuses the others).
      const channel = value.scope !== null && value.locale !== null ? channels.get(value.scope) : undefined;
      if (channel && !channel.locales.includes(value.locale!))
        problems.push({
          ...at,
          message: `The ${code} attribute has the locale "${value.locale}", which is not activated for the channel "${value.scope}".`,
        });
      if (value.data === null) continue;
      const problem = dataProblem(structure, attribute, value.data);
      if (problem) problems.push({ ...at, message: `The ${code} attribute ${problem}.` });
    }
  }
  return problems;
}
