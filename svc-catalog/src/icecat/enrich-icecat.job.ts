import { enrichIcecatJob } from '@feedhub/contracts';
import { setMaxListeners } from 'node:events';
import {
  IcecatJobParamsSchema,
  redactUrlCredentials,
  type IcecatLookupStatus,
  type JobLogInput,
} from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import { IcecatRequester, type IcecatKey, type IcecatLookup, type IcecatSheet } from '@feedhub/icecat';
import { type SettingsReader } from '@feedhub/service-kit';
import { JobFailure, type JobRun, defineJob } from '@feedhub/jobs';
import {
  icecatCandidates,
  partnersUsingIcecat,
  saveLookup,
  type IcecatCandidate,
} from './icecat-lookups.repo';
import { readIcecatSettings, type IcecatRunSettings } from './icecat-settings';

/** What the enrichment needs besides its run. */
export interface EnrichDeps {
  knex: Knex;
  settings: SettingsReader;
  /** The fetch Icecat is asked with (guardedFetch: FEED_ALLOWED_NETWORKS). */
  fetch: typeof fetch;
  /** First backoff of a retried look-up, and one look-up's timeout (ICECAT_RETRY_BASE_MS, ICECAT_TIMEOUT_MS). */
  backoffBaseMs: number;
  timeoutMs: number;
}

/** Products read per page of candidates. */
const PAGE = 200;
/**
 * Share of `icecat_requests_per_second` the look-ups start at. A server counting requests per sliding
 * second sees arrivals bunched by the network: at exactly its limit some would be answered 429, and a
 * 429's Retry-After holds every look-up (measured with the fake at 100/s: 66 % of the rate used, 138 × 429).
 */
const RATE_MARGIN = 0.95;

/** What a run counted (its last log line). */
interface EnrichCounts {
  found: number;
  notFound: number;
  restricted: number;
  failed: number;
}

/** A product's look-up as it is recorded. */
interface ProductLookup {
  status: IcecatLookupStatus;
  lookedUpBy: 'gtin' | 'brand' | null;
  sheets: IcecatSheet[];
  /** Why it failed (a failed look-up's log line). */
  why?: string;
}

/** The keys a product can be looked up by, in order: its EAN, then brand + manufacturer code. */
function keysOf(product: IcecatCandidate): { by: 'gtin' | 'brand'; key: IcecatKey }[] {
  const keys: { by: 'gtin' | 'brand'; key: IcecatKey }[] = [];
  const gtin = product.ean?.replace(/\s+/g, '') ?? '';
  if (/^\d{8,14}$/.test(gtin)) keys.push({ by: 'gtin', key: { gtin } });
  const brand = product.brand?.trim();
  const code = product.manufacturerCode?.trim();
  if (brand && code) keys.push({ by: 'brand', key: { brand, productCode: code } });
  return keys;
}

/**
 * Why a look-up that was not answered with a sheet failed, in a few words (a log parameter). A URL's
 * user name and password in it are masked (fetch names an icecat_url stored with them when it refuses it).
 */
export function failureOf(result: IcecatLookup): string {
  switch (result.kind) {
    case 'rate_limited':
      return 'HTTP 429';
    case 'unavailable':
      return result.status ? `HTTP ${result.status}` : redactUrlCredentials(result.message);
    case 'invalid':
      return redactUrlCredentials(result.message);
    default:
      return result.kind;
  }
}

/**
 * Looks a product up: by its first key that Icecat knows (EAN, else brand + manufacturer code) in the
 * first language, then the other languages by that key. Wrong credentials end the whole run.
 */
async function lookUp(
  requester: IcecatRequester,
  product: IcecatCandidate,
  languages: readonly string[],
  signal: AbortSignal,
): Promise<ProductLookup> {
  let lookedUpBy: ProductLookup['lookedUpBy'] = null;
  for (const { by, key } of keysOf(product)) {
    lookedUpBy = by;
    const { result } = await requester.lookup(key, { language: languages[0]!, signal });
    if (result.kind === 'unauthorized')
      throw new JobFailure('icecat_unauthorized', { message: redactUrlCredentials(result.message ?? '') });
    if (result.kind === 'not_found') continue;
    if (result.kind === 'restricted') return { status: 'restricted', lookedUpBy, sheets: [] };
    if (result.kind !== 'found') return { status: 'failed', lookedUpBy, sheets: [], why: failureOf(result) };
    const sheets = [result.sheet];
    for (const language of languages.slice(1)) {
      const other = await requester.lookup(key, { language, signal });
      if (other.result.kind === 'found') sheets.push(other.result.sheet);
    }
    return { status: 'found', lookedUpBy, sheets };
  }
  return { status: 'not_found', lookedUpBy, sheets: [] };
}

/**
 * enrichIcecat (a system job, queue low; docs/icecat.md): looks up on Icecat every product of the
 * partner the export sends whose category mapping has useIcecat — never looked up, looked up more
 * than `icecat_refresh_days` ago, or whose last look-up failed; every one with `force` (a user's
 * refresh) — and records the sheets found per language. Look-ups run a few at a time under the
 * `icecat_requests_per_second` cap, 429 and 5xx retried with backoff. The log counts found, not
 * found, restricted (Full Icecat only) and failed; a failed product is named with why.
 */
