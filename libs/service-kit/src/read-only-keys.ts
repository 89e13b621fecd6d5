import type { z } from 'zod';
import type { RouteDefinition } from './route-table';
import { defOf, type SchemaDef } from './schema-def';

// A save whose screen edits what a GET answers (`rowOf` in its route) accepts that answer back: the
// keys the answer has and the body schema has not are read-only, and the router drops them before the
// strict body schema sees the body; any other unknown key is still refused. The keys come from the
// two contract schemas, so a key added to an answer is accepted back with no edit anywhere else.

/** Deepest nesting the walk follows (the answers nest 3 levels; a recursive schema stops here). */
const MAX_DEPTH = 16;

/** Which side of a schema a walk reads: a body is read as its input, an answer as its output. */
type Io = 'input' | 'output';

/**
 * The object and array forms a value of a schema takes: wrappers (optional, default, …), pipes and
 * unions looked through. A pipe is read on the side the walk reads, or on the other side when that
 * one has no shape (a preprocess takes anything in; a transform's output is anything).
 */
function formsOf(schema: z.ZodType | null | undefined, io: Io, depth = 0): SchemaDef[] {
  if (!schema || depth > MAX_DEPTH) return [];
  const def = defOf(schema);
  const next = (node: z.ZodType | null | undefined) => formsOf(node, io, depth + 1);
  switch (def.type) {
    case 'object':
    case 'array':
      return [def];
    case 'pipe': {
      const [near, far] = io === 'input' ? [def.in, def.out] : [def.out, def.in];
      const forms = next(near);
      return forms.length ? forms : next(far);
    }
    case 'union':
      return (def.options ?? []).flatMap(next);
    case 'intersection':
      return [...next(def.left), ...next(def.right)];
    case 'lazy':
      return next(def.getter?.());
    default:
      return next(def.innerType);
  }
}

/**
 * Paths of the keys an answer (`row`, read as output) has that a body (read as input) does not, at
 * every level both have an object or a list of objects (`roles`, `tasks.*.partnerId`; `*` is a list's
 * item). Records are skipped: their keys are data.
 */
export function readOnlyPaths(row: z.ZodType, body: z.ZodType): string[] {
  const out = new Set<string>();
  const walk = (rows: z.ZodType[], bodies: z.ZodType[], path: string[]) => {
    if (path.length > MAX_DEPTH) return;
    const rowForms = rows.flatMap((node) => formsOf(node, 'output'));
    const bodyForms = bodies.flatMap((node) => formsOf(node, 'input'));
    const bodyObjects = bodyForms.filter((f) => f.type === 'object');
    if (bodyObjects.length)
      for (const form of rowForms.filter((f) => f.type === 'object'))
        for (const [key, child] of Object.entries(form.shape ?? {})) {
          const taken = bodyObjects.flatMap((o) =>
            o.shape && Object.hasOwn(o.shape, key) ? [o.shape[key]] : [],
          );
          if (taken.length) walk([child], taken, [...path, key]);
          else out.add([...path, key].join('.'));
        }
    const bodyItems = bodyForms.flatMap((f) => (f.type === 'array' && f.element ? [f.element] : []));
    const rowItems = rowForms.flatMap((f) => (f.type === 'array' && f.element ? [f.element] : []));
    if (bodyItems.length && rowItems.length) walk(rowItems, bodyItems, [...path, '*']);
  };
  walk([row], [body], []);
  return [...out];
}

/** The row of a GET answer: a list page's row (`{ rows: [row], total }`), else the answer itself. */
function rowOfAnswer(answer: z.ZodType): z.ZodType {
  const [form] = formsOf(answer, 'output');
  const rows = form?.type === 'object' && form.shape?.rows && form.shape.total ? form.shape.rows : undefined;
  const [list] = rows ? formsOf(rows, 'output') : [];
  return list?.type === 'array' && list.element ? list.element : answer;
}

/**
 * The read-only key paths of every route of a table that declares `rowOf`, from the contract
 * schemas: the GET it names (in the same table) answers the row, its own body schema says what is
 * saved. Throws for a `rowOf` that names no GET with a response, or a route without a body.
 */
export function readOnlyKeysOf(routes: readonly RouteDefinition[]): Map<RouteDefinition, string[]> {
  const out = new Map<RouteDefinition, string[]>();
  for (const route of routes) {
    if (route.rowOf === undefined) continue;
    const id = `${route.method.toUpperCase()} ${route.path}`;
    const source = routes.find((r) => r.method === 'get' && r.path === route.rowOf);
    if (!source?.response)
      throw new Error(`route ${id}: rowOf ${route.rowOf} names no GET route with a response in its table`);
    if (!route.body) throw new Error(`route ${id}: rowOf without a body`);
    out.set(route, readOnlyPaths(rowOfAnswer(source.response), route.body));
  }
  return out;
}

/** Read-only paths as a tree: a key maps to `true` (dropped) or to the keys inside it (`*`: each item). */
export type KeyTree = Map<string, KeyTree | true>;

/** The tree of read-only paths (`tasks.*.partnerId` → tasks → * → partnerId). */
export function keyTree(paths: readonly string[]): KeyTree {
  const root: KeyTree = new Map();
  for (const path of paths) {
    const keys = path.split('.');
    let node = root;
    keys.forEach((key, i) => {
      if (i === keys.length - 1) return void node.set(key, true);
      const child = node.get(key);
      if (child === true) return;
      const next: KeyTree = child ?? new Map();
      node.set(key, next);
      node = next;
    });
  }
  return root;
}

/** Whether a value is a JSON object (not an array, not null). */
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A copy of a raw body without its read-only keys; anything of another shape than the tree expects is
 * left as it is, for the body schema to refuse. Object.fromEntries keeps a `__proto__` key as data.
 */
export function dropReadOnly(value: unknown, tree: KeyTree): unknown {
  if (!tree.size) return value;
  if (Array.isArray(value)) {
    const items = tree.get('*');
    return items instanceof Map ? value.map((item) => dropReadOnly(item, items)) : value;
  }
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, item]) => {
      const rule = tree.get(key);
      if (rule === true) return [];
      return [[key, rule ? dropReadOnly(item, rule) : item]];
    }),
  );
}
