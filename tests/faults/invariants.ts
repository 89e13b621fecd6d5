import type { Knex } from 'knex';
import type { FakeAkeneo } from '@feedhub/fake-akeneo';
import type { ApiClient } from './api-client';
import { feedVersion } from './feed-server';

/** What the workload did, for the checker to hold the app to. */
export interface Expectations {
  seed: number;
  /** Per partner: its ids and every import run added, in order, with the feed version it was given. */
  partners: Record<
    string,
    { id: number; taskId: number; runs: { jobId: number; version: number; cutOff: boolean }[] }
  >;
  /** Saves sent through the API, with their answers. */
  saves: (
    | { kind: 'role'; name: string; status: number }
    | { kind: 'category'; id: number; vatEt: number; status: number }
  )[];
  /** The run whose feed was cut off half-way. */
  cutOff: { round: number; partner: string } | null;
}

/** One invariant's outcome. */
export interface InvariantResult {
  name: string;
  /** How many things it looked at. */
  checked: number;
  violations: string[];
}

interface JobRow {
  id: number;
  kind: string;
  status: string;
  attempts: number;
  max_attempts: number;
  concurrency_key: string;
  task_id: number | null;
  started_at: Date | null;
  finished_at: Date | null;
}

const TERMINAL = new Set(['done', 'error', 'held']);

