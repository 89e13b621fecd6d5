import { exportProductsJob, type JobLogInput, type PimProduct } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import {
  PimConnectionError,
  payloadHash,
  type AkeneoEvent,
  type PimAdapter,
  type PimLineResult,
} from '@feedhub/pim';
import { type SettingsReader } from '@feedhub/service-kit';
import { defineJob, JobFailure, JobStopped } from '@feedhub/jobs';
import { enrichBeforeExport, type EnrichDeps } from '../icecat/enrich-icecat.job';
import type { PimObservers } from '../pim/configured-pim';
import { loadPimStructure } from '../pim/pim-structure';
import { exportCandidates, markExported } from './export-candidates.repo';
import { ExportSources, type ExportProductRow } from './export-sources';
import { ExportWarnings } from './export-warnings';

/** What the export job needs besides its run. */
export interface ExportDeps {
  knex: Knex;
  /** The PIM the settings choose, made at the run's start; what the adapter does on its own is told to `onEvent`. */
  pim: (observers: Pick<PimObservers, 'onEvent' | 'beforeSend'>) => Promise<PimAdapter>;
  settings: SettingsReader;
  /** Icecat's look-ups an export runs first (enrich-icecat.job.ts): how Icecat is asked. */
  icecat: Pick<EnrichDeps, 'fetch' | 'backoffBaseMs' | 'timeoutMs'>;
}

/** Batches sent at once (Akeneo's fair use: 4 calls in flight per connection; the adapter caps it too). */
const BATCHES_IN_FLIGHT = 4;
/** Most products per request (Akeneo's PATCH-list maximum). */
const MAX_BATCH = 100;

interface Counters {
  sent: number;
  created: number;
  updated: number;
  refused: number;
  skipped: number;
}

interface Pending {
  row: ExportProductRow;
  product: PimProduct;
  hash: string;
}

/** A refused line's reason: the PIM's message and its field errors, as one text. */
function refusal(result: PimLineResult): string {
  const errors = (result.errors ?? []).map(
    (e) => [e.attribute ?? e.property, e.locale, e.scope].filter(Boolean).join('/') + `: ${e.message}`,
  );
  return [result.message ?? `HTTP ${result.status}`, ...errors].join(' — ').slice(0, 1_000);
}

/** A job log line of what the Akeneo adapter did on its own: why a run took longer, and that nothing was lost. */
function eventLine(event: AkeneoEvent): JobLogInput {
  switch (event.kind) {
    case 'retried':
      return {
        type: 'warning',
        key: 'export_pim_retried',
        params: { method: event.method, path: event.path, why: event.why, next: event.attempt + 1 },
      };
    case 'split':
      return { type: 'warning', key: 'export_pim_split', params: { lines: event.lines, why: event.why } };
    case 'resent':
      return {
        type: 'warning',
        key: 'export_pim_resent',
        params: { sent: event.sent, answered: event.sent - event.missing, missing: event.missing },
      };
    case 'token-refresh-refused':
      return { type: 'warning', key: 'export_pim_token_refresh_refused', params: {} };
  }
}

/**
 * exportProducts (queue medium; SPEC §7 Export, DESIGN §5): sends every product of the export list
 * (and of exportAll categories) whose payload differs from the one the PIM last accepted, in batches
 * of `export_batch_size` (≤ 100), four at a time. Per line: 201/204 store the payload's hash and
 * exportedAt; a refusal is an error line naming the product and the PIM's message. Products of
 * unmapped categories are counted per category (one warning each), products lacking what the PIM
 * requires and values left out per cause (one warning each, with examples; the values of unchanged
 * products are not logged again); unchanged ones are not sent. A
 * PIM that cannot be reached or refuses the credentials ends the job in error (a notice says what to
 * fix); what was accepted until then stays recorded. A delete stops it between batches.
 */
