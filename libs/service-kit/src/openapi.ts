import { z } from 'zod';
import { ErrorEnvelopeSchema } from '@feedhub/contracts';
import { readOnlyKeysOf } from './read-only-keys';
import { accessLabel, type RouteDefinition } from './route-table';

/** JSON schema of a zod schema, or undefined when the schema cannot be expressed (transforms are fine as input). */
function jsonSchema(schema: z.ZodType | undefined, io: 'input' | 'output'): unknown {
  if (!schema) return undefined;
  try {
    return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  } catch {
    return {};
  }
}

/** A JSON schema node as the read-only marks walk it. */
interface JsonNode {
  properties?: Record<string, unknown>;
  items?: unknown;
  anyOf?: unknown[];
  oneOf?: unknown[];
  allOf?: unknown[];
}

const isNode = (value: unknown): value is JsonNode => typeof value === 'object' && value !== null;

/**
 * Adds a body schema's read-only keys (`tasks.*.partnerId`) as `readOnly: true` properties: a client
 * may send them back as the GET answered them, and they are ignored.
 */
function markReadOnly(schema: unknown, paths: readonly string[], source: string): void {
  const mark = (node: unknown, keys: string[]) => {
    if (!isNode(node) || !keys.length) return;
    for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])])
      mark(branch, keys);
    const [key, ...rest] = keys;
    if (key === '*') return mark(node.items, rest);
    if (!node.properties) return;
    if (rest.length) return mark(node.properties[key], rest);
    node.properties[key] = {
      readOnly: true,
      description: `Read-only (${source} answers it): accepted and ignored`,
    };
  };
  for (const path of paths) mark(schema, path.split('.'));
}

/** A route path as the document writes it (`/api/partners/{id}`). */
const apiPath = (prefix: string, path: string) => `${prefix}${path}`.replace(/:(\w+)/g, '{$1}');

/** An OpenAPI 3.1 document of a service's route table (merged by the gateway at /api/docs). */
export function openApiDocument(service: string, prefix: string, routes: readonly RouteDefinition[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  const readOnly = readOnlyKeysOf(routes);
  for (const route of routes) {
    const body = jsonSchema(route.body, 'input');
    const readOnlyKeys = readOnly.get(route);
    const rowSource = `GET ${apiPath(prefix, route.rowOf ?? '')}`;
    if (readOnlyKeys) markReadOnly(body, readOnlyKeys, rowSource);
    const path = apiPath(prefix, route.path);
    const params = route.path.match(/:(\w+)/g)?.map((p) => p.slice(1)) ?? [];
    paths[path] ??= {};
    paths[path][route.method] = {
      tags: [service],
      summary: route.summary,
      'x-permission': accessLabel(route.access),
      parameters: params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'integer' } })),
      ...(route.query ? { 'x-query': jsonSchema(route.query, 'input') } : {}),
      ...(route.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } }
        : {}),
      ...(readOnlyKeys ? { 'x-row-of': rowSource, 'x-read-only': readOnlyKeys } : {}),
      responses: {
        200: {
          description: 'Success',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { data: jsonSchema(route.response, 'output') ?? {}, message: { type: 'string' } },
              },
            },
          },
        },
        default: {
          description: 'Error',
          content: { 'application/json': { schema: jsonSchema(ErrorEnvelopeSchema, 'output') } },
        },
      },
    };
  }
  return { openapi: '3.1.0', info: { title: `Feedhub ${service}`, version: '1' }, paths };
}
