import type { Knex } from 'knex';
import type { FakeAkeneo } from '@feedhub/fake-akeneo';
import type { Cluster, ClusterProcess } from '../cluster/cluster';
import type { ApiClient } from './api-client';
import { LEASE_MS, eventually, sleep, startFaultCluster, type FaultCluster } from './fault-cluster';
import { feedPartnerParams, type FeedServer } from './feed-server';
import { checkInvariants, type Expectations, type InvariantResult } from './invariants';
import type { OwnNats } from './nats-server';
import { runSeed, seeded } from './random';

/**
 * The fault suite (issue "Hardening at scale", SECURITY "Jobs and faults", DESIGN §4): two processes
 * of each service and two gateways on PostgreSQL and a NATS of the suite's own run a seeded workload
 * (imports of partners whose feeds change between rounds, exports to the fake Akeneo, saves through
 * the API) while a seeded schedule injects faults. After quiescence the invariant checker proves what
 * the app promises; the suite prints the faults with their recovery times and the invariants, and
 * fails on any violation. FAULT_SEED=<n> replays a run.
 */

/** How long the app may take to answer again after a fault. */
const RECOVERY_BOUND_MS = 30_000;
const PARTNERS = ['P1', 'P2', 'P3'] as const;
const ROUNDS = 4;

/** The faults the schedule injects: each once, in a seeded order over the rounds. */
const IMPORT_FAULTS = [
  'kill -9 catalog worker mid-import',
  'SIGSTOP catalog worker past its lease, then SIGCONT',
  'kill -9 jobs process',
  'NATS restart',
  'pg_terminate_backend (every connection of the app)',
  'gateway restart',
] as const;
const EXPORT_FAULTS = [
  'kill -9 catalog worker mid-export',
  'fake PIM answers 429, 503 and a cut-off body',
] as const;
type FaultName = (typeof IMPORT_FAULTS)[number] | (typeof EXPORT_FAULTS)[number];

/** A row of the printed fault table. */
interface InjectedFault {
  round: number;
  fault: FaultName;
  target: string;
  recoveryMs: number;
}

const seed = runSeed();
const random = seeded(seed);

let fault: FaultCluster;
let cluster: Cluster;
let db: Knex;
let admin: Knex;
let dbName: string;
let nats: OwnNats;
let feeds: FeedServer;
let pim: FakeAkeneo;
let api: ApiClient;

const TERMINAL = ['done', 'error', 'held'];

/** Time until every gateway answers an API read again (ms); fails past the bound. */
async function recovery(since: number): Promise<number> {
  const gateways = cluster.gatewayUrls().length;
  for (let gateway = 0; gateway < gateways; gateway++) {
    await eventually(
      `gateway ${gateway + 1} to answer`,
      // A call already sent to a process that was stopped waits for it; a user retrying gets an answer.
      async () =>
        (await api.get('/api/partners/list?perPage=1', gateway, 2000)).status === 200 ? true : undefined,
      RECOVERY_BOUND_MS,
    );
  }
  return Date.now() - since;
}

/** The catalog process whose worker runs this job now (worker ids carry the pid), if it runs. */
async function workerOf(jobId: number): Promise<ClusterProcess | undefined> {
  const job = await db('jobs.jobs').where({ id: jobId }).first();
  if (job?.status !== 'running') return undefined;
  return cluster.of('catalog').find((p) => p.alive() && String(job.worker_id).includes(`:${p.child.pid}:`));
}

/** Waits until a job runs and has done some of its work, or has ended (a fault then hits a random replica). */
async function midRun(jobId: number, field: 'read' | 'sent'): Promise<void> {
  await eventually(
    `job ${jobId} mid-run`,
    async () => {
      const job = await db('jobs.jobs').where({ id: jobId }).first();
      if (!job || TERMINAL.includes(job.status)) return true;
      return job.status === 'running' && Number(job.progress?.[field] ?? 0) > 0 ? true : undefined;
    },
    60_000,
  );
}

