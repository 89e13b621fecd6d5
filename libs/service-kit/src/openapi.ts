import { z } from 'zod';
import { ErrorEnvelopeSchema } from '@feedhub/contracts';
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

/** An OpenAPI 3.1 document of a service's route table (merged by the gateway at /api/docs). */
export function openApiDocument(service: string, prefix: string, routes: readonly RouteDefinition[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = `${prefix}${route.path}`.replace(/:(\w+)/g, '{$1}');
    const params = route.path.match(/:(\w+)/g)?.map((p) => p.slice(1)) ?? [];
    paths[path] ??= {};
    paths[path][route.method] = {
      tags: [service],
      summary: route.summary,
      'x-permission': accessLabel(route.access),
      parameters: params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'integer' } })),
      ...(route.query ? { 'x-query': jsonSchema(route.query, 'input') } : {}),
      ...(route.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: jsonSchema(route.body, 'input') } },
            },
          }
        : {}),
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
