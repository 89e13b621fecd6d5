import type { z } from 'zod';
import { valueAt } from '@feedhub/i18n';
import type { FeedClassName } from './adapters/registry';
import { MAX_STOCK_WORDS } from './params';

/**
 * zod issues of feed params → problems a supplier manager can act on: a validation key of
 * `feedsMessages` (what to put where: "Set `fields.code`: the column…", "`itemPath` must be text, e.g.
 * `products/product`", "There is no param `fileds`; did you mean `fields`?") and its placeholders, all
 * plain strings and numbers (the partner form's server check translates them with @feedhub/i18n).
 * Placeholders: `param` (the param's path, `fields.code`, `attributes.0.name`), `example` (a value it
 * could take, language-neutral), `suggestion`, `values`, `min`, `max`, `detail`, `forms`, `name`.
 */

type Issue = z.core.$ZodIssue;
type Params = Record<string, string | number>;

/** One thing wrong with the params: where (relative to params), the validation key and its placeholders. */
export interface FeedParamProblem {
  path: PropertyKey[];
  key: string;
  params: Params;
}

/** What the zod definitions are read for (shapes, unions, wrappers, bounds). */
interface SchemaDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: readonly z.ZodType[];
  element?: z.ZodType;
  valueType?: z.ZodType;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** The schema inside optional, default, nullable and pipe (transform) wrappers. */
function unwrap(schema: z.ZodType): z.ZodType {
  for (let def = defOf(schema); ; def = defOf(schema)) {
    if (def.innerType) schema = def.innerType;
    else if (def.type === 'pipe' && def.in) schema = def.in;
    else return schema;
  }
}

/** The schema unwrapped, a union as its options (nested unions flattened). */
function options(schema: z.ZodType): z.ZodType[] {
  const inner = unwrap(schema);
  const def = defOf(inner);
  return def.type === 'union' ? (def.options ?? []).flatMap(options) : [inner];
}

/** Every schema a value at `path` may be checked by (one per union option that has the path). */
function schemasAt(schema: z.ZodType, path: readonly PropertyKey[]): z.ZodType[] {
  let current = options(schema);
  for (const key of path) {
    const next: z.ZodType[] = [];
    for (const option of current) {
      const def = defOf(option);
      if (def.type === 'object' && typeof key === 'string' && def.shape && Object.hasOwn(def.shape, key))
        next.push(def.shape[key]);
      else if (def.type === 'array' && typeof key === 'number' && def.element) next.push(def.element);
      else if (def.type === 'record' && def.valueType) next.push(def.valueType);
    }
    current = next.flatMap(options);
  }
  return current;
}

/** The keys objects at `path` may have (all union options together). */
function keysAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  const keys = schemasAt(schema, path).flatMap((s) => Object.keys(defOf(s).shape ?? {}));
  return [...new Set(keys)];
}

/** The rule forms an object union at `path` takes, by their required keys: `{ path, name }`, `{ children }`. */
function formsAt(schema: z.ZodType, path: readonly PropertyKey[]): string {
  return schemasAt(schema, path)
    .map((s) => defOf(s).shape)
    .filter((shape): shape is Record<string, z.ZodType> => shape !== undefined)
    .map((shape) => {
      const required = Object.entries(shape).filter(
        ([, s]) => !['optional', 'default'].includes(defOf(s).type),
      );
      return `"{ ${required.map(([key]) => key).join(', ')} }"`;
    })
    .join(', ');
}

/** The bounds of a number param (all ours are whole numbers between two bounds). */
function numberBounds(schema: z.ZodType, path: readonly PropertyKey[]): Params {
  for (const s of schemasAt(schema, path)) {
    const number = s as unknown as { minValue?: number | null; maxValue?: number | null };
    if (defOf(s).type !== 'number') continue;
    const { minValue: min, maxValue: max } = number;
    return Number.isFinite(min) && Number.isFinite(max) ? { min: min!, max: max! } : {};
  }
  return {};
}

/** The param's name as written in the params JSON: `fields.code`, `attributes.0.name`; the whole object is `params`. */
const paramName = (path: readonly PropertyKey[]) => path.map(String).join('.') || 'params';

/** Example values (language-neutral), by class and param path (`*` for a list index or record key). */
const COMMON_EXAMPLES: Record<string, string> = {
  categorySeparator: '/',
  listSeparator: '|',
  defaultBrand: 'Acme',
  user: 'feeds',
  password: 'secret',
  stockWords: '{"Viel Bestand": 20}',
  maxItemElements: '50000',
};
const TREE_RULE = (names: Record<string, string>) =>
  Object.fromEntries(Object.entries(names).map(([key, value]) => [`attributes.*.${key}`, value]));
