import type { ServerResponse } from 'node:http';
import { SERVICES, busAsyncApiDocument } from '@feedhub/contracts';
import { sendJson } from '../respond';
import type { GatewayRuntime } from '../runtime';
import { gatewayOpenApiPaths } from './own-routes';

/** One replica's health: `ok`, `status N` or `unreachable`. */
async function replicaHealth(service: string, url: URL): Promise<string> {
  try {
    const r = await fetch(new URL(`/api/${service}/health`, url), { signal: AbortSignal.timeout(2000) });
    return r.ok ? 'ok' : `status ${r.status}`;
  } catch {
    return 'unreachable';
  }
}

/**
 * `/api/health`: 200 when every service has a replica that answers its health check, else 503 with
 * who is down (a service of several replicas with some down says how many answered).
 */
export async function health(rt: GatewayRuntime, res: ServerResponse): Promise<void> {
  const results = await Promise.all(
    SERVICES.map(async (service) => {
      const { replicas } = rt.upstreams[service];
      const states = await Promise.all(replicas.map((url) => replicaHealth(service, url)));
      const up = states.filter((state) => state === 'ok').length;
      if (replicas.length === 1) return [service, states[0] as string] as const;
      return [
        service,
        up === replicas.length ? 'ok' : up ? `ok (${up} of ${replicas.length} replicas)` : 'unreachable',
      ] as const;
    }),
  );
  const ok = results.every(([, status]) => status.startsWith('ok'));
  sendJson(res, ok ? 200 : 503, {
    data: { status: ok ? 'ok' : 'degraded', services: Object.fromEntries(results) },
  });
}

/** `/api/docs`: one OpenAPI document from the gateway's own routes and every service's route table. */
export async function docs(rt: GatewayRuntime, res: ServerResponse): Promise<void> {
  const paths: Record<string, unknown> = { ...gatewayOpenApiPaths() };
  for (const service of SERVICES) {
    try {
      const r = await fetch(new URL(`/api/${service}/openapi.json`, rt.upstreams[service].pick()), {
        signal: AbortSignal.timeout(2000),
      });
      Object.assign(paths, ((await r.json()) as { paths: Record<string, unknown> }).paths);
    } catch {
      // a service that is down leaves its paths out
    }
  }
  sendJson(res, 200, { openapi: '3.1.0', info: { title: 'Feedhub API', version: '1' }, paths });
}

/** The bus document: built on first ask, then kept (it changes only with the code). */
let eventDocument: ReturnType<typeof busAsyncApiDocument> | undefined;

/** `/api/docs/events`: the AsyncAPI 3 document of every bus subject, from the contracts registry. */
export function eventDocs(res: ServerResponse): void {
  eventDocument ??= busAsyncApiDocument();
  sendJson(res, 200, eventDocument);
}
