import type { z } from 'zod';

// Reads a route's zod schemas (zod 4 definitions) as the hostile suite needs them: every field a
// request can carry (object keys, array items, record values, at any depth), how each field is built
// (an object, a list, a map or one value), and a valid value for it. A schema node this walk does not
// know throws: a route it cannot read fails the suite instead of silently getting no cases.

/** What the walk reads of a zod definition. */
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: readonly z.ZodType[];
  items?: readonly z.ZodType[];
  entries?: Record<string, string | number>;
  values?: readonly unknown[];
  getter?: () => z.ZodType;
  catchall?: z.ZodType;
}

/** The definition of a schema node. */
export const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Wrappers that leave the value's shape alone. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);
/** Node types that hold one value (a leaf of the field tree). */
const LEAVES = new Set([
  'string',
  'number',
  'boolean',
  'enum',
  'literal',
  'union',
  'null',
  'unknown',
  'any',
  'pipe',
  'transform',
  'date',
  'bigint',
  'nan',
  'template_literal',
]);

/** How a field is built. */
export type Structure = 'object' | 'array' | 'record' | 'leaf';

/** A node with its wrappers and shape-preserving pipes seen through. */
export function unwrap(schema: z.ZodType): z.ZodType {
  let node = schema;
  for (;;) {
    const def = defOf(node);
    if (WRAPPERS.has(def.type) && def.innerType) node = def.innerType;
    else if (def.type === 'lazy' && def.getter) node = def.getter();
    else if (def.type === 'pipe' && def.in && def.out) {
      // z.preprocess(fn, schema) is pipe(transform, schema): the shape is the schema's.
      // schema.transform(fn) and schema.pipe(other) are pipe(schema, …): a container stays one.
      const inner = defOf(def.in).type === 'transform' ? def.out : def.in;
      if (structureOf(inner) === 'leaf' && inner === def.in) return node;
      node = inner;
    } else return node;
  }
}

/** How the value at a node is built; throws on a node type the walk does not know. */
export function structureOf(schema: z.ZodType): Structure {
  const def = defOf(unwrapShallow(schema));
  if (def.type === 'object') return 'object';
  if (def.type === 'array') return 'array';
  if (def.type === 'record') return 'record';
  if (LEAVES.has(def.type)) return 'leaf';
  throw new Error(`the hostile walk does not know zod type "${def.type}"`);
}

/** Wrappers only (no pipes), for structureOf. */
function unwrapShallow(schema: z.ZodType): z.ZodType {
  let node = schema;
  for (;;) {
    const def = defOf(node);
    if (WRAPPERS.has(def.type) && def.innerType) node = def.innerType;
    else if (def.type === 'lazy' && def.getter) node = def.getter();
    else if (def.type === 'pipe' && def.in && defOf(def.in).type === 'transform' && def.out) node = def.out;
    else if (
      def.type === 'pipe' &&
      def.in &&
      ['object', 'array', 'record'].includes(defOf(unwrap(def.in)).type)
    )
      node = def.in;
    else return node;
  }
}

/** One field of a request part: where it is, its schema node (wrappers included) and how it is built. */
export interface Field {
  /** Keys from the part's root: object keys, `0` for an array's first item, a record's sample key. */
  path: string[];
  /** The schema at that place, as its parent declares it (optional, default… included). */
  node: z.ZodType;
  structure: Structure;
}

/**
 * Every field of a part's schema, the root (path []) first, parents before children. A record's
 * values are walked under `recordKey(keyType)`.
 */
export function fieldsOf(schema: z.ZodType): Field[] {
  const out: Field[] = [];
  const seen = new Set<z.ZodType>();
  const walk = (node: z.ZodType, path: string[]) => {
    const structure = structureOf(node);
    out.push({ path, node, structure });
    const inner = unwrap(node);
    if (structure === 'leaf' || seen.has(inner)) return;
    seen.add(inner);
    const def = defOf(inner);
    if (structure === 'object')
      for (const [key, child] of Object.entries(def.shape ?? {})) walk(child, [...path, key]);
    else if (structure === 'array' && def.element) walk(def.element, [...path, '0']);
    else if (structure === 'record' && def.valueType) walk(def.valueType, [...path, recordKey(def.keyType)]);
    seen.delete(inner);
  };
  walk(schema, []);
  return out;
}