const CLASS_EXAMPLES: Record<FeedClassName, Record<string, string>> = {
  xml: {
    url: 'https://supplier.example/feed.xml',
    itemPath: 'products/product',
    'itemPath.*': 'product',
    namespaces: '{"g": "http://base.google.com/ns/1.0"}',
    'namespaces.*': 'http://base.google.com/ns/1.0',
    fields: '{"code": "@id", "name": "name"}',
    'fields.code': '@id',
    'fields.images': 'images/image',
    categoryLevels: '["category/main", "category/sub"]',
    'categoryLevels.*': 'category/main',
    attributes: '[{"path": "params/param", "name": "@name"}]',
    ...TREE_RULE({ path: 'params/param', name: '@name', value: '.', unit: '@unit', code: '@code' }),
    ...TREE_RULE({ group: '../@name', children: 'specs', text: 'features', pairSeparator: ';' }),
    'attributes.*.keyValueSeparator': ':',
  },
  csv: {
    url: 'https://supplier.example/prices.csv',
    fields: '{"code": "SKU", "name": "Name"}',
    'fields.code': 'SKU',
    categoryLevels: '["Category 1", "Category 2"]',
    'categoryLevels.*': 'Category 1',
    attributes: '[{"prefix": "attr_"}]',
    'attributes.*.columns': '["Colour", "Size"]',
    'attributes.*.columns.*': 'Colour',
    'attributes.*.prefix': 'attr_',
    'attributes.*.text': 'Features',
    'attributes.*.pairSeparator': ';',
    'attributes.*.keyValueSeparator': ':',
    groupBy: 'Handle',
    tierQuantity: 'Quantity',
  },
  json: {
    url: 'https://supplier.example/products.json',
    itemPath: 'data.products',
    fields: '{"code": "id", "name": "title"}',
    'fields.code': 'id',
    categoryLevels: '["category.main", "category.sub"]',
    'categoryLevels.*': 'category.main',
    attributes: '[{"path": "specs", "name": "name", "value": "value"}]',
    ...TREE_RULE({ path: 'specs', name: 'name', value: 'value', unit: 'unit', code: 'code' }),
    ...TREE_RULE({ group: 'group', children: 'properties', text: 'features', pairSeparator: ';' }),
    'attributes.*.keyValueSeparator': ':',
  },
  'google-merchant': { url: 'https://shop.example/google.xml' },
  bmecat: {
    url: 'https://supplier.example/catalog.xml',
    priceType: 'net_list',
    rrpPriceType: 'nrp',
    language: 'eng',
  },
};

/** An example value for a param, when there is a telling one. */
function exampleFor(className: FeedClassName, path: readonly PropertyKey[]): string | undefined {
  const key = path.map((k) => (typeof k === 'number' ? '*' : String(k))).join('.');
  const known = CLASS_EXAMPLES[className][key] ?? COMMON_EXAMPLES[key];
  if (known !== undefined) return known;
  // Another mapped field: a header named like it (CSV) or an element or key named like it (XML, JSON).
  const field = /^(?:fields\.(\w+)|categoryLevels)(?:\.\*)?$/.exec(key);
  if (field?.[1])
    return className === 'csv' ? field[1].charAt(0).toUpperCase() + field[1].slice(1) : field[1];
  return undefined;
}

/** Edit distance with transpositions (`fileds` → `fields` is one edit), case ignored. */
function distance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  const d: number[][] = Array.from({ length: s.length + 1 }, (_, i) => [
    i,
    ...Array<number>(t.length).fill(0),
  ]);
  for (let j = 1; j <= t.length; j++) d[0][j] = j;
  for (let i = 1; i <= s.length; i++)
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[s.length][t.length];
}

/** The known key closest to a misspelt one, when it is close enough to be what was meant (a third of it). */
export function closestKey(name: string, known: readonly string[]): string | null {
  let best: { key: string; distance: number } | null = null;
  for (const key of known) {
    const d = distance(name, key);
    if (!best || d < best.distance) best = { key, distance: d };
  }
  const allowed = Math.max(1, Math.floor(Math.max(name.length, 3) / 3));
  return best && best.distance <= allowed ? best.key : null;
}

/** Whether an issue says the value is of another type or value at the issue's own place. */
function mismatchAtRoot(issue: Issue): boolean {
  if (issue.path.length > 0) return false;
  if (issue.code === 'invalid_type' || issue.code === 'invalid_value') return true;
  return issue.code === 'invalid_union' && issue.errors.every((branch) => branch.some(mismatchAtRoot));
}

/** What a union expects when no option took the value: the types and literal values of its options. */
function expectations(branches: Issue[][], types: Set<string>, values: unknown[]): void {
  for (const issue of branches.flat()) {
    if (issue.path.length > 0) continue;
    if (issue.code === 'invalid_type') types.add(issue.expected);
    else if (issue.code === 'invalid_value') values.push(...issue.values);
    else if (issue.code === 'invalid_union') expectations(issue.errors, types, values);
  }
}