/** Checks every invariant of the fault suite on the quiet app (after the workload and the faults). */
export async function checkInvariants(deps: {
  db: Knex;
  api: ApiClient;
  pim: FakeAkeneo;
  expectations: Expectations;
}): Promise<InvariantResult[]> {
  const { db, api, pim, expectations } = deps;
  const results: InvariantResult[] = [];
  const jobs = (await db('jobs.jobs').select()) as JobRow[];

  {
    const violations: string[] = [];
    for (const job of jobs) {
      if (!TERMINAL.has(job.status)) violations.push(`job ${job.id} is ${job.status}`);
      else if (!job.finished_at && job.status !== 'held')
        violations.push(`job ${job.id} is ${job.status} without finished_at`);
      if (job.attempts > job.max_attempts)
        violations.push(`job ${job.id} ran ${job.attempts} attempts (max ${job.max_attempts})`);
    }
    results.push({
      name: 'every job ended exactly once, attempts within the maximum',
      checked: jobs.length,
      violations,
    });
  }

  {
    // Per concurrency key (a task, the export): the runs, in start order, never overlap.
    const violations: string[] = [];
    const byKey = new Map<string, JobRow[]>();
    for (const job of jobs)
      if (job.started_at) byKey.set(job.concurrency_key, [...(byKey.get(job.concurrency_key) ?? []), job]);
    let pairs = 0;
    for (const [key, runs] of byKey) {
      runs.sort((a, b) => Number(a.started_at) - Number(b.started_at));
      for (let i = 1; i < runs.length; i++) {
        pairs++;
        const before = runs[i - 1] as JobRow;
        const after = runs[i] as JobRow;
        if (!before.finished_at || before.finished_at > (after.started_at as Date))
          violations.push(`${key}: job ${after.id} started before job ${before.id} ended`);
      }
    }
    results.push({
      name: 'no two jobs of one task (or two exports) ran at once',
      checked: pairs,
      violations,
    });
  }

  {
    // Each partner's catalogue is its feed's last version whose import completed; products the feed dropped are zeroed.
    const violations: string[] = [];
    let checked = 0;
    for (const [partner, { id, runs }] of Object.entries(expectations.partners)) {
      const done = runs.filter((run) => jobs.find((j) => j.id === run.jobId)?.status === 'done');
      const last = done.at(-1);
      if (!last) {
        violations.push(`${partner}: no import completed`);
        continue;
      }
      const expected = new Map(feedVersion(expectations.seed, partner, last.version).map((p) => [p.code, p]));
      const rows = (await db('catalog.partner_products')
        .where({ partner_id: id })
        .select('code', 'price', 'amount')) as {
        code: string;
        price: string | null;
        amount: number | null;
      }[];
      for (const row of rows) {
        checked++;
        const want = expected.get(row.code);
        if (!want) {
          if (Number(row.amount ?? 0) !== 0)
            violations.push(`${partner} ${row.code}: not in version ${last.version}, stock ${row.amount}`);
          continue;
        }
        expected.delete(row.code);
        if (Math.abs(Number(row.price) - want.price) > 0.001 || Number(row.amount) !== want.stock)
          violations.push(
            `${partner} ${row.code}: ${row.price} × ${row.amount}, version ${last.version} says ${want.price} × ${want.stock}`,
          );
      }
      for (const code of expected.keys())
        violations.push(`${partner} ${code}: in version ${last.version}, missing`);
    }
    results.push({
      name: "each partner's catalogue equals its feed's last complete version",
      checked,
      violations,
    });
  }

  {
    const violations: string[] = [];
    let checked = 0;
    for (const [partner, { id, taskId }] of Object.entries(expectations.partners)) {
      const completed = jobs.filter((j) => j.task_id === taskId && j.status === 'done').length;
      const stats = await db('catalog.partner_stats').where({ partner_id: id }).count({ n: '*' });
      checked++;
      if (Number(stats[0]?.n) !== completed)
        violations.push(`${partner}: ${stats[0]?.n} stats rows for ${completed} completed imports`);
    }
    results.push({ name: 'one stats row per completed import', checked, violations });
  }

  {
    const violations: string[] = [];
    const cut = expectations.cutOff;
    const run = cut ? expectations.partners[cut.partner]?.runs.find((r) => r.cutOff) : undefined;
    const job = run ? jobs.find((j) => j.id === run.jobId) : undefined;
    if (!job) violations.push('the cut-off run is missing');
    else if (job.status === 'done') violations.push(`the cut-off run (job ${job.id}) completed`);
    results.push({
      name: 'a cut-off run changed nothing (it did not complete; the catalogue check covers its rows)',
      checked: 1,
      violations,
    });
  }

  {
    // Every product on the export list is in the PIM with its latest payload, or waits with a log line saying why.
    const violations: string[] = [];
    const listed = (await db('catalog.partner_products').where({ in_export_list: true }).select('id')) as {
      id: number;
    }[];
    const logged = JSON.stringify(
      await db('jobs.job_logs').whereIn('type', ['error', 'warning']).select('params'),
    );
    // Eight look-ups at a time: each asks the PIM too.
    for (let at = 0; at < listed.length; at += 8) {
      await Promise.all(
        listed.slice(at, at + 8).map(async ({ id }) => {
          const test = (await api.until(() => api.get(`/api/export/test?id=${id}`))).body.data as {
            status: string;
            identifier: string;
            values: Record<string, unknown>;
          };
          const held = pim.state.products.get(test.identifier);
          if (test.status === 'exported') {
            if (!held) violations.push(`${test.identifier}: exported, not in the PIM`);
            else if (JSON.stringify(held.values.name) !== JSON.stringify(test.values.name))
              violations.push(`${test.identifier}: the PIM holds an older payload`);
          } else if (!logged.includes(test.identifier)) {
            violations.push(`${test.identifier}: ${test.status} without a log line saying why`);
          }
        }),
      );
    }
    results.push({
      name: 'every product on the export list is in the PIM, or waits with a reason',
      checked: listed.length,
      violations,
    });
  }

  {
    const violations: string[] = [];
    const marked = (await db('catalog.partner_products as p')
      .join('catalog.partners as r', 'r.id', 'p.partner_id')
      .whereNotNull('p.exported_at')
      .select('p.code', 'r.pim_supplier_code')) as { code: string; pim_supplier_code: string }[];
    for (const row of marked) {
      const identifier = `${row.pim_supplier_code}-${row.code}`;
      if (!pim.state.products.has(identifier))
        violations.push(`${identifier}: marked exported, not in the PIM`);
    }
    results.push({
      name: 'nothing marked exported that the PIM does not hold',
      checked: marked.length,
      violations,
    });
  }

  {
    const violations: string[] = [];
    const answered = expectations.saves.filter((save) => save.status === 200);
    // A category holds its last save: read back where that last save answered 200 (a save whose answer
    // was lost to a fault may or may not have been stored, so it leaves its category unchecked).
    const lastOfCategory = new Map<number, number>();
    for (const save of expectations.saves) {
      if (save.kind !== 'category') continue;
      if (save.status === 200) lastOfCategory.set(save.id, save.vatEt);
      else lastOfCategory.delete(save.id);
    }
    for (const save of answered) {
      if (save.kind === 'role') {
        const found = await db('identity.roles').where({ name: save.name }).first();
        if (!found) violations.push(`role "${save.name}" answered 200 and is not stored`);
      }
    }
    for (const [id, vatEt] of lastOfCategory) {
      const got = await api.until(() => api.get(`/api/partner-categories/${id}`));
      const stored = (got.body.data as { vatEt: number }).vatEt;
      if (stored !== vatEt)
        violations.push(`category ${id} saved with VAT ${vatEt} (200), reads back ${stored}`);
    }
    results.push({ name: 'every save that answered 200 reads back', checked: answered.length, violations });
  }

  {
    const violations: string[] = [];
    const failed = jobs.filter((job) => job.status === 'error');
    for (const job of failed) {
      const notice = await db('jobs.error_notices').where({ job_id: job.id }).first();
      if (!notice) violations.push(`job ${job.id} ended in error without a notice`);
    }
    results.push({
      name: 'every job that ended in error has its notice',
      checked: failed.length,
      violations,
    });
  }
  return results;
}