async function ended(jobId: number): Promise<{ status: string }> {
  return eventually(
    `job ${jobId} to end`,
    async () => {
      const job = await db('jobs.jobs').where({ id: jobId }).first();
      return job && TERMINAL.includes(job.status) ? job : undefined;
    },
    240_000,
  );
}

beforeAll(async () => {
  console.log(`Fault suite seed: ${seed} (FAULT_SEED=${seed} replays this run)`);
  fault = await startFaultCluster({ name: 'faults', seed, pimTimeoutMs: 3000 });
  ({ cluster, db, admin, dbName, nats, feeds, pim, api } = fault);
  pim.faults.latency = { latencyMs: 20, perLineMs: 3 };
}, 300_000);

afterAll(() => fault?.close(), 120_000);

/** Saves the settings by code (retrying through faults). */
const saveSettings = (values: Record<string, string>) => fault.saveSettings(values);

/** Adds a job of a task; an add that a fault swallowed is retried, one that arrived answers 409/422 and is looked up. */
async function addImport(taskId: number): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const answer = await api.post('/api/partner-job/add', { taskId });
    if (answer.status === 200) return (answer.body.data as { id: number }).id;
    const pending = await db('jobs.jobs')
      .where({ task_id: taskId })
      .whereIn('status', ['pending', 'running'])
      .first();
    if (pending) return pending.id as number;
    if (attempt > 100) throw new Error(`could not add a job of task ${taskId}: ${answer.status}`);
    await sleep(300);
  }
}

/** Adds an export job (retrying through faults); its id. */
async function addExport(): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const answer = await api.post('/api/export/add', {});
    if (answer.status === 200) return (answer.body.data as { id: number }).id;
    const active = await db('jobs.jobs')
      .where({ kind: 'export' })
      .whereIn('status', ['pending', 'running'])
      .first();
    if (active) return active.id as number;
    if (attempt > 100) throw new Error(`could not add an export: ${answer.status}`);
    await sleep(300);
  }
}