/** A key a record's key schema accepts (data keys are often codes). */
export function recordKey(keyType: z.ZodType | undefined): string {
  const candidates = ['k', 'key', 'code_1', 'a'];
  return candidates.find((key) => !keyType || keyType.safeParse(key).success) ?? 'k';
}

/** Does the node accept the value? */
export const accepts = (node: z.ZodType, value: unknown): boolean => node.safeParse(value).success;

/** Enum entries and literal values anywhere inside a leaf (unions, pipes, wrappers). */
function literalsIn(schema: z.ZodType, depth = 0): unknown[] {
  if (depth > 8) return [];
  const def = defOf(schema);
  const children = [def.innerType, def.in, def.out, ...(def.options ?? [])].filter(
    (child): child is z.ZodType => child !== undefined,
  );
  const own =
    def.type === 'enum'
      ? Object.values(def.entries ?? {})
      : def.type === 'literal'
        ? [...(def.values ?? [])]
        : [];
  return [...own, ...children.flatMap((child) => literalsIn(child, depth + 1))].filter((v) => v !== '');
}

/** Values tried, in order, for a leaf that needs a valid one (the first it accepts wins). */
const SAMPLES: readonly unknown[] = [
  'Hostile base',
  'hostile_base',
  'laptops',
  '7',
  7,
  '7.5',
  true,
  '2024-01-15',
  'https://feeds.example.com/p.csv',
  'base@example.com',
  '10.0.0.1',
  '0 3 * * *',
  'medium',
  {},
  [],
];

/** A value the node accepts, other than null and undefined (undefined when none of the samples fits). */
export function validLeaf(node: z.ZodType, hint?: unknown): unknown {
  const candidates = [hint, ...literalsIn(node), ...SAMPLES];
  return candidates.find((value) => value !== undefined && value !== null && accepts(node, value));
}

/**
 * A valid value for a node: objects with every key that has a valid value (optional ones too, so
 * their fields are in the base), lists and maps with one entry. `undefined` when no value was found.
 */
export function validValue(node: z.ZodType): unknown {
  const structure = structureOf(node);
  const inner = unwrap(node);
  const def = defOf(inner);
  let value: unknown;
  if (structure === 'object') {
    const full: Record<string, unknown> = {};
    const required: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(def.shape ?? {})) {
      const childValue = validValue(child);
      if (childValue === undefined) continue;
      full[key] = childValue;
      if (!accepts(child, undefined)) required[key] = childValue;
    }
    value = [full, required].find((candidate) => accepts(inner, candidate));
  } else if (structure === 'array') {
    const item = def.element ? validValue(def.element) : undefined;
    value = [[item], []].find((candidate) => item !== undefined && accepts(inner, candidate));
  } else if (structure === 'record') {
    const item = def.valueType ? validValue(def.valueType) : undefined;
    value = [{ [recordKey(def.keyType)]: item }, {}].find((candidate) => accepts(inner, candidate));
  } else value = validLeaf(node);
  return value !== undefined && accepts(node, value) ? value : undefined;
}

/** The largest string length a leaf declares (`.max(n)`), if any. */
export function maxLengthOf(node: z.ZodType, depth = 0): number | undefined {
  if (depth > 8) return undefined;
  const bag = (node as unknown as { _zod: { bag?: { maximum?: number } } })._zod.bag;
  const def = defOf(node);
  if (def.type === 'string' && typeof bag?.maximum === 'number') return bag.maximum;
  const children = [def.innerType, def.in, def.out, ...(def.options ?? [])].filter(
    (child): child is z.ZodType => child !== undefined,
  );
  const found = children.map((child) => maxLengthOf(child, depth + 1)).filter((n) => n !== undefined);
  return found.length ? Math.max(...found) : undefined;
}
