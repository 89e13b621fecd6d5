import type { ExtractedItem, MappableField, RawAttribute } from '../record';
import type { FeedPosition } from '../errors';
import { emptyFields, MAPPABLE_FIELDS } from '../record';
import { hasText } from '../normalize/text';
import { asList } from './adapter';

/** How to read a tree format (XML, JSON): select nodes and text values by a compiled path, list children. */
export interface TreeAccess<N, P> {
  compile(path: string): P;
  nodes(path: P, context: N): N[];
  values(path: P, context: N): string[];
  /** Children as (name, text, unit) — for the `children` attribute rule. */
  children(context: N): { name: string; text: string; unit: string | null }[];
}

/** Attribute rules as params write them (paths still text). */
export type TreeAttributeRule =
  | { path: string; name: string; value?: string; unit?: string; code?: string; group?: string }
  | { children: string }
  | { text: string; pairSeparator: string; keyValueSeparator: string };

type CompiledRule<P> =
  | { kind: 'nodes'; path: P; name: P; value: P; unit: P | null; code: P | null; group: P | null }
  | { kind: 'children'; path: P }
  | { kind: 'text'; path: P; pairSeparator: string; keyValueSeparator: string };

/** A generic mapping compiled once per feed. */
export interface CompiledTreeMapping<P> {
  fields: [MappableField, P[]][];
  categoryLevels: P[] | null;
  attributes: CompiledRule<P>[];
}

/** Compiles params.fields, categoryLevels and attributes of a tree adapter. */
export function compileTreeMapping<N, P>(
  access: TreeAccess<N, P>,
  params: {
    fields: Partial<Record<MappableField, string | string[]>>;
    categoryLevels?: string[];
    attributes: TreeAttributeRule[];
  },
): CompiledTreeMapping<P> {
  const fields: [MappableField, P[]][] = [];
  for (const field of MAPPABLE_FIELDS) {
    const selector = params.fields[field];
    if (selector !== undefined) fields.push([field, asList(selector).map((p) => access.compile(p))]);
  }
  const optional = (path: string | undefined) => (path === undefined ? null : access.compile(path));
  const attributes = params.attributes.map((rule): CompiledRule<P> => {
    if ('children' in rule) return { kind: 'children', path: access.compile(rule.children) };
    if ('text' in rule) return { kind: 'text', ...rule, path: access.compile(rule.text) };
    return {
      kind: 'nodes',
      path: access.compile(rule.path),
      name: access.compile(rule.name),
      value: rule.value === undefined ? access.compile('.') : access.compile(rule.value),
      unit: optional(rule.unit),
      code: optional(rule.code),
      group: optional(rule.group),
    };
  });
  return { fields, categoryLevels: params.categoryLevels?.map((p) => access.compile(p)) ?? null, attributes };
}

/** "Colour: red; Weight: 2 kg" → attributes. */
export function pairsToAttributes(
  text: string,
  pairSeparator: string,
  keyValueSeparator: string,
): RawAttribute[] {
  const out: RawAttribute[] = [];
  for (const pair of text.split(pairSeparator)) {
    const at = pair.indexOf(keyValueSeparator);
    if (at <= 0) continue;
    out.push({ name: pair.slice(0, at), values: [pair.slice(at + keyValueSeparator.length)] });
  }
  return out;
}

/** Applies a compiled mapping to one item. */
export function extractTreeItem<N, P>(
  access: TreeAccess<N, P>,
  mapping: CompiledTreeMapping<P>,
  item: N,
  position: FeedPosition,
): ExtractedItem {
  const fields = emptyFields();
  for (const [field, alternatives] of mapping.fields) {
    for (const path of alternatives) {
      const values = access.values(path, item);
      if (values.some(hasText)) {
        fields[field] = values;
        break;
      }
    }
  }
  const attributes: RawAttribute[] = [];
  for (const rule of mapping.attributes) {
    if (rule.kind === 'text') {
      for (const text of access.values(rule.path, item))
        attributes.push(...pairsToAttributes(text, rule.pairSeparator, rule.keyValueSeparator));
      continue;
    }
    for (const node of access.nodes(rule.path, item)) {
      if (rule.kind === 'children') {
        for (const child of access.children(node))
          attributes.push({ name: child.name, values: [child.text], unit: child.unit });
        continue;
      }
      const firstOf = (path: P | null) => (path === null ? null : (access.values(path, node)[0] ?? null));
      const name = firstOf(rule.name);
      if (name === null) continue;
      attributes.push({
        name,
        values: access.values(rule.value, node),
        unit: firstOf(rule.unit),
        code: firstOf(rule.code),
        group: firstOf(rule.group),
      });
    }
  }
  const categoryLevels = mapping.categoryLevels?.map((p) => access.values(p, item)[0] ?? '');
  return { fields, attributes, position, ...(categoryLevels ? { categoryLevels } : {}) };
}
