import type { AkeneoState } from './state';
import type { AkeneoAttribute, AkeneoProduct, AkeneoValue } from './types';

/** One validation error, as Akeneo lists them in `errors[]`. */
export interface AkeneoFieldError {
  /** Property at fault: family, categories, values … */
  property: string;
  /** Human message. */
  message: string;
  /** Attribute code when a value is at fault. */
  attribute?: string;
  /** Locale of the faulty value. */
  locale?: string | null;
  /** Scope of the faulty value. */
  scope?: string | null;
}

const PRODUCT_FIELDS = new Set([
  'identifier',
  'uuid',
  'enabled',
  'family',
  'categories',
  'groups',
  'parent',
  'values',
  'associations',
  'quantified_associations',
  'created',
  'updated',
]);

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown) =>
  (typeof v === 'number' && Number.isInteger(v)) || (typeof v === 'string' && /^-?\d+$/.test(v));
const isDecimal = (v: unknown) =>
  (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v));

/** Checks an amount by the decimals rule: integers always, decimals only when allowed. */
function amountError(attr: AkeneoAttribute, amount: unknown): string | null {
  if (attr.decimals_allowed ? isDecimal(amount) : isInt(amount)) return null;
  return attr.decimals_allowed ? 'expects a number' : 'expects an integer (decimals are not allowed)';
}

/** Checks the data of one value against its attribute type; returns the problem or null. */
function dataError(state: AkeneoState, attr: AkeneoAttribute, data: unknown): string | null {
  const optionKnown = (code: unknown) =>
    state.attributeOptions.some((o) => o.attribute === attr.code && o.code === code);
  switch (attr.type) {
    case 'pim_catalog_identifier':
    case 'pim_catalog_textarea':
    case 'pim_catalog_image':
      return typeof data === 'string' ? null : 'expects a string';
    case 'pim_catalog_text':
      if (typeof data !== 'string') return 'expects a string';
      return data.length > (attr.max_characters ?? 255) ? 'is too long' : null;
    case 'pim_catalog_date':
      return typeof data === 'string' && !Number.isNaN(Date.parse(data)) ? null : 'expects an ISO-8601 date';
    case 'pim_catalog_boolean':
      return typeof data === 'boolean' ? null : 'expects a boolean';
    case 'pim_catalog_number':
      return amountError(attr, data);
    case 'pim_catalog_simpleselect':
      if (typeof data !== 'string') return 'expects an option code';
      return optionKnown(data) ? null : `option "${data}" does not exist`;
    case 'pim_catalog_multiselect': {
      if (!Array.isArray(data) || data.some((d) => typeof d !== 'string'))
        return 'expects an array of option codes';
      const unknown = data.filter((d) => !optionKnown(d));
      return unknown.length ? `options "${unknown.join(', ')}" do not exist` : null;
    }
    case 'pim_catalog_metric': {
      if (!isObject(data) || !('amount' in data) || !('unit' in data)) return 'expects {amount, unit}';
      const units = state.measurementFamilies[attr.metric_family ?? ''] ?? [];
      if (!units.includes(String(data.unit)))
        return `unit "${String(data.unit)}" does not exist in ${attr.metric_family}`;
      return amountError(attr, data.amount);
    }
    case 'pim_catalog_price_collection': {
      if (!Array.isArray(data)) return 'expects an array of {amount, currency}';
      for (const price of data) {
        if (!isObject(price) || !('amount' in price) || !('currency' in price))
          return 'expects {amount, currency}';
        if (!state.currencies.some((c) => c.enabled && c.code === price.currency))
          return `currency "${String(price.currency)}" is not enabled`;
        const e = amountError(attr, price.amount);
        if (e) return e;
      }
      return null;
    }
  }
}

