import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSRF_META_PLACEHOLDER, type ServiceName } from '@feedhub/contracts';

/**
 * Feedhub as its users grow into it (DESIGN §4): every service and the gateway as separate processes,
 * several of each, on one PostgreSQL database and one NATS (cluster mode, the built `dist/` of each
 * app). The fault suite kills, stops and restarts these processes; the integration suites run once on
 * such a cluster (tests/integration/stack.ts with STACK_REPLICAS).
 */

const root = join(__dirname, '..', '..');

/** Entry point of each app in cluster mode. */
const ENTRY: Record<ServiceName | 'gateway', string> = {
  identity: 'svc-identity/dist/cluster.js',
  catalog: 'svc-catalog/dist/cluster.js',
  jobs: 'svc-jobs/dist/cluster.js',
  gateway: 'gateway/dist/main.js',
};

/** Upstream variable of each service, as the gateway reads it. */
const UPSTREAM_VARIABLE: Record<ServiceName, string> = {
  identity: 'IDENTITY_URL',
  catalog: 'CATALOG_URL',
  jobs: 'JOBS_URL',
};

/** One app process of the cluster. */
export interface ClusterProcess {
  /** `catalog-1`, `gateway-2`… */
  name: string;
  app: ServiceName | 'gateway';
  port: number;
  url: string;
  /** The running child (replaced by restart). */
  child: ChildProcess;
  /** Its last output (for failure messages). */
  output(): string;
  alive(): boolean;
}

/** What to start. */
export interface ClusterOptions {
  /** Processes of each service and gateways (default 2). */
  replicas?: number;
  /** Gateways (default: replicas). */
  gateways?: number;
  /** Services to run (default all three). */
  services?: readonly ServiceName[];
  /** Settings every process shares (GATEWAY_SECRET, ADMIN_PASSWORD…); DATABASE_URL/NATS_URL/NATS_PREFIX/PORT are set here. */
  env: Record<string, string>;
  /** PostgreSQL database URL of the cluster (a fresh database the caller made). */
  databaseUrl: string;
  /** NATS server. */
  natsUrl: string;
  /** Subject prefix of this cluster. */
  natsPrefix?: string;
}

/** A running cluster. */
export interface Cluster {
  natsPrefix: string;
  processes: ClusterProcess[];
  /** The gateways' base URLs. */
  gatewayUrls(): string[];
  /** The processes of one app. */
  of(app: ServiceName | 'gateway'): ClusterProcess[];
  /** Starts one more gateway over every replica; returns its URL. */
  addGateway(): Promise<string>;
  /** Kills (SIGKILL) a process and starts it again on the same port; resolves once it answers. */
  restart(process: ClusterProcess, signal?: NodeJS.Signals): Promise<number>;
  /** Waits until a process answers its health check. */
  ready(process: ClusterProcess, timeoutMs?: number): Promise<void>;
  /** Stops every process. */
  close(): Promise<void>;
}

/**
 * Ports a child process is told to listen on: below Linux's ephemeral range (32768–60999), where the
 * kernel never hands one out for an outgoing connection or a `listen(0)`. A port found free there
 * stays free until the child binds it; one from the ephemeral range was once taken in between by
 * another socket of the busy test run (EADDRINUSE, a replica that never started).
 */
const CHILD_PORTS = { from: 20_000, to: 32_000 };

/**
 * Whether a port on loopback can be bound now. Not `events.once(server, 'listening')`: that promise
 * rejects on the server's 'error', so a port in use (RabbitMQ's 25672 on a developer's machine)
 * threw instead of being skipped.
 */
async function canBind(port: number): Promise<boolean> {
  const server = createServer();
  const bound = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => resolve(true));
  });
  if (bound) await new Promise<void>((resolve) => server.close(() => resolve()));
  return bound;
}

/**
 * Jest workers run clusters side by side: each takes ports from a slice of CHILD_PORTS of its own,
 * so a port one worker found free is never found free by another before its child binds it.
 */
const SLICES = 4;
const workerSlice = () => {
  const size = Math.floor((CHILD_PORTS.to - CHILD_PORTS.from) / SLICES);
  const index = (Number(process.env.JEST_WORKER_ID ?? '1') - 1) % SLICES;
  return { from: CHILD_PORTS.from + index * size, size };
};
/** Ports this process handed out: a child may not have bound its port yet when the next is chosen. */
const handedOut = new Set<number>();

/** A free TCP port on loopback for a child process to listen on (this worker's slice of CHILD_PORTS). */
export async function freePort(): Promise<number> {
  const slice = workerSlice();
  if (handedOut.size > slice.size / 2) handedOut.clear();
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = slice.from + Math.floor(Math.random() * slice.size);
    if (handedOut.has(port)) continue;
    if (await canBind(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`no free port between ${slice.from} and ${slice.from + slice.size}`);
}

/**
 * A STATIC_ROOT for gateways under test: the built shell is not needed, a page with the same CSRF
 * meta tag stands in. The caller removes the folder.
 */
export function csrfPageRoot(prefix: string): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(
    join(root, 'shell', 'dist', 'index.html'),
    `<!doctype html><html><head><meta name="csrf-token" content="${CSRF_META_PLACEHOLDER}"></head><body></body></html>`,
  );
  return root;
}

