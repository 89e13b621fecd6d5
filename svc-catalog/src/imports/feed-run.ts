import type { Readable } from 'node:stream';
import { MAX_SKIPPED_LOG_LINES, type JobProgress } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import type { PimAdapter } from '@feedhub/pim';
import {
  openFeedSource,
  readFeedBatches,
  type DownloadPace,
  type FeedRecord,
  type FeedWarning,
} from '@feedhub/feeds';
import { JobFailure, type JobRun } from '@feedhub/jobs';
import type { CatalogConfig } from '../config';
import { feedSourceOptions, resolveFeedLocation } from '../feeds/feed-source';
import type { Partner } from '../partners/partners.model';
import { findPartner } from '../partners/partners.repo';
import { DEFAULT_PACE, paceOptions } from './download-pace';

/** What an import method needs besides its run. */
export interface ImportDeps {
  knex: Knex;
  /** FEED_THREAD_PRESTART: a run's feed thread ends with a spare one started for the next (default: none). */
  config: Pick<CatalogConfig, 'FEED_ALLOWED_NETWORKS'> & Partial<Pick<CatalogConfig, 'FEED_THREAD_PRESTART'>>;
  /** The PIM syncPim reads and the export writes to, as the settings choose it at the run's start (default: the embedded PIM's reference data). */
  pim?: () => Promise<PimAdapter>;
  /**
   * The rate floor and the ceiling a run's download keeps to, read at its start (the workers read the
   * settings feed_min_rate, feed_rate_window, feed_max_seconds; default: their seeded values).
   */
  pace?: () => Promise<DownloadPace>;
}

/** The pace of this run's download. */
export async function runPace(deps: ImportDeps): Promise<DownloadPace> {
  return deps.pace ? deps.pace() : DEFAULT_PACE;
}

/** Feed warnings whose record was left out (the others only drop or fix one value). */
const SKIPPING_WARNINGS = new Set([
  'feed_missing_code',
  'feed_value_too_long',
  'feed_duplicate_code',
  'feed_csv_columns',
  'feed_csv_quotes',
  'feed_json_line',
]);

/** The partner a job imports for; a deleted partner ends the job in error. */
export async function loadPartner(knex: Knex, partnerId: number | null): Promise<Partner> {
  // A partner method on a job without a partner cannot happen through the mechanism; refused all the same.
  const partner = partnerId === null ? undefined : await findPartner(knex, partnerId);
  if (!partner) throw new JobFailure('import_partner_not_found', { id: partnerId ?? '–' });
  return partner;
}

/**
 * Counters and log lines of one import: warnings go to the job log up to MAX_SKIPPED_LOG_LINES,
 * the rest are counted in one closing line; counters go with the next report.
 */
export class ImportReport {
  readonly counts: JobProgress = {
    read: 0,
    new: 0,
    changed: 0,
    unchanged: 0,
    skipped: 0,
    bytesRead: 0,
    bytesTotal: null,
  };
  private logged = 0;
  private unlogged = 0;
  /** Products the finish zeroed (they left the feed). */
  private missing = 0;
  private readonly startedAt = Date.now();

  constructor(private readonly run: JobRun) {}

  /** A warning of the feed or the mapper. */
  warning(warning: FeedWarning, skipping = SKIPPING_WARNINGS.has(warning.key)): void {
    if (skipping) this.counts.skipped += 1;
    if (this.logged >= MAX_SKIPPED_LOG_LINES) {
      this.unlogged += 1;
      return;
    }
    this.logged += 1;
    this.run.log({
      type: 'warning',
      key: warning.key,
      params: warning.params,
      position: warning.position,
      ...(warning.field ? { field: warning.field.slice(0, 100) } : {}),
    });
  }

  /** Whether the run wrote any product: one added, changed or zeroed (once it finished). */
  wroteProducts(): boolean {
    return this.counts.new + this.counts.changed + this.missing > 0;
  }

