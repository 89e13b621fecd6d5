import type { Knex } from 'knex';
import type { FakeAkeneo } from '@feedhub/fake-akeneo';
import type { Cluster, ClusterProcess } from '../cluster/cluster';
import type { ApiClient } from './api-client';
import { feedPartnerParams, type FeedServer } from './feed-server';
import { LEASE_MS, eventually, sleep, startFaultCluster, type FaultCluster } from './fault-cluster';
import { runSeed } from './random';

/**
 * The fault suite's fencing round (issue 32): a catalog worker stopped (SIGSTOP) mid-export and
 * mid-PIM-sync past its lease, then resumed (SIGCONT) once the run that took over has ended. The
 * resumed worker writes nothing more — no exported mark, no request to the PIM, no reference data
 * replaced — and the run that took over completed once. Two processes of each service on
 * PostgreSQL and a NATS of its own, as the fault suite.
 */

const PRODUCTS_ROUTE = 'PATCH /api/rest/v1/products';

let fault: FaultCluster;
let cluster: Cluster;
let db: Knex;
let pim: FakeAkeneo;
let feeds: FeedServer;
let api: ApiClient;

const jobOf = async (id: number) =>
  (await db('jobs.jobs').where({ id }).first()) as
    | { status: string; worker_id: string | null; attempts: number; progress: Record<string, number> | null }
    | undefined;

/** Waits until the job runs with `ready` true of it; the catalog process whose worker runs it (worker ids carry the pid). */
async function runningOn(
  id: number,
  ready: (job: NonNullable<Awaited<ReturnType<typeof jobOf>>>) => boolean,
) {
  return eventually(`job ${id} running`, async () => {
    const job = await jobOf(id);
    if (job?.status !== 'running' || !ready(job)) return undefined;
    return cluster.of('catalog').find((p) => p.alive() && String(job.worker_id).includes(`:${p.child.pid}:`));
  });
}

const ended = (id: number) =>
  eventually(`job ${id} to end`, async () => {
    const job = await jobOf(id);
    return job && ['done', 'error'].includes(job.status) ? job : undefined;
  });

/** How many lines of this key the job's log holds. */
const linesOf = async (id: number, key: string) =>
  Number(((await db('jobs.job_logs').where({ job_id: id, key }).count({ n: '*' })) as { n: string }[])[0]?.n);

/** Stops `victim` until `whileStopped` resolved (the run that took over ended), resumes it, then lets it run a few leases. */
async function stoppedPastLease(victim: ClusterProcess, whileStopped: () => Promise<void>): Promise<number> {
  victim.child.kill('SIGSTOP');
  try {
    await whileStopped();
  } finally {
    victim.child.kill('SIGCONT');
  }
  return Date.now();
}

beforeAll(async () => {
  // The PIM's timeout outlasts a stop: a request in flight when the worker stopped is not retried after it resumes.
  fault = await startFaultCluster({ name: 'fence', seed: runSeed(), pimTimeoutMs: 30_000 });
  ({ cluster, db, pim, feeds, api } = fault);
}, 300_000);

afterAll(() => fault?.close(), 120_000);

const saveSettings = (values: Record<string, string>) => fault.saveSettings(values);

const systemJob = async (path: string) =>
  ((await api.until(() => api.post(path, {}))).body.data as { jobId?: number; id?: number }) ?? {};