export function enrichIcecat(deps: EnrichDeps) {
  return defineJob(enrichIcecatJob, async (run, jobParams) => {
    // The partner is the job's own; a job queued with it in its params (as the refresh route does) works too.
    const params = IcecatJobParamsSchema.parse({ partnerId: run.job.partnerId, ...jobParams });
    const icecat = await openIcecat(deps, run);
    if (!icecat) throw new JobFailure('icecat_not_configured');
    const counts = await enrichPartner(deps, run, icecat, params);
    run.log({ type: 'info', key: 'icecat_enriched', params: { ...counts } });
  });
}

/** A run's Icecat settings and the requester they make (one rate cap for all its look-ups). */
interface IcecatSession {
  settings: IcecatRunSettings;
  requester: IcecatRequester;
}

/** Reads the settings once for a run; null when Icecat is not set up. */
async function openIcecat(deps: EnrichDeps, run: Pick<JobRun, 'log'>): Promise<IcecatSession | null> {
  const settings = await readIcecatSettings(deps.settings, deps.knex);
  if (!settings.config) return null;
  const requester = new IcecatRequester({
    config: settings.config,
    requestsPerSecond: settings.requestsPerSecond * RATE_MARGIN,
    fetch: deps.fetch,
    backoffBaseMs: deps.backoffBaseMs,
    timeoutMs: deps.timeoutMs,
    onRetry: (retry) =>
      run.log({
        type: 'warning',
        key: 'icecat_retried',
        params: {
          why: retry.outcome === 'rate_limited' ? 'HTTP 429' : 'unavailable',
          seconds: Math.ceil(retry.waitMs / 1000),
        },
      }),
  });
  return { settings, requester };
}

/** The look-ups of one partner's products (also what an export runs first: `force` false). */
async function enrichPartner(
  deps: EnrichDeps,
  run: Pick<JobRun, 'checkpoint' | 'log' | 'progress' | 'signal' | 'transaction'>,
  { settings, requester }: IcecatSession,
  params: { partnerId: number; force: boolean },
): Promise<EnrichCounts> {
  // Enough look-ups in flight to use the allowed rate when Icecat answers slowly (a second or two).
  const inFlight = Math.min(32, Math.max(2, settings.requestsPerSecond * 2));
  // Each look-up in flight listens to the run's stop signal (its timeout and its waits).
  setMaxListeners(inFlight * 4 + 10, run.signal);
  const staleBefore = new Date(Date.now() - settings.refreshDays * 86_400_000);
  const counts: EnrichCounts = { found: 0, notFound: 0, restricted: 0, failed: 0 };
  let afterId = 0;
  for (;;) {
    await run.checkpoint();
    const page = await icecatCandidates(deps.knex, {
      partnerId: params.partnerId,
      afterId,
      limit: PAGE,
      staleBefore,
      force: params.force,
    });
    if (!page.length) break;
    afterId = page.at(-1)!.id;
    let next = 0;
    const worker = async () => {
      while (next < page.length) {
        const product = page[next++]!;
        const lookup = await lookUp(requester, product, settings.languages, run.signal);
        await run.transaction((trx) =>
          saveLookup(trx, params.partnerId, {
            productId: product.id,
            status: lookup.status,
            lookedUpBy: lookup.lookedUpBy,
            icecatId: lookup.sheets[0]?.icecatId ?? null,
            sheets: lookup.sheets,
          }),
        );
        if (lookup.status === 'found') counts.found++;
        else if (lookup.status === 'not_found') counts.notFound++;
        else if (lookup.status === 'restricted') counts.restricted++;
        else {
          counts.failed++;
          run.log({
            type: 'warning',
            key: 'icecat_lookup_failed',
            params: { id: product.id, why: lookup.why ?? '' },
          });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(inFlight, page.length) }, worker));
    run.progress({ read: counts.found + counts.notFound + counts.restricted + counts.failed });
  }
  return counts;
}

/**
 * What an export runs before it sends: the look-ups its products still lack (never looked up, stale,
 * or failed), partner by partner, so a new product reaches the PIM with its Icecat data. Icecat not
 * set up: nothing. Wrong credentials: a warning line, and the export goes on without new sheets.
 */
export async function enrichBeforeExport(
  deps: EnrichDeps,
  run: Pick<JobRun, 'checkpoint' | 'log' | 'signal' | 'transaction'>,
): Promise<void> {
  const partners = await partnersUsingIcecat(deps.knex);
  if (!partners.length) return;
  const icecat = await openIcecat(deps, run);
  if (!icecat) return;
  // The export's own counters are not an enrichment's.
  const quiet = {
    checkpoint: () => run.checkpoint(),
    log: (line: JobLogInput) => run.log(line),
    signal: run.signal,
    transaction: run.transaction,
    progress: () => undefined,
  };
  for (const partnerId of partners) {
    try {
      const counts = await enrichPartner(deps, quiet, icecat, { partnerId, force: false });
      if (counts.found + counts.notFound + counts.restricted + counts.failed > 0)
        run.log({ type: 'info', key: 'icecat_enriched', params: { ...counts } });
    } catch (error) {
      if (!(error instanceof JobFailure)) throw error;
      run.log({ type: 'warning', key: error.key, params: error.params });
      return;
    }
  }
}
