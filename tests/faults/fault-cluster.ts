import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { knex as makeKnex, type Knex } from 'knex';
import { startFakeAkeneo, type FakeAkeneo } from '@feedhub/fake-akeneo';
import { csrfPageRoot, freePort, startCluster, type Cluster } from '../cluster/cluster';
import { ApiClient } from './api-client';
import { startFeedServer, type FeedServer } from './feed-server';
import { startOwnNats, type OwnNats } from './nats-server';

/** The admin's password in every fault cluster. */
export const ADMIN_PASSWORD = 'admin-password-1';
/** Short leases and sweeps: a lost worker is noticed within seconds (production: 30 s). */
export const LEASE_MS = 3000;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` returns a value (errors, e.g. a terminated connection, count as not yet). */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 120_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(150);
  }
}

/** A cluster the fault rounds break: two processes of each service, its own database and NATS. */
export interface FaultCluster {
  cluster: Cluster;
  /** The cluster's database, its name, and a connection to the server's default database. */
  db: Knex;
  dbName: string;
  admin: Knex;
  nats: OwnNats;
  feeds: FeedServer;
  pim: FakeAkeneo;
  /** Logged in as admin, retrying through the gateways. */
  api: ApiClient;
  /** Saves settings by code (retrying through faults). */
  saveSettings(values: Record<string, string>): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts a fault cluster on a database of its own (named after `name`) on DATABASE_URL's server: a
 * NATS of its own, the seeded feed server, the fake Akeneo, two processes of every service.
 */
export async function startFaultCluster(options: {
  name: string;
  seed: number;
  pimTimeoutMs: number;
}): Promise<FaultCluster> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('the fault suite needs DATABASE_URL (PostgreSQL)');
  const nats = await startOwnNats(await freePort());
  const dbName = `feedhub_${options.name}_${randomBytes(4).toString('hex')}`;
  const admin = makeKnex({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 2 } });
  await admin.raw('create database ??', [dbName]);
  const url = new URL(databaseUrl);
  url.pathname = `/${dbName}`;
  const db = makeKnex({ client: 'pg', connection: url.toString(), pool: { min: 0, max: 3 } });
  const feeds = await startFeedServer(options.seed);
  const pim = await startFakeAkeneo({ expiresIn: 3600 });
  const staticRoot = csrfPageRoot(`feedhub-${options.name}-static-`);
  const cluster = await startCluster({
    replicas: 2,
    databaseUrl: url.toString(),
    natsUrl: nats.url,
    env: {
      GATEWAY_SECRET: randomBytes(32).toString('base64url'),
      ADMIN_PASSWORD,
      TRUSTED_PROXIES: '127.0.0.1,::1',
      STATIC_ROOT: staticRoot,
      DEMO_PARTNER: 'false',
      FEED_ALLOWED_NETWORKS: '127.0.0.1',
      JOB_LEASE_MS: String(LEASE_MS),
      JOB_REPORT_EVERY_MS: '500',
      SWEEP_EVERY_MS: '500',
      PIM_RETRY_BASE_MS: '20',
      PIM_TIMEOUT_MS: String(options.pimTimeoutMs),
      UPSTREAM_PROBE_MS: '500',
    },
  });
  const api = new ApiClient(() => cluster.gatewayUrls());
  await api.login('admin', ADMIN_PASSWORD);
  return {
    cluster,
    db,
    dbName,
    admin,
    nats,
    feeds,
    pim,
    api,
    async saveSettings(values) {
      const rows = (await api.until(() => api.get('/api/settings/list?perPage=100'))).body.data as {
        rows: { id: number; code: string }[];
      };
      for (const [code, value] of Object.entries(values)) {
        const row = rows.rows.find((r) => r.code === code);
        if (!row) throw new Error(`no setting ${code}`);
        await api.until(() => api.post('/api/settings/save', { id: row.id, value }));
      }
    },
    async close() {
      await cluster.close();
      await db.destroy();
      await admin.raw('drop database if exists ?? with (force)', [dbName]).catch(() => undefined);
      await admin.destroy();
      await nats.close();
      await feeds.close();
      await pim.close();
      rmSync(staticRoot, { recursive: true, force: true });
    },
  };
}