/** Checks the values of a PATCH body: attribute known, locale/scope rules, data shape, unique clashes. */
function valueErrors(state: AkeneoState, identifier: string, values: unknown): AkeneoFieldError[] {
  if (!isObject(values)) return [{ property: 'values', message: 'Property "values" expects an object.' }];
  const errors: AkeneoFieldError[] = [];
  for (const [code, entries] of Object.entries(values)) {
    const attr = state.attributes.find((a) => a.code === code);
    if (!attr) {
      errors.push({ property: 'values', attribute: code, message: `The ${code} attribute does not exist.` });
      continue;
    }
    if (!Array.isArray(entries)) {
      errors.push({ property: 'values', attribute: code, message: `Values of ${code} expect an array.` });
      continue;
    }
    for (const entry of entries) {
      if (!isObject(entry) || !('data' in entry)) {
        errors.push({
          property: 'values',
          attribute: code,
          message: 'A value expects {locale, scope, data}.',
        });
        continue;
      }
      const locale = (entry.locale ?? null) as string | null;
      const scope = (entry.scope ?? null) as string | null;
      const at = { property: 'values', attribute: code, locale, scope };
      if (!attr.localizable && locale !== null)
        errors.push({ ...at, message: `The ${code} attribute does not expect a locale, "${locale}" given.` });
      if (attr.localizable && !state.locales.some((l) => l.enabled && l.code === locale))
        errors.push({
          ...at,
          message: `The ${code} attribute expects an existing and activated locale, "${locale}" given.`,
        });
      if (!attr.scopable && scope !== null)
        errors.push({ ...at, message: `The ${code} attribute does not expect a scope, "${scope}" given.` });
      if (attr.scopable && !state.channels.some((c) => c.code === scope))
        errors.push({ ...at, message: `The ${code} attribute expects an existing scope, "${scope}" given.` });
      const channel =
        locale !== null && scope !== null ? state.channels.find((c) => c.code === scope) : undefined;
      if (channel && !channel.locales.includes(locale!))
        errors.push({
          ...at,
          message: `The ${code} attribute has the locale "${locale}", which is not activated for the channel "${scope}".`,
        });
      if (entry.data === null) continue;
      const problem = dataError(state, attr, entry.data);
      if (problem) errors.push({ ...at, message: `The ${code} attribute ${problem}.` });
      else if (attr.unique && attr.type !== 'pim_catalog_identifier') {
        const holder = state.uniqueHolder(code, entry.data);
        if (holder !== undefined && holder !== identifier)
          errors.push({
            ...at,
            message: `The value ${String(entry.data)} is already set on another product for the unique attribute ${code}.`,
          });
      }
    }
  }
  return errors;
}

/** Validates a product PATCH body (Akeneo standard format); an empty list means it may be applied. */
export function validateProductPatch(
  state: AkeneoState,
  identifier: string,
  body: unknown,
): AkeneoFieldError[] {
  if (!isObject(body)) return [{ property: '', message: 'A product expects a JSON object.' }];
  const errors: AkeneoFieldError[] = [];
  for (const key of Object.keys(body))
    if (!PRODUCT_FIELDS.has(key))
      errors.push({ property: key, message: `Property "${key}" does not exist.` });
  if ('identifier' in body && body.identifier !== identifier)
    errors.push({
      property: 'identifier',
      message: 'The identifier in the body does not match the one in the URL.',
    });
  if ('enabled' in body && typeof body.enabled !== 'boolean')
    errors.push({ property: 'enabled', message: 'Property "enabled" expects a boolean.' });
  if ('family' in body && body.family !== null && !state.families.some((f) => f.code === body.family))
    errors.push({
      property: 'family',
      message: `Property "family" expects a valid family code. The family does not exist, "${String(body.family)}" given.`,
    });
  if ('categories' in body) {
    const cats = body.categories;
    if (!Array.isArray(cats))
      errors.push({ property: 'categories', message: 'Property "categories" expects an array.' });
    else
      for (const c of cats)
        if (!state.categories.some((k) => k.code === c))
          errors.push({
            property: 'categories',
            message: `The ${String(c)} category does not exist in your PIM.`,
          });
  }
  for (const key of ['groups', 'associations', 'quantified_associations'] as const)
    if (key in body && (key === 'groups' ? !Array.isArray(body[key]) : !isObject(body[key])))
      errors.push({ property: key, message: `Property "${key}" has the wrong type.` });
  if ('values' in body) errors.push(...valueErrors(state, identifier, body.values));
  return errors;
}

/** Applies a validated PATCH on a product (or a new one): objects merge, arrays replace, values merge per
 * (attribute, locale, scope) and `data: null` clears (PIM.md §1.4). */
export function mergeProduct(
  base: AkeneoProduct | undefined,
  identifier: string,
  body: Record<string, unknown>,
): Partial<AkeneoProduct> & { identifier: string } {
  // A shallow copy: what changes below is replaced, never changed in place (stored products are immutable).
  const next: Partial<AkeneoProduct> & { identifier: string } = base ? { ...base } : { identifier };
  for (const key of ['enabled', 'family', 'categories', 'groups', 'parent'] as const)
    if (key in body) Object.assign(next, { [key]: body[key] });
  if (isObject(body.associations)) {
    const assoc = { ...(next.associations ?? {}) };
    for (const [type, v] of Object.entries(body.associations))
      assoc[type] = { ...(assoc[type] ?? {}), ...(v as object) };
    next.associations = assoc;
  }
  if (isObject(body.values)) {
    const values: Record<string, AkeneoValue[]> = { ...(next.values ?? {}) };
    for (const [code, entries] of Object.entries(body.values) as Array<[string, AkeneoValue[]]>) {
      let list = [...(values[code] ?? [])];
      for (const e of entries) {
        const locale = e.locale ?? null;
        const scope = e.scope ?? null;
        list = list.filter((v) => v.locale !== locale || v.scope !== scope);
        if (e.data !== null) list.push({ locale, scope, data: e.data });
      }
      if (list.length) values[code] = list;
      else delete values[code];
    }
    next.values = values;
  }
  next.updated = new Date().toISOString();
  return next;
}
