import type { z } from 'zod';
import type { RouteDefinition } from '@feedhub/service-kit';
import {
  bodyContainerValues,
  bodyKeys,
  bodyLeafValues,
  encodeQueryValue,
  paramValues,
  queryLeafValues,
  queryObjectValues,
  type QueryForm,
} from './catalogue';
import { describeField, type FieldInfo } from './field-kinds';
import { accepts, fieldsOf, validValue, type Field } from './schema-walk';
import { Raw, verdict, type Verdict } from './verdicts';

// Builds every hostile case of a route: its valid base request with one field (or one key) made
// hostile. The base must pass the route's schemas, so a refusal is the hostile field's doing.

/** A route's valid request: path parameters, query and body as a client sends them. */
export interface BaseRequest {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** The request parts a case changes. */
export type Part = 'params' | 'query' | 'body';

/** One request of the suite. */
export interface HostileCase {
  /** `body tasks.0.name: RTL override` */
  label: string;
  part: Part | 'base';
  /** The field's path (dots), '' for a part's root. */
  field: string;
  verdict: Verdict;
  /** Path under /api with the parameters filled in. */
  path: string;
  /** Query string without `?`. */
  query: string;
  /** JSON text of the body (undefined: no body). */
  body?: string;
}

/** JSON text of a value; Raw values are written as they are. */
export function jsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof Raw) {
      raws.push(v.text);
      return `@@raw${raws.length - 1}@@`;
    }
    return v;
  });
  return text.replace(/"@@raw(\d+)@@"/g, (_m, i: string) => raws[Number(i)]);
}

/** `[key, value]` pairs of a query object in qs bracket notation (arrays indexed, as @feedhub/api-client writes them). */
function queryPairs(value: unknown, key = ''): [string, string][] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((item, i) => queryPairs(item, `${key}[${i}]`));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([k, v]) => queryPairs(v, key ? `${key}[${k}]` : k));
  return [[key, String(value)]];
}

/** The bracket key of a field path (`filter.partnerId` → `filter[partnerId]`). */
const bracketKey = (path: readonly string[]) =>
  path.length
    ? path[0] +
      path
        .slice(1)
        .map((k) => `[${k}]`)
        .join('')
    : '';

const clone = <T>(value: T): T => structuredClone(value);

/** The value at a path (undefined when a step is missing). */
function getAt(root: unknown, path: readonly string[]): unknown {
  let at = root;
  for (const key of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/**
 * A copy of `root` with `value` at `path`; a missing parent is filled with the valid value its
 * field has (`fields` by path), so a field the base leaves out is still reached.
 */
function setAt(root: unknown, path: readonly string[], value: unknown, fields: Map<string, Field>): unknown {
  if (!path.length) return value;
  const out = clone(root ?? validValue(fields.get('')!.node) ?? {}) as Record<string, unknown>;
  let at: Record<string, unknown> = out;
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      at[key] = value;
      return;
    }
    let next = at[key];
    if (typeof next !== 'object' || next === null) {
      const field = fields.get(path.slice(0, i + 1).join('.'));
      next = (field && validValue(field.node)) ?? (/^\d+$/.test(path[i + 1]) ? [] : {});
      next = clone(next);
      at[key] = next;
    }
    at = next as Record<string, unknown>;
  });
  return out;
}

/** Is this route read-only (a 2xx to a rejected value harms nothing)? */
export const isReadOnly = (route: RouteDefinition) => route.method === 'get' && !route.requireXhr;

/** The route path with its parameters written in (each encoded). */
function fillPath(route: RouteDefinition, params: Record<string, string>): string {
  return `/api${route.path.replace(/:(\w+)/g, (_m, name: string) => encodeQueryValue(params[name] ?? ''))}`;
}

/** Reads the fields of a part with their kinds; the base's value at each is the hint of a good value. */
function describedFields(schema: z.ZodType, base: unknown): FieldInfo[] {
  return fieldsOf(schema).map((field) => describeField(field, getAt(base, field.path)));
}

/**
 * Every hostile case of a route from its valid base. Throws when the base does not pass the route's
 * schemas or a schema has a node the walk does not know: such a route would get no honest cases.
 */
