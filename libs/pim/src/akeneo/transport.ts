import type { PimConnectionError } from '../errors';
import { Failures, UnreadableAnswer, describeNetworkCode, networkCode, pimMessage } from './failures';
import { sleep, type Limiter } from './limiter';
import type { AkeneoSettings, AkeneoStats } from './options';

/** An HTTP answer, body read whole (or up to a cut, when the call accepts partial bodies). */
export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The connection broke while the body was read (only with `partial`). */
  cut: boolean;
}

/** One logical call: sent, and sent again on network errors, 408/429/5xx and unreadable answers. */
export interface CallSpec<T> {
  method: 'GET' | 'POST' | 'PATCH';
  url: string;
  body?: string;
  /** Headers of each attempt, asked for before the attempt waits for a slot (a token call needs one itself). */
  headers: () => Promise<Record<string, string>> | Record<string, string>;
  /** Keep what arrived when the connection breaks mid-body (a PATCH-list's answered lines count). */
  partial?: boolean;
  /** Reads a non-retryable answer; throws UnreadableAnswer to retry, anything else to stop. */
  read(answer: Answer): T;
}

/** Sends calls under the limiter with Akeneo's retry advice (PIM.md §1.6). */
export interface Transport {
  send<T>(spec: CallSpec<T>, signal?: AbortSignal): Promise<T>;
  /** Waits the backoff of retry number `attempt` (1 = first retry). */
  backoff(attempt: number, signal?: AbortSignal): Promise<void>;
  readonly failures: Failures;
  /** Host (and port) of the PIM, for messages. */
  readonly host: string;
}

/** `refused`: the guarded client would not connect (a refused address or redirect): no retry can help. */
type Outcome = Answer | { status: 'network'; code: string; refused: boolean };

/** Whether a failed fetch was the guarded client's refusal (it marks its errors `refused: true`). */
const isRefusal = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { refused?: unknown }).refused === true;

const RETRY_STATUSES = new Set([408, 429]);
const isRetryStatus = (status: number) => RETRY_STATUSES.has(status) || status >= 500;
/** Longest wait a Retry-After may ask for: past this the export is better off failing and running later. */
const MAX_RETRY_AFTER_MS = 60_000;

/** Retry-After in ms when it is a number of seconds (Akeneo's form; PR #927 made it optional). */
function retryAfterMs(headers: Headers): number | undefined {
  const value = headers.get('retry-after');
  if (value === null || !/^\d+(\.\d+)?$/.test(value.trim())) return undefined;
  return Math.min(Number(value) * 1000, MAX_RETRY_AFTER_MS);
}

/** Reads a body chunk by chunk, so a PATCH-list answer cut by a reset still yields its answered lines. */
async function readBody(response: Response, partial: boolean): Promise<{ text: string; cut: boolean }> {
  if (!response.body) return { text: '', cut: false };
  const decoder = new TextDecoder();
  const parts: string[] = [];
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(decoder.decode(value, { stream: true }));
    }
    parts.push(decoder.decode());
    return { text: parts.join(''), cut: false };
  } catch (error) {
    if (!partial) throw error;
    return { text: parts.join(''), cut: true };
  }
}

/** The transport of one adapter instance. */
export function createTransport(
  settings: AkeneoSettings,
  limiter: Limiter,
  stats: AkeneoStats,
  failures: Failures,
): Transport {
  const fetchImpl = settings.fetch ?? fetch;
  const host = new URL(settings.url).host;

  /** One attempt: the answer, or the network error's code; the caller's abort is rethrown as is. */
  async function once(
    spec: CallSpec<unknown>,
    headers: Record<string, string>,
    signal?: AbortSignal,
  ): Promise<Outcome> {
    const timeout = AbortSignal.timeout(settings.timeoutMs);
    const both = signal ? AbortSignal.any([signal, timeout]) : timeout;
    stats.requests += 1;
    try {
      const response = await fetchImpl(spec.url, {
        method: spec.method,
        headers,
        body: spec.body,
        signal: both,
      });
      const body = await readBody(response, spec.partial === true && response.ok);
      return { status: response.status, headers: response.headers, ...body };
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      return {
        status: 'network',
        code: timeout.aborted ? 'ETIMEDOUT' : networkCode(error),
        refused: isRefusal(error),
      };
    }
  }

  const backoff = (attempt: number, signal?: AbortSignal) => {
    // Exponential with "equal jitter": half fixed, half random, so parallel batches spread out.
    const exp = settings.backoffBaseMs * 2 ** (attempt - 1);
    return sleep(Math.min(exp, 60_000) * (0.5 + Math.random() / 2), signal);
  };

  async function send<T>(spec: CallSpec<T>, signal?: AbortSignal): Promise<T> {
    const path = new URL(spec.url).pathname;
    for (let attempt = 1; ; attempt += 1) {
      await settings.beforeSend?.();
      const headers = await spec.headers();
      const outcome = await limiter.run(() => once(spec, headers, signal), signal);
      let why: string;
      let error: () => PimConnectionError;
      let wait: number | undefined;
      if (outcome.status === 'network') {
        const code = outcome.code;
        why = code;
        error = () =>
          failures.error(
            'unreachable',
            `Could not reach the PIM at ${host}: ${describeNetworkCode(code)}, ${attempt} attempt(s) of ${spec.method} ${path}`,
          );
      } else if (isRetryStatus(outcome.status)) {
        const { status, text } = outcome;
        why = String(status);
        wait = status === 429 ? retryAfterMs(outcome.headers) : undefined;
        error = () =>
          failures.error(
            'server',
            `The PIM at ${host} answered ${status} to ${spec.method} ${path} ${attempt} time(s): ${pimMessage(text)}`,
          );
      } else {
        try {
          return spec.read(outcome);
        } catch (thrown) {
          if (!(thrown instanceof UnreadableAnswer)) throw thrown;
          why = thrown.why;
          error = () =>
            failures.error(
              'server',
              `The PIM at ${host} gave an unreadable answer to ${spec.method} ${path} ${attempt} time(s): ${thrown.why}`,
            );
        }
      }
      const final = outcome.status === 'network' && outcome.refused;
      if (final || attempt >= settings.maxAttempts) throw error();
      stats.retries += 1;
      settings.log?.warn({ method: spec.method, path, attempt, why, retryAfterMs: wait }, 'PIM call retried');
      settings.onEvent?.({ kind: 'retried', method: spec.method, path, attempt, why, retryAfterMs: wait });
      if (wait !== undefined) await sleep(wait, signal);
      else await backoff(attempt, signal);
    }
  }

  return { send, backoff, failures, host };
}