test(
  'faults under an invariant checker: every promise kept, the app back within the bound',
  async () => {
    const injected: InjectedFault[] = [];
    const expectations: Expectations = { seed, partners: {}, saves: [], cutOff: null };

    await saveSettings({
      pim_adapter: 'akeneo',
      pim_url: pim.url,
      pim_client_id: 'client',
      pim_client_secret: 'secret',
      pim_username: 'admin',
      pim_password: 'admin',
    });
    await api.until(() => api.post('/api/pim/sync', {}));
    await eventually('the PIM reference data', async () => {
      const rows = (await api.get('/api/pim-categories/list?filter[name]=Power')).body.data as
        { rows: { code: string }[] } | undefined;
      return rows?.rows.some((c) => c.code === 'power_tools') ? true : undefined;
    });

    // The partners, their first import and their category mapped, so their products can be exported.
    const tasks: Record<string, number> = {};
    for (const [index, partner] of PARTNERS.entries()) {
      feeds.set(partner, 1);
      const saved = await api.until(() =>
        api.post('/api/partners/save', {
          name: `Fault partner ${partner}`,
          className: 'csv',
          isActive: true,
          pimSupplierCode: `F${index + 1}`,
          params: feedPartnerParams(feeds.url(partner)),
          tasks: [{ name: 'importProducts', methodName: 'importProducts', queue: 'medium', isDefault: true }],
        }),
      );
      const partnerId = (saved.body.data as { id: number }).id;
      const task = await db('jobs.partner_tasks').where({ partner_id: partnerId }).first();
      tasks[partner] = task.id as number;
      expectations.partners[partner] = { id: partnerId, taskId: task.id as number, runs: [] };
    }
    const firstRuns = await Promise.all(PARTNERS.map((partner) => addImport(tasks[partner] as number)));
    for (const [index, jobId] of firstRuns.entries()) {
      const job = await ended(jobId);
      expectations.partners[PARTNERS[index] as string]?.runs.push({ jobId, version: 1, cutOff: false });
      expect(job.status).toBe('done');
    }
    const families = (await api.get('/api/pim-category-mappings/selects')).body.data as {
      families: { id: number; code: string }[];
    };
    const categories = (await db('catalog.partner_categories').select('id')) as { id: number }[];
    /** A category's mapping with this Estonian VAT (the saves of the workload change only that). */
    const mapping = (id: number, vatEt: number) => ({
      id,
      pimCategory: ['power_tools'],
      family: families.families.find((f) => f.code === 'tools')?.id,
      vat: '24',
      vatEt,
      exportAll: false,
      useIcecat: null,
      disabledEe: false,
      disabledFi: false,
      disabledLv: false,
    });
    for (const category of categories)
      await api.until(() => api.post('/api/partner-categories/save', mapping(category.id, 24)));

    // The seeded schedule: the import faults over the rounds, the export faults in two of them, and
    // one round in which one partner's feed is cut off half-way.
    const importFaults = random.shuffle(IMPORT_FAULTS);
    const exportFaults = random.shuffle(EXPORT_FAULTS);
    const exportRounds = random.shuffle([1, 2, 3, 4]).slice(0, EXPORT_FAULTS.length);
    const cutOff = { round: random.int(1, ROUNDS - 1), partner: random.pick(PARTNERS) };
    expectations.cutOff = cutOff;

    for (let round = 1; round <= ROUNDS; round++) {
      const version = round + 1;
      const jobIds: Record<string, number> = {};
      for (const partner of PARTNERS) {
        const cut = cutOff.round === round && cutOff.partner === partner;
        feeds.set(partner, version, { cutOff: cut });
        jobIds[partner] = await addImport(tasks[partner] as number);
        expectations.partners[partner]?.runs.push({ jobId: jobIds[partner] as number, version, cutOff: cut });
      }

      // Saves through the API while the imports run: a role per round (identity) and a category's VAT (catalog).
      const roleName = `Fault role ${round} ${random.int(1000, 9999)}`;
      const role = await api.post('/api/roles/save', { name: roleName, permissionIds: [] });
      expectations.saves.push({ kind: 'role', name: roleName, status: role.status });
      const category = random.pick(categories);
      const vatEt = random.pick([9, 20, 22, 24]);
      const saved = await api.post('/api/partner-categories/save', mapping(category.id, vatEt));
      expectations.saves.push({ kind: 'category', id: category.id, vatEt, status: saved.status });

      // This round's import faults, each aimed at the partners' running jobs.
      const faults = importFaults.splice(0, Math.ceil(importFaults.length / (ROUNDS - round + 1)));
      for (const fault of faults) {
        const victim = jobIds[
          random.pick(PARTNERS.filter((p) => !(cutOff.round === round && cutOff.partner === p)))
        ] as number;
        injected.push({ round, fault, ...(await inject(fault, victim)) });
      }
      for (const partner of PARTNERS) await ended(jobIds[partner] as number);

      // The export of every product, with this round's export fault if it has one.
      const products = await db('catalog.partner_products').select('id');
      await api.until(() => api.post('/api/partner-products/add-export', { ids: products.map((p) => p.id) }));
      const exportFault =
        exportRounds.indexOf(round) >= 0 ? exportFaults[exportRounds.indexOf(round)] : undefined;
      if (exportFault === 'fake PIM answers 429, 503 and a cut-off body') {
        pim.faults.inject({ kind: 'status', status: 429, route: 'PATCH /api/rest/v1/products', times: 2 });
        pim.faults.inject({ kind: 'status', status: 503, route: 'PATCH /api/rest/v1/products', times: 1 });
        pim.faults.inject({
          kind: 'truncate',
          route: 'PATCH /api/rest/v1/products',
          times: 1,
          skip: 1,
          afterLines: 2,
        });
      }
      const exportId = await addExport();
      if (exportFault === 'kill -9 catalog worker mid-export') {
        injected.push({ round, fault: exportFault, ...(await inject(exportFault, exportId)) });
      } else if (exportFault) {
        const began = Date.now();
        await ended(exportId);
        injected.push({ round, fault: exportFault, target: 'fake Akeneo', recoveryMs: Date.now() - began });
      }
      await ended(exportId);
    }

    // Quiescence, then one export with no fault: everything on the list must reach the PIM.
    await eventually(
      'quiescence (no pending or running job)',
      async () => {
        const active = await db('jobs.jobs').whereIn('status', ['pending', 'running']).count({ n: '*' });
        return Number(active[0]?.n) === 0 ? true : undefined;
      },
      240_000,
    );
    await ended(await addExport());

    const results = await checkInvariants({ db, api, pim, expectations });
    printTables(injected, results);
    expect(injected.every((f) => f.recoveryMs <= RECOVERY_BOUND_MS)).toBe(true);
    expect(results.flatMap((r) => r.violations)).toEqual([]);
  },
  40 * 60_000,
);

