import { z } from 'zod';
import { MAX_EVENT_STREAMS_PER_SESSION, SERVICES } from '@feedhub/contracts';
import { defineRoute, openApiDocument, type RouteDefinition } from '@feedhub/service-kit';

/** The gateway answers these itself (pipeline.ts); the table only describes them. */
const servedByPipeline = (): Promise<never> =>
  Promise.reject(new Error('a gateway route is served by the pipeline, not a router'));

/**
 * The routes the gateway answers itself (health, the API documents, live events, test reports), in
 * the form of a service's route table, so /api/docs lists them as it lists every service's routes.
 */
export const GATEWAY_ROUTES: readonly RouteDefinition[] = [
  defineRoute({
    method: 'get',
    path: '/health',
    access: 'public',
    summary:
      "Every service's health: 200 when each has a replica that answers, 503 `degraded` naming who is down",
    response: z.object({
      status: z.enum(['ok', 'degraded']),
      services: z.object(Object.fromEntries(SERVICES.map((s) => [s, z.string()]))),
    }),
    handler: servedByPipeline,
  }),
  defineRoute({
    method: 'get',
    path: '/docs',
    access: 'public',
    summary: "This OpenAPI document: every service's routes and the gateway's own",
    handler: servedByPipeline,
  }),
  defineRoute({
    method: 'get',
    path: '/docs/events',
    access: 'public',
    summary: 'The AsyncAPI 3 document of every bus subject (docs/events.md)',
    handler: servedByPipeline,
  }),
  defineRoute({
    method: 'get',
    path: '/events',
    access: 'authenticated',
    summary:
      `Live job events as server-sent events (text/event-stream): \`ready\`, then \`job\` for each change of a job ` +
      `the user may see; closed when the session ends (logout closes it at once). At most ` +
      `${MAX_EVENT_STREAMS_PER_SESSION} open at once per session (429 too_many_event_streams beyond)`,
    handler: servedByPipeline,
  }),
  defineRoute({
    method: 'get',
    path: '/test-reports',
    access: 'tests',
    summary:
      'The HTML test reports `npm test` wrote, newest first; each report is served under /api/test-reports/<suite>/',
    response: z.object({
      reports: z.array(z.object({ suite: z.string(), url: z.string(), generatedAt: z.string() })),
      command: z.string(),
    }),
    handler: servedByPipeline,
  }),
];

/** The gateway's part of /api/docs. */
export const gatewayOpenApiPaths = () => openApiDocument('gateway', '/api', GATEWAY_ROUTES).paths;
