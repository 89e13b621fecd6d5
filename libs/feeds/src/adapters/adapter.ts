import type { z } from 'zod';
import type { FeedLimits, FeedWarning } from '../limits';
import type { CommonParams } from '../params';
import type { ExtractedItem } from '../record';

/** What an adapter emits: an extracted item, or a warning about a part of the feed it skipped. */
export type AdapterEvent = { kind: 'item'; item: ExtractedItem } | { kind: 'warning'; warning: FeedWarning };

/** What an adapter gets besides the decoded text and its params. */
export interface AdapterContext {
  limits: FeedLimits;
  signal?: AbortSignal;
}

/**
 * A feed format (partner className): its params schema and a streaming reader of decoded text. The reader
 * yields events in batches (one per parsed chunk): one await per batch, not per product, keeps it fast.
 */
export interface FeedAdapter<P extends CommonParams = CommonParams> {
  name: string;
  schema: z.ZodType<P, unknown>;
  read(text: AsyncIterable<string>, params: P, context: AdapterContext): AsyncGenerator<AdapterEvent[]>;
}

/** Takes everything queued so far, leaving the queue empty. */
export function takeAll<T>(queue: T[]): T[] {
  return queue.splice(0, queue.length);
}

/** A value or list as a list. */
export const asList = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

/** Reads until the first non-whitespace text, to choose a format, and returns the whole text again. */
export async function peekText(
  text: AsyncIterable<string>,
): Promise<{ first: string; text: AsyncIterable<string> }> {
  const iterator = text[Symbol.asyncIterator]();
  let head = '';
  for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
    head += next.value;
    if (head.trim() !== '') break;
  }
  const replay = async function* () {
    yield head;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  };
  return { first: head.trimStart().charAt(0), text: replay() };
}