/** The health URL of an app process. */
function healthUrl(process: Pick<ClusterProcess, 'app' | 'url'>): string {
  // A gateway's own page (its /api/health also asks the services, some of which a test may leave out).
  return process.app === 'gateway' ? `${process.url}/` : `${process.url}/api/${process.app}/health`;
}

/** Starts the cluster: one process of each service first (they migrate their schemas), then the other replicas, then the gateways. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const replicas = options.replicas ?? 2;
  const services = options.services ?? (['identity', 'jobs', 'catalog'] as const);
  const natsPrefix = options.natsPrefix ?? `cl${randomBytes(5).toString('hex')}`;
  const common: Record<string, string> = {
    LOG_LEVEL: process.env.CLUSTER_LOG_LEVEL ?? 'warn',
    HOST: '127.0.0.1',
    DB_POOL_MAX: '4',
    ...options.env,
    DATABASE_URL: options.databaseUrl,
    NATS_URL: options.natsUrl,
    NATS_PREFIX: natsPrefix,
  };
  const processes: ClusterProcess[] = [];

  const spawnApp = (entry: ClusterProcess, extra: Record<string, string>): ChildProcess => {
    const child = spawn(process.execPath, [join(root, ENTRY[entry.app])], {
      cwd: root,
      env: { ...process.env, ...common, ...extra, PORT: String(entry.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    entry.output = () => output;
    return child;
  };

  const extraOf = (entry: ClusterProcess): Record<string, string> => {
    if (entry.app !== 'gateway') return {};
    // Every gateway knows every replica of each service (a service not run keeps a closed port).
    return Object.fromEntries(
      (Object.keys(UPSTREAM_VARIABLE) as ServiceName[]).map((service) => {
        const urls = processes.filter((p) => p.app === service).map((p) => p.url);
        return [UPSTREAM_VARIABLE[service], urls.length ? urls.join(',') : 'http://127.0.0.1:1'];
      }),
    );
  };

  const launch = async (app: ServiceName | 'gateway', index: number): Promise<ClusterProcess> => {
    const port = await freePort();
    const entry: ClusterProcess = {
      name: `${app}-${index}`,
      app,
      port,
      url: `http://127.0.0.1:${port}`,
      child: undefined as unknown as ChildProcess,
      output: () => '',
      alive: () => entry.child.exitCode === null && entry.child.signalCode === null,
    };
    processes.push(entry);
    entry.child = spawnApp(entry, extraOf(entry));
    return entry;
  };

  const ready = async (entry: ClusterProcess, timeoutMs = 90_000): Promise<void> => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!entry.alive()) throw new Error(`${entry.name} exited:\n${entry.output()}`);
      const ok = await fetch(healthUrl(entry), { signal: AbortSignal.timeout(2000) })
        .then((res) => res.status === 200)
        .catch(() => false);
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    throw new Error(`${entry.name} did not answer on ${healthUrl(entry)}:\n${entry.output()}`);
  };

  // A test runner that exits (or is stopped) takes the cluster with it: no orphaned processes.
  const killOnExit = () => {
    for (const entry of processes) if (entry.alive()) entry.child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);

  const stopAll = async () => {
    process.off('exit', killOnExit);
    for (const entry of processes) if (entry.alive()) entry.child.kill('SIGKILL');
    await Promise.all(processes.map((entry) => (entry.alive() ? once(entry.child, 'exit') : undefined)));
  };

  try {
    // Identity first (the others read settings from it), then the first replica of each other
    // service (each migrates its schema alone), then every other replica and the gateways at once.
    if (services.includes('identity')) await ready(await launch('identity', 1));
    const firsts: ClusterProcess[] = [];
    for (const service of services) if (service !== 'identity') firsts.push(await launch(service, 1));
    await Promise.all(firsts.map((entry) => ready(entry)));
    const rest: ClusterProcess[] = [];
    for (let index = 2; index <= replicas; index++)
      for (const service of services) rest.push(await launch(service, index));
    for (let index = 1; index <= (options.gateways ?? replicas); index++)
      rest.push(await launch('gateway', index));
    await Promise.all(rest.map((entry) => ready(entry)));
  } catch (error) {
    await stopAll();
    throw error;
  }

  return {
    natsPrefix,
    processes,
    gatewayUrls: () => processes.filter((p) => p.app === 'gateway').map((p) => p.url),
    of: (app) => processes.filter((p) => p.app === app),
    async addGateway() {
      const entry = await launch('gateway', processes.filter((p) => p.app === 'gateway').length + 1);
      await ready(entry);
      return entry.url;
    },
    ready,
    async restart(entry, signal = 'SIGKILL') {
      const started = Date.now();
      if (entry.alive()) {
        entry.child.kill(signal);
        await once(entry.child, 'exit');
      }
      entry.child = spawnApp(entry, extraOf(entry));
      await ready(entry);
      return Date.now() - started;
    },
    close: stopAll,
  };
}
