import { AkeneoHttpError } from './paging';
import type { AkeneoProduct } from './types';

interface Filter {
  operator: string;
  value: unknown;
}

/** Parses "YYYY-MM-DD hh:mm:ss" (server time zone = UTC here) or ISO. */
function parseTime(value: unknown): number {
  const t =
    typeof value === 'string' ? Date.parse(value.includes('T') ? value : `${value.replace(' ', 'T')}Z`) : NaN;
  if (Number.isNaN(t))
    throw new AkeneoHttpError(
      422,
      `Property "updated" expects a string with the format "yyyy-mm-dd hh:mm:ss" as data, "${String(value)}" given.`,
    );
  return t;
}

const asList = (property: string, value: unknown): unknown[] => {
  if (!Array.isArray(value))
    throw new AkeneoHttpError(422, `Property "${property}" expects an array as data.`);
  return value;
};

/** One filter as a predicate; unsupported properties/operators are a 422 like Akeneo's. */
function predicate(property: string, f: Filter): (p: AkeneoProduct) => boolean {
  const key = `${property} ${f.operator}`;
  switch (key) {
    case 'identifier IN': {
      const ids = asList(property, f.value);
      if (ids.length > 100)
        throw new AkeneoHttpError(422, 'Filter "identifier IN" accepts at most 100 values.');
      return (p) => ids.includes(p.identifier);
    }
    case 'updated >': {
      const t = parseTime(f.value);
      return (p) => Date.parse(p.updated) > t;
    }
    case 'categories IN': {
      const codes = asList(property, f.value);
      return (p) => p.categories.some((c) => codes.includes(c));
    }
    case 'family IN': {
      const codes = asList(property, f.value);
      return (p) => p.family !== null && codes.includes(p.family);
    }
    default:
      throw new AkeneoHttpError(
        422,
        `Filter on property "${property}" with operator "${f.operator}" is not supported by this fake.`,
      );
  }
}

/** Applies the `search` query parameter (JSON `{property: [{operator, value}]}`); 400 on bad JSON. */
export function searchProducts(products: AkeneoProduct[], search: string | null): AkeneoProduct[] {
  if (!search) return products;
  let parsed: unknown;
  try {
    parsed = JSON.parse(search);
  } catch {
    throw new AkeneoHttpError(400, 'Search query parameter should be valid JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new AkeneoHttpError(422, 'Search query parameter has to be an array.');
  const tests: Array<(p: AkeneoProduct) => boolean> = [];
  for (const [property, filters] of Object.entries(parsed))
    for (const f of asList(property, filters) as Filter[]) tests.push(predicate(property, f));
  return products.filter((p) => tests.every((t) => t(p)));
}
