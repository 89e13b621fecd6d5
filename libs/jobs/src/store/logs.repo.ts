import { MAX_SKIPPED_LOG_LINES } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import { JobLog } from './models';
import { JOBS, LOGS, type LogLine } from './tables';

/**
 * Appends log lines. Warning lines (skipped records) are kept up to MAX_SKIPPED_LOG_LINES per job;
 * the rest are only counted on the job (one closing line says how many). Answers how many were only counted.
 */
export async function appendLines(trx: Knex, jobId: number, lines: readonly LogLine[]): Promise<number> {
  if (!lines.length) return 0;
  let omitted = 0;
  let kept = lines;
  if (lines.some((l) => l.type === 'warning')) {
    const stored = (await trx(LOGS).where({ job_id: jobId, type: 'warning' }).count({ n: '*' }).first()) as
      { n: number | string } | undefined;
    let room = MAX_SKIPPED_LOG_LINES - Number(stored?.n ?? 0);
    kept = lines.filter((l) => {
      if (l.type !== 'warning') return true;
      if (room > 0) {
        room -= 1;
        return true;
      }
      omitted += 1;
      return false;
    });
    if (omitted) await trx(JOBS).where('id', jobId).increment('omitted_warnings', omitted);
  }
  const rows = kept.map((l) => ({
    job_id: jobId,
    type: l.type,
    key: l.key,
    params: JSON.stringify(l.params),
    position: l.position ? JSON.stringify(l.position) : null,
    field: l.field ?? null,
    ...(l.at ? { created_at: l.at } : {}),
  }));
  for (let i = 0; i < rows.length; i += 500) await trx(LOGS).insert(rows.slice(i, i + 500));
  return omitted;
}

/** The last `limit` log lines of a job, in order. */
export async function logOf(trx: Knex, jobId: number, limit: number): Promise<JobLog[]> {
  const rows = await JobLog.query(trx).where('job_id', jobId).orderBy('id', 'desc').limit(limit);
  return rows.reverse();
}

/** How many log lines a job has. */
export async function countLog(trx: Knex, jobId: number): Promise<number> {
  const row = (await trx(LOGS).where('job_id', jobId).count({ n: '*' }).first()) as
    { n: number | string } | undefined;
  return Number(row?.n ?? 0);
}
