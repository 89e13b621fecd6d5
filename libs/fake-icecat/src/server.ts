import type { AddressInfo } from 'node:net';
import Router, { type RouterMiddleware } from '@koa/router';
import Koa from 'koa';
import { ICECAT_ERRORS, type IcecatError } from './errors';
import { IcecatFaults } from './faults';
import { IcecatRequestLog, type FakeOutcome } from './request-log';
import { SheetStore } from './sheets';

/** Options of `startFakeIcecat`. */
export interface FakeIcecatOptions {
  /** The accepted UserName (default "feedhub"). */
  username?: string;
  /** Accepted Api-Token values: Full Icecat access (default ["full-icecat-token"]). */
  apiTokens?: string[];
}

/** A running fake Icecat live JSON API. */
export interface FakeIcecat {
  /** Base URL, e.g. http://127.0.0.1:40123; the API is at `${url}/api`. */
  url: string;
  /** Its products. */
  sheets: SheetStore;
  /** Fault settings and rules. */
  faults: IcecatFaults;
  /** Request log and counters. */
  requests: IcecatRequestLog;
  /** Stops the server and drops open connections. */
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const LANGUAGE = /^[a-z]{2}([_-][a-z]{2})?$/i;

interface Answer {
  status: number;
  body: unknown;
  outcome: FakeOutcome;
  headers?: Record<string, string>;
}

const failure = (e: IcecatError, outcome: FakeOutcome): Answer => ({
  status: e.status,
  body: e.body,
  outcome,
});

/** Answers one `GET /api` like the live API: parameters, user and token, then the product. */
function answerLookup(
  ctx: Koa.Context,
  sheets: SheetStore,
  username: string,
  apiTokens: ReadonlySet<string>,
): Answer {
  const q = (name: string) => {
    const value = ctx.query[name];
    return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
  };
  const user = q('UserName');
  const language = q('Language');
  if (!user || !language) return failure(ICECAT_ERRORS.missingParams(), 'bad_request');
  if (!LANGUAGE.test(language)) return failure(ICECAT_ERRORS.unknownLanguage(), 'bad_request');
  if (user !== username) return failure(ICECAT_ERRORS.unknownUser(user), 'unauthorized');
  const token = ctx.get('api-token');
  if (token && !apiTokens.has(token)) return failure(ICECAT_ERRORS.unknownToken(), 'unauthorized');
  const gtin = q('GTIN');
  const brand = q('Brand');
  const code = q('ProductCode');
  if (!gtin && !(brand && code)) return failure(ICECAT_ERRORS.badIdentifier(), 'bad_request');
  const stored = gtin ? sheets.byGtinCode(gtin) : sheets.byBrand(brand ?? '', code ?? '');
  if (!stored) return failure(ICECAT_ERRORS.notFound(), 'not_found');
  if (stored.fullOnly && !token) return failure(ICECAT_ERRORS.fullOnly(), 'restricted');
  return { status: 200, body: stored.answer, outcome: 'found' };
}

/** Faults first (rate window, queued 429s and 5xx), then latency, then the lookup. */
function handler(
  fake: Omit<FakeIcecat, 'url' | 'close'>,
  options: Required<FakeIcecatOptions>,
): RouterMiddleware {
  const arrivals: number[] = [];
  const tokens = new Set(options.apiTokens);
  return async (ctx) => {
    const at = Date.now();
    while (arrivals.length && arrivals[0] <= at - 1000) arrivals.shift();
    arrivals.push(at);
    const { faults } = fake;
    let answer: Answer;
    const overRate = faults.requestsPerSecond !== null && arrivals.length > faults.requestsPerSecond;
    // A request the rate cap refuses does not use up a queued fault.
    const tooMany = overRate ? undefined : faults.takeTooMany();
    const serverError = overRate || tooMany ? undefined : faults.takeServerError();
    if (overRate)
      answer = {
        status: 429,
        body: { Code: 429, Message: `Too many requests (max ${faults.requestsPerSecond}/s)` },
        outcome: 'rate_limited',
        headers: { 'Retry-After': '1' },
      };
    else if (tooMany)
      answer = {
        status: 429,
        body: { Code: 429, Message: 'Too many requests' },
        outcome: 'rate_limited',
        headers:
          tooMany.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(tooMany.retryAfterSeconds) },
      };
    else if (serverError)
      // A 5xx usually comes from a proxy in front: HTML, not Icecat's JSON.
      answer = {
        status: serverError.status,
        body: `<html><body><h1>${serverError.status} Service Unavailable</h1></body></html>`,
        outcome: 'server_error',
      };
    else answer = answerLookup(ctx, fake.sheets, options.username, tokens);
    if (faults.latencyMs > 0) await sleep(faults.latencyMs);
    ctx.status = answer.status;
    for (const [name, value] of Object.entries(answer.headers ?? {})) ctx.set(name, value);
    ctx.body = answer.body;
    if (typeof answer.body === 'string') ctx.type = 'text/html';
    fake.requests.add({
      query: Object.fromEntries(
        Object.entries(ctx.query).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : (v ?? '')]),
      ),
      apiToken: ctx.get('api-token') !== '',
      contentToken: ctx.get('content-token') !== '',
      status: answer.status,
      outcome: answer.outcome,
      at,
      durationMs: Date.now() - at,
    });
  };
}

/** Starts a fake Icecat live JSON API on 127.0.0.1 (random port), empty until `sheets.add(...)`. */
export async function startFakeIcecat(options: FakeIcecatOptions = {}): Promise<FakeIcecat> {
  const settings: Required<FakeIcecatOptions> = {
    username: options.username ?? 'feedhub',
    apiTokens: options.apiTokens ?? ['full-icecat-token'],
  };
  const state = { sheets: new SheetStore(), faults: new IcecatFaults(), requests: new IcecatRequestLog() };
  const router = new Router();
  const lookup = handler(state, settings);
  // Public samples call both /api and /api/.
  router.get('/api', lookup);
  router.get('/api/', lookup);
  const app = new Koa();
  app.use(router.routes());
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    ...state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
