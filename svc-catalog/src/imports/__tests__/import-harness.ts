import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestDatabase, migrateLatest, type Database } from '@feedhub/db';
import type { ClaimedPartnerJob, JobLogInput, JobProgress, TaskMethod } from '@feedhub/contracts';
import {
  fencedWrites,
  handlersByMethod,
  JobStopped,
  jobFencing,
  type HandlersByMethod,
  type JobRun,
} from '@feedhub/jobs';
import { TEST_CSV_PARAMS } from '@feedhub/feeds/testing';
import { JOB_FENCES } from '../../workers/fences';
import { migrations } from '../../migrations';
import { SCHEMA } from '../../schema';
import { importJobs } from '../handlers';

// The import methods on a real database (PGlite, or PostgreSQL with DATABASE_URL), with a hand-made
// JobRun standing in for the worker runtime; feeds served over http on loopback. Imported by a test
// file, it opens the database and the feed server in that file's beforeAll and closes them after.
/** A run's log without the suggestion scoring that follows an import (its own last lines come last then). */
export const importLines = (job: { lines: { key?: unknown }[] }) =>
  job.lines.filter((line) => !String(line.key).startsWith('attribute_suggestions_'));

// The import methods on a real database (PGlite, or PostgreSQL with DATABASE_URL), with a hand-made
// JobRun standing in for the worker runtime; feeds served over http on loopback.

/** The database of the file's tests, open between beforeAll and afterAll. */
export let db: Database;
let server: http.Server;
let base = '';
/** Feed bodies by path; a function body writes the response itself (truncation, errors). */
export const feeds = new Map<string, string | ((res: http.ServerResponse) => void)>();

beforeAll(async () => {
  db = await createTestDatabase();
  await migrateLatest(db.knex, SCHEMA, migrations);
  server = http.createServer((req, res) => {
    const body = feeds.get(req.url ?? '');
    if (body === undefined) {
      res.writeHead(404).end('not found');
      return;
    }
    if (typeof body === 'function') body(res);
    else res.writeHead(200, { 'Content-Type': 'text/csv' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await db.close();
});

export const HEADER = 'code;sku;name;brand;category;price;stock;colour\n';
export const PARAMS = { ...TEST_CSV_PARAMS, attributes: [{ columns: ['colour'] }] };

/** A CSV line of product i (version v changes its price). */
export const line = (i: number, v = 0, stock = i % 5) =>
  `P${i};SKU-${i};Product ${i};${i % 2 ? 'Acme' : 'Bolt'};Computers/${i % 3 ? 'Laptops' : 'Mice'};${(10 + i + v / 100).toFixed(2)};${stock};${i % 2 ? 'Black' : 'White'}\n`;
export const csv = (lines: string[]) => HEADER + lines.join('');

let jobIds = 1000;
/**
 * A hand-made run: collects log lines and counters; checkpoint stops once `stopAfter` checkpoints
 * passed, or once `stopAt` records were read.
 */
export function makeRun(partnerId: number, methodName: TaskMethod, stopAfter = Infinity, stopAt = Infinity) {
  const lines: JobLogInput[] = [];
  let progress: Partial<JobProgress> = {};
  let checkpoints = 0;
  const controller = new AbortController();
  const job: ClaimedPartnerJob = {
    id: ++jobIds,
    taskId: 1,
    partnerId,
    methodName,
    params: {},
    debug: false,
    attempt: 1,
    kind: 'partner',
    fence: jobIds,
    // One task per partner here: runs of two partners at once hold fences of their own.
    concurrencyKey: `task:${partnerId}`,
  };
  const run: JobRun = {
    job,
    signal: controller.signal,
    log: (l) => void lines.push(l),
    progress: (p) => void (progress = { ...progress, ...p }),
    async checkpoint() {
      if (++checkpoints > stopAfter || (progress.read ?? 0) >= stopAt || controller.signal.aborted)
        throw new JobStopped('stop_requested');
    },
    // Its writes fenced as a worker's are, on catalog.job_fences.
    ...fencedWrites(jobFencing(db.knex, JOB_FENCES), job, {
      lost: () => false,
      onLost: () => controller.abort(new JobStopped('lease_lost')),
    }),
  };
  /** A stop from outside (a delete of the running job): the signal is aborted. */
  const stop = () => controller.abort(new JobStopped('stop_requested'));
  return { run, lines, progress: () => progress, job, stop };
}

/** The import methods as a worker runs them: each run takes its fence first (catalog.job_fences). */
export const fenced = (all: HandlersByMethod): HandlersByMethod =>
  Object.fromEntries(
    Object.entries(all).map(([method, handler]) => [
      method,
      async (run: JobRun) => {
        await jobFencing(db.knex, JOB_FENCES).acquire(run.job, 600_000);
        return handler!(run);
      },
    ]),
  );
export const handlers = () =>
  fenced(handlersByMethod(importJobs({ knex: db.knex, config: { FEED_ALLOWED_NETWORKS: ['127.0.0.1'] } })));

export async function addPartner(path: string, className = 'csv', params: Record<string, unknown> = PARAMS) {
  const [row] = await db.knex
    .withSchema(SCHEMA)
    .table('partners')
    .insert({
      name: `P ${path} ${Math.random()}`,
      name_key: `p ${path} ${Math.random()}`,
      class_name: className,
      params: JSON.stringify({ ...params, url: `${base}${path}` }),
    })
    .returning('id');
  return row.id as number;
}

export const products = (partnerId: number) =>
  db.knex.withSchema(SCHEMA).table('partner_products').where({ partner_id: partnerId }).orderBy('code');
export const stats = (partnerId: number) =>
  db.knex.withSchema(SCHEMA).table('partner_stats').where({ partner_id: partnerId });

export async function importRun(
  partnerId: number,
  method: TaskMethod = 'importProducts',
  stopAfter?: number,
) {
  const made = makeRun(partnerId, method, stopAfter);
  const handler = handlers()[method];
  if (!handler) throw new Error(`no handler ${method}`);
  await handler(made.run);
  return made;
}