/** Injects one fault; what it hit and how long until the app answered through every gateway. */
async function inject(fault: FaultName, jobId: number): Promise<{ target: string; recoveryMs: number }> {
  switch (fault) {
    case 'kill -9 catalog worker mid-import':
    case 'kill -9 catalog worker mid-export': {
      await midRun(jobId, fault.endsWith('export') ? 'sent' : 'read');
      const worker = await workerOf(jobId);
      const victim = worker ?? (random.pick(cluster.of('catalog')) as ClusterProcess);
      const began = Date.now();
      victim.child.kill('SIGKILL');
      const recoveryMs = await recovery(began);
      await cluster.restart(victim);
      return { target: `${victim.name} (job ${jobId})`, recoveryMs };
    }
    case 'SIGSTOP catalog worker past its lease, then SIGCONT': {
      await midRun(jobId, 'read');
      const worker = await workerOf(jobId);
      const victim = worker ?? (random.pick(cluster.of('catalog')) as ClusterProcess);
      const began = Date.now();
      victim.child.kill('SIGSTOP');
      const recoveryMs = await recovery(began);
      await sleep(LEASE_MS * 2 + random.int(0, 1000));
      victim.child.kill('SIGCONT');
      return { target: `${victim.name} (job ${jobId})`, recoveryMs };
    }
    case 'kill -9 jobs process': {
      const victim = random.pick(cluster.of('jobs'));
      const began = Date.now();
      victim.child.kill('SIGKILL');
      const recoveryMs = await recovery(began);
      await cluster.restart(victim);
      return { target: victim.name, recoveryMs };
    }
    case 'NATS restart': {
      const began = Date.now();
      await nats.restart();
      return { target: 'NATS', recoveryMs: await recovery(began) };
    }
    case 'pg_terminate_backend (every connection of the app)': {
      const began = Date.now();
      const killed = await admin.raw(
        'select count(pg_terminate_backend(pid)) as n from pg_stat_activity where datname = ? and pid <> pg_backend_pid()',
        [dbName],
      );
      return { target: `${killed.rows[0].n} connections`, recoveryMs: await recovery(began) };
    }
    case 'gateway restart': {
      const victim = random.pick(cluster.of('gateway'));
      const began = Date.now();
      await cluster.restart(victim);
      return { target: victim.name, recoveryMs: await recovery(began) };
    }
    default:
      throw new Error(`no injector for ${fault}`);
  }
}

function printTables(injected: InjectedFault[], results: InvariantResult[]): void {
  const lines = [
    `Fault suite, seed ${seed}`,
    '',
    '| round | fault | target | app answering again after |',
    '|---|---|---|---|',
    ...injected.map(
      (f) => `| ${f.round} | ${f.fault} | ${f.target} | ${(f.recoveryMs / 1000).toFixed(1)} s |`,
    ),
    '',
    '| invariant | checked | violations |',
    '|---|---|---|',
    ...results.map((r) => `| ${r.name} | ${r.checked} | ${r.violations.length} |`),
    ...results.flatMap((r) => r.violations.map((v) => `  ✖ ${r.name}: ${v}`)),
  ];
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}