export function casesOf(route: RouteDefinition, base: BaseRequest): HostileCase[] {
  const id = `${route.method.toUpperCase()} ${route.path}`;
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = route[part];
    const value = part === 'body' ? (base.body ?? {}) : (base[part] ?? {});
    if (schema && !accepts(schema, value))
      throw new Error(
        `the base ${part} of ${id} does not pass its schema: ${JSON.stringify(schema.safeParse(value).error?.issues)}`,
      );
  }
  const params = base.params ?? {};
  const baseQuery = base.query ?? {};
  const baseBody = route.body ? (base.body ?? {}) : undefined;
  const hasBody = route.method !== 'get' && route.method !== 'delete';
  const request = (over: { params?: Record<string, string>; query?: string; body?: string }) => ({
    path: fillPath(route, over.params ?? params),
    query:
      over.query ??
      queryPairs(baseQuery)
        .map(([k, v]) => `${k}=${encodeQueryValue(v)}`)
        .join('&'),
    body: over.body ?? (hasBody ? jsonText(baseBody ?? {}) : undefined),
  });
  const cases: HostileCase[] = [
    { label: 'base', part: 'base', field: '', verdict: 'accept', ...request({}) },
  ];

  // Routes without a schema for a part ignore it: what they get there is not refused, only harmless.
  if (!route.query)
    cases.push({
      label: 'query without a schema',
      part: 'query',
      field: '',
      verdict: 'accept',
      ...request({ query: 'is_admin=1&sort=name%3Bdrop%20table&__proto__[x]=1' }),
    });
  if (!route.body && hasBody)
    cases.push({
      label: 'body without a schema',
      part: 'body',
      field: '',
      verdict: 'accept',
      ...request({ body: '{"is_admin":true,"__proto__":{"x":1}}' }),
    });

  if (route.params)
    for (const field of describedFields(route.params, params).filter((f) => f.structure === 'leaf'))
      for (const hostile of paramValues(field))
        cases.push({
          label: `params ${field.path.join('.')}: ${hostile.label}`,
          part: 'params',
          field: field.path.join('.'),
          verdict: verdict(field, hostile.tag, hostile.value),
          ...request({ params: { ...params, [field.path[0]]: hostile.value as string } }),
        });

  if (route.query) {
    const fields = describedFields(route.query, baseQuery);
    for (const field of fields) {
      const key = bracketKey(field.path);
      const others = queryPairs(baseQuery).filter(
        ([k]) => !(k === key || (key && k.startsWith(`${key}[`)) || !key),
      );
      const baseValue = queryPairs(getAt(baseQuery, field.path), key)[0]?.[1];
      const forms: QueryForm[] =
        field.structure === 'leaf'
          ? queryLeafValues(field)
          : queryObjectValues(field, field.path.length === 0);
      for (const form of forms) {
        // An object keeps its base keys; the hostile key is added. A leaf is replaced.
        const kept = field.structure === 'leaf' ? others : queryPairs(baseQuery);
        cases.push({
          label: `query ${key || '(root)'}: ${form.label}`,
          part: 'query',
          field: field.path.join('.'),
          verdict: verdict(field, form.tag, form.value),
          ...request({
            query: [
              ...kept.map(([k, v]) => `${k}=${encodeQueryValue(v)}`),
              ...form.pairs(key, baseValue),
            ].join('&'),
          }),
        });
      }
    }
  }

  if (route.body) {
    const fields = describedFields(route.body, baseBody);
    const byPath = new Map(fields.map((f) => [f.path.join('.'), f]));
    for (const field of fields) {
      const path = field.path.join('.');
      const values =
        field.structure === 'leaf'
          ? bodyLeafValues(field)
          : bodyContainerValues(
              field,
              validValue(byPath.get([...field.path, '0'].join('.'))?.node ?? field.node),
            );
      for (const hostile of values)
        cases.push({
          label: `body ${path || '(root)'}: ${hostile.label}`,
          part: 'body',
          field: path,
          verdict: verdict(field, hostile.tag, hostile.value),
          ...request({ body: jsonText(setAt(baseBody, field.path, hostile.value, byPath)) }),
        });
      if (field.structure === 'object' || field.structure === 'record')
        for (const [key, tag] of bodyKeys()) {
          // `__proto__` cannot be set as an own key in JS: the object is written as text with it first.
          const at = getAt(baseBody, field.path) ?? validValue(field.node) ?? {};
          const inner = jsonText(at).slice(1);
          const text = `{${JSON.stringify(key)}:1${inner === '}' ? '' : ','}${inner}`;
          cases.push({
            label: `body ${path || '(root)'}: key ${key}`,
            part: 'body',
            field: path ? `${path}.${key}` : key,
            verdict: verdict(field, tag, { ...(at as object), [key]: 1 }),
            ...request({ body: jsonText(setAt(baseBody, field.path, new Raw(text), byPath)) }),
          });
        }
    }
  }
  return cases;
}
