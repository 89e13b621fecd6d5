import { setMaxListeners } from 'node:events';
import { z } from 'zod';
import type { PimProduct } from '@feedhub/contracts';
import type { PimLineError, PimLineResult } from '../adapter';
import { UnreadableAnswer, pimMessage } from './failures';
import { bodyOf, chunk, toLines, type Line } from './batches';
import type { AkeneoClient } from './client';
import type { AkeneoSettings, AkeneoStats } from './options';
import type { Answer } from './transport';

/** Akeneo's PATCH-list content type (PIM.md §1.5); another one gets 415. */
export const COLLECTION_TYPE = 'application/vnd.akeneo.collection+json';

/** One line of a PATCH-list answer. */
const ResultLineSchema = z.object({
  line: z.number().int(),
  identifier: z.string().nullish(),
  status_code: z.number().int(),
  message: z.string().optional(),
  errors: z.array(z.unknown()).optional(),
});
type ResultLine = z.infer<typeof ResultLineSchema>;

/** One validation error of a refused line (PIM.md §1.5 `errors[]`). */
const LineErrorSchema = z.object({
  property: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  message: z.string(),
  attribute: z.string().optional(),
  locale: z.string().nullable().optional(),
  scope: z.string().nullable().optional(),
});

/** What one PATCH-list request came back with. */
type ListAnswer = { kind: 'lines'; results: Map<Line, ResultLine> } | { kind: 'too-large'; why: string };

/** The PIM's answer for one line, as the adapter returns it; only 201/204 are successes. */
function toResult(line: Line, result: ResultLine): PimLineResult {
  const out: PimLineResult = { identifier: line.identifier, status: result.status_code };
  if (result.message !== undefined) out.message = result.message;
  if (result.errors?.length) {
    out.errors = result.errors.map(
      (error): PimLineError =>
        LineErrorSchema.safeParse(error).data ?? { property: '', message: JSON.stringify(error) },
    );
  }
  return out;
}

/**
 * Writes products with PATCH-lists (PIM.md §1.5, §6 Batching): ≤ batchLines lines and ≤ batchBytes
 * per request, sent side by side (the limiter bounds them), each answer read line by line. A request
 * refused as too large (413, or 403 from a platform) is split in half; the lines a truncated answer
 * left out are sent again. The first failure of the whole stops every other request.
 */
export function createUpsert(client: AkeneoClient, settings: AkeneoSettings, stats: AkeneoStats) {
  const url = `${settings.url}/api/rest/v1/products`;
  const { failures, host } = client.transport;

  /** Reads an answer to `sent`; line numbers are 1-based positions in that request. */
  function readAnswer(answer: Answer, sent: readonly Line[]): ListAnswer {
    if (answer.status === 413 || answer.status === 403)
      return { kind: 'too-large', why: `${answer.status} ${pimMessage(answer.text)}` };
    if (answer.status < 200 || answer.status > 299) throw client.unexpected('PATCH', url, answer);
    const rows = answer.text.split('\n');
    // A reset mid-line leaves half a line: it was not answered.
    if (answer.cut) rows.pop();
    const results = new Map<Line, ResultLine>();
    for (const row of rows) {
      if (row.trim() === '') continue;
      let json: unknown;
      try {
        json = JSON.parse(row);
      } catch {
        throw new UnreadableAnswer(`a PATCH-list answer line is not JSON: "${row.slice(0, 40)}"`);
      }
      const parsed = ResultLineSchema.safeParse(json);
      if (!parsed.success) throw new UnreadableAnswer('a PATCH-list answer line lacks line or status_code');
      const line = sent[parsed.data.line - 1];
      if (!line) throw new UnreadableAnswer(`the answer names line ${parsed.data.line} of ${sent.length}`);
      const named = parsed.data.identifier;
      if (named && named !== line.identifier)
        throw new UnreadableAnswer(`line ${parsed.data.line} answered for another identifier`);
      results.set(line, parsed.data);
    }
    return { kind: 'lines', results };
  }

  /** Sends lines until each has an answer; results land in `out` by identifier. */
  async function send(
    lines: readonly Line[],
    out: Map<string, PimLineResult>,
    signal: AbortSignal,
  ): Promise<void> {
    let pending = lines;
    for (let round = 1; ; round += 1) {
      const sent = pending;
      const answer = await client.call(
        {
          method: 'PATCH',
          url,
          body: bodyOf(sent),
          headers: { 'content-type': COLLECTION_TYPE },
          partial: true,
          read: (got) => readAnswer(got, sent),
        },
        signal,
      );
      if (answer.kind === 'too-large') {
        if (sent.length === 1) {
          const message = `The PIM refused the product as too large (${answer.why})`;
          out.set(sent[0].identifier, { identifier: sent[0].identifier, status: 413, message });
          return;
        }
        const half = Math.ceil(sent.length / 2);
        settings.log?.info?.({ lines: sent.length, why: answer.why }, 'PIM batch too large; split in half');
        settings.onEvent?.({ kind: 'split', lines: sent.length, why: answer.why });
        await Promise.all([send(sent.slice(0, half), out, signal), send(sent.slice(half), out, signal)]);
        return;
      }
      for (const [line, result] of answer.results) out.set(line.identifier, toResult(line, result));
      pending = sent.filter((line) => !answer.results.has(line));
      if (pending.length === 0) return;
      // A short answer (PIM.md §1.5): the missing lines' fate is unknown; upserts make sending them again safe.
      if (round >= settings.maxAttempts)
        throw failures.error(
          'server',
          `The PIM at ${host} answered ${answer.results.size} of ${sent.length} lines of a product batch, ${round} time(s)`,
        );
      stats.retries += 1;
      settings.onEvent?.({ kind: 'resent', sent: sent.length, missing: pending.length, round });
      settings.log?.warn(
        { sent: sent.length, missing: pending.length, round },
        'PIM answer truncated; sending the missing lines again',
      );
      await client.transport.backoff(round, signal);
    }
  }

  return async function upsertProducts(
    products: readonly PimProduct[],
    signal?: AbortSignal,
  ): Promise<PimLineResult[]> {
    signal?.throwIfAborted();
    if (products.length === 0) return [];
    const lines = toLines(products);
    const out = new Map<string, PimLineResult>();
    // One switch for every request of this call: the caller's abort, or the first failure.
    const stop = new AbortController();
    // Every waiting and running request listens to it: thousands of products mean more than Node's default 10.
    setMaxListeners(0, stop.signal);
    const onAbort = () => stop.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      await Promise.all(
        chunk(lines, settings.batchLines, settings.batchBytes).map((batch) =>
          send(batch, out, stop.signal).catch((error: unknown) => {
            stop.abort(error);
            throw error;
          }),
        ),
      );
    } finally {
      signal?.removeEventListener('abort', onAbort);
    }
    // Every line refused with 403, down to single lines: not their size but the connection's rights
    // (PIM.md §1.6: 403 is the ACL answer, and also what some platforms give big bodies).
    const results = [...out.values()];
    if (results.length && results.every((r) => r.status === 413 && r.message?.includes('(403')))
      throw failures.error(
        'forbidden',
        `The PIM at ${host} refused to write any of ${results.length} products (403)`,
      );
    return products.map((product) => {
      const result = out.get(product.identifier);
      if (!result) throw failures.error('server', `No answer for product ${product.identifier}`);
      return { ...result };
    });
  };
}
