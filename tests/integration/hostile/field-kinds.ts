import type { z } from 'zod';
import { accepts, defOf, type Field, validLeaf } from './schema-walk';

// What a field is for, read from its zod schema with neutral probes (never with the hostile value
// itself): the kind decides which hostile values the field may legitimately take (verdicts.ts).

/** The kinds of field. */
export type Kind =
  | 'object'
  | 'array'
  | 'record'
  /** Free-form JSON (feed and task params): any value, checked by its own rules later. */
  | 'free'
  | 'boolean'
  | 'integer'
  | 'decimal'
  | 'date'
  /** One of listed values. */
  | 'enum'
  /** Free text a person types (descriptions, search strings, partner names). */
  | 'text'
  /**
   * A name a person reads as someone's or something's identity (user, people's and role names): text
   * whose schema refuses invisible characters (`identityName`).
   */
  | 'name'
  /** Constrained text (codes, user names, URLs, e-mails, IPs, cron): a pattern decides. */
  | 'code';

/** JSON value types. */
export type JsonType = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'null';

/** A field as the verdicts need it. */
export interface FieldInfo extends Field {
  kind: Kind;
  /** The JSON types the field takes (probed with ordinary values of each type). */
  types: ReadonlySet<JsonType>;
  /** Whether '' is a value the field takes (optional text turns it into null). */
  takesEmpty: boolean;
  /** The values an enum lists. */
  listed: readonly unknown[];
  /** For an object: whether it refuses keys it does not name. */
  strict: boolean;
}

/** A value's JSON type. */
export function jsonTypeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const type = typeof value;
  return type === 'string' || type === 'number' || type === 'boolean' ? type : 'object';
}

/** Enum entries and literal values anywhere inside a node (unions, pipes, wrappers). */
function listedIn(schema: z.ZodType, depth = 0): unknown[] {
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
  return [...own, ...children.flatMap((child) => listedIn(child, depth + 1))];
}

/** The kind of a leaf, from what it takes of ordinary values; throws when no ordinary value fits. */
function leafKind(node: z.ZodType, hint: unknown, path: string): Kind {
  const takes = (value: unknown) => accepts(node, value);
  if (takes({ a: 1 }) && takes('abc') && takes(7)) return 'free';
  if (takes(true) && !takes('abc') && !takes(7)) return 'boolean';
  const listed = listedIn(node).filter((v) => v !== '' && v !== null);
  if (listed.length && listed.some(takes) && !takes('zz-not-listed-zz')) return 'enum';
  if ((takes(7) || takes('7')) && !takes('abc') && !takes(7.5) && !takes('7.5')) return 'integer';
  if ((takes('7.5') || takes(7.5)) && !takes('abc')) return 'decimal';
  if (takes('2024-01-15') && !takes('abc') && !takes('7')) return 'date';
  // The probe is an invisible character the catalogue does not send (U+2062 INVISIBLE TIMES).
  if (takes('Abc def')) return takes('Abc\u2062def') ? 'text' : 'name';
  if (typeof validLeaf(node, hint) === 'string') return 'code';
  throw new Error(`the hostile walk cannot tell what field ${path || '(root)'} takes`);
}

/** Ordinary values of each JSON type, to learn which types a field takes. */
const ORDINARY: Record<Exclude<JsonType, 'null'>, (sample: unknown) => unknown[]> = {
  string: (sample) => [typeof sample === 'string' ? sample : 'abc', 'abc', '7', '2024-01-15'],
  number: () => [7, 1, 0],
  boolean: () => [true, false],
  array: (sample) => [[], [sample]],
  object: () => [{}],
};

/** Reads a field's kind and contract. `hint`: the base request's value there, a known good value. */
export function describeField(field: Field, hint: unknown): FieldInfo {
  const { node, structure, path } = field;
  const kind: Kind = structure === 'leaf' ? leafKind(node, hint, path.join('.')) : structure;
  const sample = structure === 'leaf' ? validLeaf(node, hint) : hint;
  const types = new Set<JsonType>();
  for (const [type, values] of Object.entries(ORDINARY) as [
    Exclude<JsonType, 'null'>,
    (s: unknown) => unknown[],
  ][])
    if (values(sample).some((value) => accepts(node, value))) types.add(type);
  if (accepts(node, null)) types.add('null');
  if (structure === 'object') types.add('object');
  if (structure === 'array') types.add('array');
  if (structure === 'record') types.add('object');
  const catchall = structure === 'object' ? defOf(unwrapObject(node)).catchall : undefined;
  const strict = catchall !== undefined && defOf(catchall).type === 'never';
  return {
    ...field,
    kind,
    types,
    takesEmpty: accepts(node, ''),
    listed: kind === 'enum' ? listedIn(node) : [],
    strict,
  };
}

/** An object node without its wrappers (its own strictness, not its optionality). */
function unwrapObject(node: z.ZodType): z.ZodType {
  let at = node;
  for (let i = 0; i < 10; i++) {
    const def = defOf(at);
    if (def.type === 'object') return at;
    const next =
      def.innerType ??
      (def.type === 'pipe' ? (defOf(def.in!).type === 'transform' ? def.out : def.in) : undefined);
    if (!next) return at;
    at = next;
  }
  return at;
}