test(
  'a catalog worker stopped past its lease mid-PIM-sync and mid-export, then resumed, writes nothing more',
  async () => {
    await saveSettings({
      pim_adapter: 'akeneo',
      pim_url: pim.url,
      pim_client_id: 'client',
      pim_client_secret: 'secret',
      pim_username: 'admin',
      pim_password: 'admin',
      export_batch_size: '10',
    });

    // Mid-PIM-sync: every read of the PIM is slow while the worker is stopped and the sync runs again.
    pim.faults.latency = { latencyMs: 400, perLineMs: 0 };
    const syncId = (await systemJob('/api/pim/sync')).jobId!;
    const syncVictim = await runningOn(syncId, () => true);
    await sleep(300);
    const syncResumedAt = await stoppedPastLease(syncVictim!, async () => {
      const job = await ended(syncId);
      expect(job.status).toBe('done');
      // Its remaining reads answer at once: the resumed worker reaches its write soon.
      pim.faults.latency = null;
    });
    await sleep(LEASE_MS * 2);
    const synced = (await db('catalog.pim_categories').max({ at: 'synced_at' }).first()) as { at: Date };
    expect(new Date(synced.at).getTime()).toBeLessThan(syncResumedAt);
    // Taken over at least once (a claim racing the paused worker's lease may take a third attempt).
    expect((await jobOf(syncId))?.status).toBe('done');
    expect((await jobOf(syncId))?.attempts).toBeGreaterThanOrEqual(2);
    expect(await linesOf(syncId, 'pim_sync_finished')).toBe(1);

    // A partner's products, imported and mapped, on the export list.
    feeds.set('Z', 1);
    const saved = await api.until(() =>
      api.post('/api/partners/save', {
        name: 'Fence partner',
        className: 'csv',
        isActive: true,
        pimSupplierCode: 'FZ',
        params: feedPartnerParams(feeds.url('Z')),
        tasks: [{ name: 'importProducts', methodName: 'importProducts', queue: 'medium', isDefault: true }],
      }),
    );
    const partnerId = (saved.body.data as { id: number }).id;
    const task = await db('jobs.partner_tasks').where({ partner_id: partnerId }).first();
    const imported = (await api.until(() => api.post('/api/partner-job/add', { taskId: task.id }))).body
      .data as { id: number };
    expect((await ended(imported.id)).status).toBe('done');
    const families = (await api.get('/api/pim-category-mappings/selects')).body.data as {
      families: { id: number; code: string }[];
    };
    for (const category of (await db('catalog.partner_categories').select('id')) as { id: number }[])
      await api.until(() =>
        api.post('/api/partner-categories/save', {
          id: category.id,
          pimCategory: ['power_tools'],
          family: families.families.find((f) => f.code === 'tools')?.id,
          vat: '24',
          vatEt: 24,
          exportAll: true,
          useIcecat: null,
          disabledEe: false,
          disabledFi: false,
          disabledLv: false,
        }),
      );

    // Mid-export: batches of 10, each answered slowly, so the export is under way when its worker stops.
    pim.faults.latency = { latencyMs: 300, perLineMs: 5 };
    const exportId = ((await api.until(() => api.post('/api/export/add', {}))).body.data as { id: number })
      .id;
    const exportVictim = await runningOn(exportId, (job) => Number(job.progress?.sent ?? 0) > 0);
    let marks = 0;
    let requests = 0;
    const exportResumedAt = await stoppedPastLease(exportVictim!, async () => {
      const job = await ended(exportId);
      expect(job.status).toBe('done');
      marks = Number(
        (
          (await db('catalog.partner_products').where('exported_at', '>', new Date(0)).count({ n: '*' })) as {
            n: string;
          }[]
        )[0]?.n,
      );
      requests = pim.requests.count(PRODUCTS_ROUTE);
      pim.faults.latency = null;
    });
    await sleep(LEASE_MS * 2);
    const after = (await db('catalog.partner_products').max({ at: 'exported_at' }).first()) as { at: Date };
    expect(new Date(after.at).getTime()).toBeLessThan(exportResumedAt);
    expect(
      Number(
        (
          (await db('catalog.partner_products').where('exported_at', '>', new Date(0)).count({ n: '*' })) as {
            n: string;
          }[]
        )[0]?.n,
      ),
    ).toBe(marks);
    // No request to the PIM from the resumed worker (the run that took over had ended).
    expect(pim.requests.entries.filter((e) => e.route === PRODUCTS_ROUTE && e.at >= exportResumedAt)).toEqual(
      [],
    );
    expect(pim.requests.count(PRODUCTS_ROUTE)).toBeGreaterThanOrEqual(requests);
    expect((await jobOf(exportId))?.status).toBe('done');
    expect((await jobOf(exportId))?.attempts).toBeGreaterThanOrEqual(2);
    expect(await linesOf(exportId, 'export_finished')).toBe(1);
  },
  20 * 60_000,
);