  /** Sends the counters with the next report. */
  publish(): void {
    this.run.progress({ ...this.counts });
  }

  /** The closing lines: the warnings not logged, what the run did, and the products zeroed (when it zeroes). */
  finish(missing?: number): void {
    this.missing = missing ?? 0;
    if (this.unlogged)
      this.run.log({ type: 'info', key: 'import_more_skipped', params: { count: this.unlogged } });
    const { read, new: added, changed, unchanged, skipped } = this.counts;
    this.run.log({
      type: 'info',
      key: 'import_finished',
      params: {
        read,
        new: added,
        changed,
        unchanged,
        skipped,
        seconds: Math.round((Date.now() - this.startedAt) / 100) / 10,
      },
    });
    if (missing !== undefined)
      this.run.log({ type: 'info', key: 'import_missing_zeroed', params: { count: missing } });
    this.publish();
  }
}

/** Where a job reads its feed: the task's own `url` param when it has one, else the partner's. */
function feedUrl(run: JobRun, partner: Partner): string {
  const own = run.job.params.url;
  if (typeof own === 'string' && own.trim()) return own.trim();
  const url = partner.params.url;
  return typeof url === 'string' ? url : '';
}

/** Where and how a run reads its partner's feed. */
export interface FeedAccess {
  location: string;
  allowFiles: boolean;
  user: string | null;
  password: string | null;
}

/** The run's feed (the task's url or the partner's); logs `import_started` with it. */
export function openRunFeed(run: JobRun, partner: Partner): FeedAccess {
  const { location, allowFiles } = resolveFeedLocation(feedUrl(run, partner));
  run.log({
    type: 'info',
    key: 'import_started',
    params: { method: run.job.methodName, source: describe(location, allowFiles) },
  });
  return {
    location,
    allowFiles,
    user: typeof partner.params.user === 'string' ? partner.params.user : null,
    password: typeof partner.params.password === 'string' ? partner.params.password : null,
  };
}

/**
 * Reads the partner's feed as batches of records (never the whole feed): stops at the next batch
 * when the run must stop (checkpoint), counts read records and bytes, reports warnings. Ends
 * normally only when the feed was read to its end; a feed that breaks part-way throws its FeedError.
 */
export async function* feedBatches(
  run: JobRun,
  deps: ImportDeps,
  partner: Partner,
  report: ImportReport,
): AsyncGenerator<FeedRecord[]> {
  const pace = await runPace(deps);
  const { location, allowFiles, user, password } = openRunFeed(run, partner);
  const source = await openFeedSource(
    location,
    { user, password },
    { ...feedSourceOptions(deps.config), ...paceOptions(pace), allowFiles, signal: run.signal },
  );
  // The feed's size when known in advance: the desktop shows bytesRead / bytesTotal as a percentage.
  report.counts.bytesTotal = source.size();
  try {
    for await (const batch of readFeedBatches(source.stream, partner.className, partner.params, {
      signal: run.signal,
    })) {
      await run.checkpoint();
      const records: FeedRecord[] = [];
      for (const event of batch) {
        if (event.type === 'record') records.push(event.record);
        else report.warning(event.warning);
      }
      report.counts.read += records.length;
      report.counts.bytesRead = source.bytesRead();
      // A body found to be gzip (magic bytes) has no known size after all.
      report.counts.bytesTotal = source.size();
      yield records;
    }
    await run.checkpoint();
  } finally {
    (source.stream as Partial<Pick<Readable, 'destroy'>>).destroy?.();
  }
}

/** The feed as the log shows it: a URL without credentials, or the demo file's name. */
function describe(location: string, isFile: boolean): string {
  if (isFile) return location.split(/[\\/]/).at(-1) ?? location;
  try {
    const url = new URL(location);
    url.username = '';
    url.password = '';
    return url.href;
  } catch {
    return location.slice(0, 200);
  }
}
