import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';

/** A listening HTTP server that closes gracefully. */
export interface RunningServer {
  /** The node server. */
  server: Server;
  /** Port it listens on (useful with port 0). */
  port: number;
  /** Stops accepting, lets in-flight requests finish (up to `graceMs`), then closes idle sockets. */
  close(graceMs?: number): Promise<void>;
}

/** Starts an HTTP server for a Koa app (or any request listener). */
export async function listen(
  app: Koa | ((req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void),
  port: number,
  host = '0.0.0.0',
): Promise<RunningServer> {
  const server = createServer('callback' in app ? app.callback() : app);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: (graceMs = 10_000) =>
      new Promise<void>((resolve) => {
        const force = setTimeout(() => server.closeAllConnections(), graceMs);
        force.unref();
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
        server.closeIdleConnections();
      }),
  };
}

/** Runs `stop` once on SIGTERM/SIGINT, then exits; a second signal exits at once. */
export function onShutdown(
  stop: () => Promise<void>,
  log: { info(msg: string): void; error(obj: unknown, msg: string): void },
): void {
  let stopping = false;
  const handler = (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    log.info(`${signal} received, shutting down`);
    stop()
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', handler);
  process.on('SIGINT', handler);
}