/** Values to choose from as the message lists them, quoted: "auto", ".", ",", "\t" (a tab written as in JSON). */
const listValues = (values: readonly unknown[]) =>
  [...new Set(values)].map((v) => `"${String(v).replace(/\t/g, '\\t')}"`).join(', ');

/** Turns the zod issues of one class's params into problems. */
class ProblemCollector {
  readonly problems: FeedParamProblem[] = [];
  constructor(
    private readonly className: FeedClassName,
    private readonly schema: z.ZodType,
    private readonly input: unknown,
  ) {}

  private add(
    path: readonly PropertyKey[],
    key: string,
    params: Record<string, string | number | undefined> = {},
  ): void {
    const kept = Object.fromEntries(
      Object.entries(params).filter(
        (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
      ),
    );
    this.problems.push({ path: [...path], key, params: kept });
  }

  /** `param` and, when there is one, `example`. */
  private named(path: readonly PropertyKey[]): Params {
    const example = exampleFor(this.className, path);
    return { param: paramName(path), ...(example !== undefined ? { example } : {}) };
  }

  collect(issue: Issue, base: readonly PropertyKey[] = []): void {
    const path = [...base, ...issue.path];
    const value = valueAt(this.input, path);
    const missing = value === undefined || value === null;
    switch (issue.code) {
      case 'unrecognized_keys':
        for (const key of issue.keys) this.unknown(path, key);
        return;
      case 'custom':
        return this.custom(issue, path);
      case 'invalid_type':
        if (missing) return this.required(path);
        return this.wrongType(path, new Set([issue.expected]), []);
      case 'invalid_union':
        if (missing) return this.required(path);
        return this.union(issue.errors, path);
      case 'invalid_value':
        return this.add(path, 'feed_param_one_of', {
          param: paramName(path),
          values: listValues(issue.values),
        });
      case 'too_small':
      case 'too_big':
        return this.size(issue, path);
      case 'invalid_key': {
        // A record key that is not allowed (a blank stock word, a namespace prefix that is not a name).
        const record = path.slice(0, -1);
        return this.add(record, 'feed_param_key', { param: paramName(record), name: String(path.at(-1)) });
      }
      default:
        return this.add(path, 'feed_param_invalid', { param: paramName(path) });
    }
  }

  private required(path: readonly PropertyKey[]): void {
    const name = paramName(path);
    if (name === 'fields' || name === 'fields.code') {
      if (this.className === 'csv') return this.add(path, 'feed_need_code_column');
      return this.add(path, 'feed_need_code_path', {
        example: exampleFor(this.className, ['fields', 'code']),
      });
    }
    if (name === 'itemPath') return this.add(path, 'feed_need_item_path');
    if (name === 'url') return this.add(path, 'feed_need_url', { example: exampleFor(this.className, path) });
    this.add(path, 'feed_param_required', this.named(path));
  }

  private unknown(path: readonly PropertyKey[], key: string): void {
    const present = valueAt(this.input, path);
    const given = present !== null && typeof present === 'object' ? Object.keys(present) : [];
    const known = keysAt(this.schema, path).filter((k) => !given.includes(k));
    const suggestion = closestKey(key, known);
    this.add([...path, key], 'feed_param_unknown', {
      param: paramName([...path, key]),
      ...(suggestion !== null ? { suggestion: paramName([...path, suggestion]) } : {}),
    });
  }

  private custom(issue: Issue & { code: 'custom' }, path: readonly PropertyKey[]): void {
    const param = paramName(path);
    switch (issue.message) {
      case 'feed_path': {
        const detail = (issue.params as { reason?: unknown } | undefined)?.reason;
        return this.add(path, 'feed_path', { param, ...(typeof detail === 'string' ? { detail } : {}) });
      }
      case 'feed_stock_words':
        return this.add(path, 'feed_stock_words', { param, max: MAX_STOCK_WORDS });
      case 'feed_url':
      case 'feed_tier_needs_group':
        return this.add(path, issue.message, { param });
      default:
        return this.add(path, 'feed_param_invalid', { param });
    }
  }

  /** A value of the wrong type for a param that takes one of `types` (or one of `values`). */
  private wrongType(path: readonly PropertyKey[], types: Set<string>, values: unknown[]): void {
    const named = this.named(path);
    if (values.length) {
      const all = types.has('boolean') ? [...values, true, false] : values;
      return this.add(path, 'feed_param_one_of', { param: named.param, values: listValues(all) });
    }
    if (types.has('string') && (types.has('number') || types.has('int')))
      return this.add(path, 'feed_param_column', named);
    // A path or a list of paths: the list is the exception, text is what to write.
    if (types.has('string')) return this.add(path, 'feed_param_text', named);
    if (types.has('object') || types.has('record')) {
      const forms = schemasAt(this.schema, path).length > 1 ? formsAt(this.schema, path) : '';
      if (forms) return this.add(path, 'feed_param_rule', { param: named.param, forms });
      return this.add(path, 'feed_param_object', named);
    }
    if (types.has('array')) return this.add(path, 'feed_param_list', named);
    if (types.has('number') || types.has('int'))
      return this.add(path, 'feed_param_whole_number', {
        param: named.param,
        ...numberBounds(this.schema, path),
      });
    if (types.has('boolean')) return this.add(path, 'feed_param_boolean', { param: named.param });
    this.add(path, 'feed_param_invalid', { param: named.param });
  }

  /**
   * A value no option of a union took. When options took its type (an object for an attribute rule, a list
   * of paths), the problem is inside: a key every such option refuses, else the closest option's problems.
   * When none did, the value is of the wrong type: say what the options take.
   */
  private union(branches: Issue[][], path: readonly PropertyKey[]): void {
    const taken = branches.filter((branch) => !branch.some(mismatchAtRoot));
    if (taken.length === 0) {
      const types = new Set<string>();
      const values: unknown[] = [];
      expectations(branches, types, values);
      return this.wrongType(path, types, values);
    }
    const unknownKeys = (branch: Issue[]) =>
      branch.flatMap((i) => (i.code === 'unrecognized_keys' && i.path.length === 0 ? i.keys : []));
    const refusedByAll = unknownKeys(taken[0]).filter((key) =>
      taken.every((b) => unknownKeys(b).includes(key)),
    );
    if (refusedByAll.length) {
      for (const key of refusedByAll) this.unknown(path, key);
      return;
    }
    const score = (branch: Issue[]) => unknownKeys(branch).length * 100 + branch.length;
    const closest = taken.reduce((best, branch) => (score(branch) < score(best) ? branch : best));
    // Keys of two forms in one rule (`{ prefix, columns }`): say which forms there are.
    const known = keysAt(this.schema, path);
    if (unknownKeys(closest).some((key) => known.includes(key)))
      return this.add(path, 'feed_param_rule', { param: paramName(path), forms: formsAt(this.schema, path) });
    for (const issue of closest) this.collect(issue, path);
  }

  private size(issue: Issue & { code: 'too_small' | 'too_big' }, path: readonly PropertyKey[]): void {
    const param = paramName(path);
    const small = issue.code === 'too_small';
    switch (issue.origin) {
      case 'number':
      case 'int':
        return this.add(path, 'feed_param_whole_number', { param, ...numberBounds(this.schema, path) });
      case 'string':
        if (small) return this.add(path, 'feed_param_empty', { param });
        return this.add(path, 'feed_param_too_long', { param, max: Number(issue.maximum) });
      case 'array':
        if (small) return this.add(path, 'feed_param_empty_list', { param });
        return this.add(path, 'feed_param_too_many', { param, max: Number(issue.maximum) });
      default:
        return this.add(path, 'feed_param_invalid', { param });
    }
  }
}

/** Keys of problems that say a param is missing. */
const MISSING_KEYS = new Set([
  'feed_need_url',
  'feed_need_item_path',
  'feed_need_code_column',
  'feed_need_code_path',
  'feed_param_required',
]);

/**
 * The problems of a class's params from its schema's zod issues, in the issues' order but a misspelt key
 * first when it names a param that is missing (`fileds` for `fields`: that is the whole story), one per
 * param and key.
 */
export function feedParamProblems(
  className: FeedClassName,
  schema: z.ZodType,
  issues: readonly Issue[],
  input: unknown,
): FeedParamProblem[] {
  const collector = new ProblemCollector(className, schema, input);
  for (const issue of issues) collector.collect(issue);
  const seen = new Set<string>();
  const problems = collector.problems.filter((p) => {
    const id = `${paramName(p.path)}\u0000${p.key}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  const missing = new Set(problems.filter((p) => MISSING_KEYS.has(p.key)).map((p) => paramName(p.path)));
  const first = (p: FeedParamProblem) =>
    p.key === 'feed_param_unknown' &&
    typeof p.params.suggestion === 'string' &&
    missing.has(p.params.suggestion);
  return [...problems.filter(first), ...problems.filter((p) => !first(p))];
}

/** Problems as zod custom issues: message = validation key, params = its placeholders (for rulesOfIssues). */
export function problemIssues(problems: readonly FeedParamProblem[]): Issue[] {
  return problems.map((p) => ({
    code: 'custom',
    path: p.path,
    message: p.key,
    params: p.params,
    input: undefined,
  }));
}