export function exportProducts(deps: ExportDeps) {
  return defineJob(exportProductsJob, async (run) => {
    const { values } = await deps.settings.read(['currency', 'export_batch_size', 'vat_percent']);
    const batchSize = Math.min(MAX_BATCH, Math.max(1, Number(values.export_batch_size) || MAX_BATCH));
    const pim = await deps.pim({
      onEvent: (event) => run.log(eventLine(event)),
      // Every request to Akeneo, retries and re-sends included, holds the fence: a run that lost it sends nothing more.
      beforeSend: () => run.checkFence(),
    });
    const structure = await loadPimStructure(deps.knex);
    const sources = new ExportSources(deps.knex, structure, {
      currency: values.currency ?? 'EUR',
      vatPercent: values.vat_percent,
    });
    run.log({ type: 'info', key: `export_started_${pim.kind}`, params: {} });
    await enrichBeforeExport({ knex: deps.knex, settings: deps.settings, ...deps.icecat }, run);

    const counters: Counters = { sent: 0, created: 0, updated: 0, refused: 0, skipped: 0 };
    const unmapped = new Map<string, number>();
    // One log line per cause and run (export-warnings.ts), not one per product.
    const notSent = new ExportWarnings();
    const leftOut = new ExportWarnings();
    // Two kinds of work under way: requests the PIM has not answered yet (at most BATCHES_IN_FLIGHT),
    // and answers being recorded (the exported marks). A request's slot is free as soon as the PIM
    // answers, so the database write of one batch never keeps the PIM waiting for the next.
    const requests = new Set<Promise<void>>();
    const recordings = new Set<Promise<void>>();
    let failure: unknown = null;
    const track = (set: Set<Promise<void>>, work: Promise<void>) => {
      const task: Promise<void> = work
        .catch((err: unknown) => {
          failure ??= err;
        })
        .finally(() => set.delete(task));
      set.add(task);
    };

    const record = async (batch: Pending[], results: readonly PimLineResult[]) => {
      const accepted: { id: number; hash: string }[] = [];
      results.forEach((result, index) => {
        const item = batch[index]!;
        if (result.status === 201 || result.status === 204) {
          accepted.push({ id: item.row.id, hash: item.hash });
          if (result.status === 201) counters.created++;
          else counters.updated++;
        } else {
          counters.refused++;
          run.log({
            type: 'error',
            key: 'export_product_refused',
            params: { product: item.product.identifier, status: result.status, message: refusal(result) },
          });
        }
      });
      await run.transaction(async (trx) => {
        // Not waited for on disk (a mark lost in a crash only sends that product again), so the
        // recordings, which take the fence in turn until their commit, do not queue behind fsyncs.
        await trx.raw('set local synchronous_commit = off');
        await markExported(trx, accepted);
      });
      run.progress({ ...counters });
    };
    const send = async (batch: Pending[]) => {
      const results = await pim.upsertProducts(
        batch.map((item) => item.product),
        run.signal,
      );
      track(recordings, record(batch, results));
    };
    // Waits for a free slot with the batch already built, so an answered request is followed by the
    // next one at once; the next batch is then built while this one is in flight.
    const dispatch = async (batch: Pending[]) => {
      while (requests.size >= BATCHES_IN_FLIGHT || recordings.size >= 2 * BATCHES_IN_FLIGHT)
        await Promise.race([...requests, ...recordings]);
      if (failure) throw failure;
      // Nothing more reaches the PIM from a run that lost its fence (a worker paused past its lease).
      await run.checkFence();
      counters.sent += batch.length;
      track(requests, send(batch));
      await run.checkpoint();
    };
    const settle = async () => {
      // A request answered while we wait adds its recording: wait until both sets are empty.
      while (requests.size || recordings.size) await Promise.allSettled([...requests, ...recordings]);
    };

    /** A page of candidates with its partners and categories loaded; a failed read is kept for its await. */
    const readPage = (after: number): Promise<ExportProductRow[]> => {
      const page = exportCandidates(deps.knex, after).then(async (rows) => {
        await sources.prepare(rows);
        return rows;
      });
      page.catch(() => undefined); // awaited by the loop unless the run has already ended
      return page;
    };

    try {
      let batch: Pending[] = [];
      // The next page is read while this one is built and sent, so the PIM never waits for the database.
      let nextPage = readPage(0);
      for (;;) {
        const rows = await nextPage;
        if (!rows.length) break;
        nextPage = readPage(rows[rows.length - 1]!.id);
        for (const row of rows) {
          const { build, categoryName } = sources.buildPrepared(row);
          if (!build.sendable) {
            counters.skipped++;
            if (build.reason.key === 'export_category_unmapped') {
              const name = categoryName ?? '—';
              unmapped.set(name, (unmapped.get(name) ?? 0) + 1);
            } else notSent.add(build.reason, build.identifier);
            continue;
          }
          const hash = payloadHash(build.product);
          if (hash === row.exportHash) {
            counters.skipped++;
            continue;
          }
          // Only for a product sent: an unchanged one's left-out values were logged when it was sent.
          for (const warning of build.warnings) leftOut.add(warning, build.product.identifier);
          batch.push({ row, product: build.product, hash });
          if (batch.length >= batchSize) {
            await dispatch(batch);
            batch = [];
          }
        }
        run.progress({ ...counters });
        await run.checkpoint();
      }
      if (batch.length) await dispatch(batch);
      await settle();
      if (failure) throw failure;
    } catch (err) {
      // Let the batches under way record what the PIM accepted before the run ends.
      await settle();
      if (err instanceof JobStopped) throw err;
      if (err instanceof PimConnectionError)
        throw new JobFailure(`export_pim_${err.kind}`, { detail: err.detail.slice(0, 500) });
      throw err;
    } finally {
      for (const [category, count] of unmapped)
        run.log({ type: 'warning', key: 'export_category_skipped', params: { category, count } });
      for (const line of [...notSent.lines(), ...leftOut.lines()]) run.log(line);
      run.progress({ ...counters });
    }
    run.log({ type: 'info', key: 'export_finished', params: { ...counters } });
  });
}
