import { Readable, Transform, type TransformCallback } from 'node:stream';
import { parser } from 'stream-json';
import { pick } from 'stream-json/filters/Pick';
import { streamArray } from 'stream-json/streamers/StreamArray';
import { FeedError, isFeedError, type FeedPosition } from '../errors';
import type { FeedLimits } from '../limits';
import { JsonParamsSchema, type JsonParams } from '../params';
import { compileJsonPath, jsonText, selectJson, selectJsonValues, type JsonPath } from '../json/path';
import { peekText, takeAll, type AdapterContext, type AdapterEvent, type FeedAdapter } from './adapter';
import { compileTreeMapping, extractTreeItem, type TreeAccess } from './tree-mapping';

const jsonAccess: TreeAccess<unknown, JsonPath> = {
  compile: compileJsonPath,
  nodes: (path, context) => selectJson(path, context),
  values: selectJsonValues,
  children: (context) =>
    context !== null && typeof context === 'object' && !Array.isArray(context)
      ? Object.entries(context).flatMap(([name, value]) => {
          const text = jsonText(value);
          return text === null ? [] : [{ name, text, unit: null }];
        })
      : [],
};

interface Token {
  name: string;
  value?: unknown;
}

/** Token names of values: what counts towards an item's size. */
const VALUE_TOKENS = new Set([
  'startObject',
  'startArray',
  'startString',
  'numberValue',
  'startNumber',
  'trueValue',
  'falseValue',
  'nullValue',
]);

/**
 * Bounds nesting depth, string size and values per item on the token stream, before anything is assembled.
 * Values are counted per top-level container element at `itemDepth` (an item of the array being streamed).
 */
class JsonGuard extends Transform {
  private depth = 0;
  private stringChars = 0;
  private itemValues = 0;
  constructor(
    private readonly limits: FeedLimits,
    private readonly itemDepth: number,
  ) {
    super({ objectMode: true });
  }
  override _transform(token: Token, _: BufferEncoding, done: TransformCallback): void {
    if (this.depth >= this.itemDepth && VALUE_TOKENS.has(token.name)) {
      if (this.depth === this.itemDepth) this.itemValues = 0;
      if (++this.itemValues > this.limits.maxItemNodes)
        return done(new FeedError('feed_item_too_large', { limit: this.limits.maxItemNodes }));
    }
    switch (token.name) {
      case 'startObject':
      case 'startArray':
        if (++this.depth > this.limits.maxDepth)
          return done(new FeedError('feed_too_deep', { limit: this.limits.maxDepth }));
        break;
      case 'endObject':
      case 'endArray':
        this.depth--;
        break;
      case 'startString':
      case 'startKey':
        this.stringChars = 0;
        break;
      case 'stringChunk':
        this.stringChars += (token.value as string).length;
        if (this.stringChars > this.limits.maxFieldChars)
          return done(new FeedError('feed_field_too_large', { limit: this.limits.maxFieldChars }));
        break;
    }
    done(null, token);
  }
}

/** One product per line: a broken line is a warning, the feed goes on. */
async function* readJsonLines(
  text: AsyncIterable<string>,
  emit: (value: unknown, position: FeedPosition) => AdapterEvent,
  limits: FeedLimits,
): AsyncGenerator<AdapterEvent[]> {
  let pending = '';
  let line = 0;
  let index = 0;
  /** `unterminated`: the last line, without its newline (a download that stopped mid-line if it does not parse). */
  const parseLine = (raw: string, unterminated = false): AdapterEvent | null => {
    line++;
    if (raw.trim() === '') return null;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      if (unterminated)
        throw new FeedError('feed_truncated', { reason: `line ${line} is cut off` }, { line });
      value = undefined;
    }
    const isObject = value !== null && typeof value === 'object' && !Array.isArray(value);
    if (isObject) checkJsonValue(value, limits, { line });
    if (!isObject && index === 0)
      // The first line decides the format: a pretty-printed document is not NDJSON.
      throw new FeedError(
        'feed_json_malformed',
        { reason: 'line 1 is not a JSON object (set itemPath for one JSON document)' },
        { line },
      );
    if (!isObject)
      return { kind: 'warning', warning: { key: 'feed_json_line', params: { line }, position: { line } } };
    return emit(value, { index: ++index, line });
  };
  for await (const chunk of text) {
    pending += chunk;
    const events: AdapterEvent[] = [];
    let start = 0;
    for (let at = pending.indexOf('\n'); at !== -1; at = pending.indexOf('\n', start)) {
      const event = parseLine(pending.slice(start, at));
      start = at + 1;
      if (event) events.push(event);
    }
    pending = pending.slice(start);
    if (events.length) yield events;
    if (pending.length > limits.maxFieldChars)
      throw new FeedError('feed_field_too_large', { limit: limits.maxFieldChars }, { line: line + 1 });
  }
  const last = parseLine(pending, true);
  if (last) yield [last];
}

/**
 * The limits of an NDJSON line's value (JSON.parse builds it at once, so they are checked after): depth,
 * values in the item, longest string (keys too).
 */
function checkJsonValue(root: unknown, limits: FeedLimits, position: FeedPosition): void {
  let values = 0;
  const stack: [unknown, number][] = [[root, 1]];
  while (stack.length) {
    const [value, depth] = stack.pop() as [unknown, number];
    if (++values > limits.maxItemNodes)
      throw new FeedError('feed_item_too_large', { limit: limits.maxItemNodes }, position);
    if (typeof value === 'string') {
      if (value.length > limits.maxFieldChars)
        throw new FeedError('feed_field_too_large', { limit: limits.maxFieldChars }, position);
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth > limits.maxDepth) throw new FeedError('feed_too_deep', { limit: limits.maxDepth }, position);
    if (Array.isArray(value)) {
      for (const item of value) stack.push([item, depth + 1]);
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      if (key.length > limits.maxFieldChars)
        throw new FeedError('feed_field_too_large', { limit: limits.maxFieldChars }, position);
      stack.push([item, depth + 1]);
    }
  }
}

/** An array (top-level or at the item path), streamed element by element. */
async function* readJsonArray(
  text: AsyncIterable<string>,
  itemPath: string,
  emit: (value: unknown, position: FeedPosition) => AdapterEvent,
  context: AdapterContext,
): AsyncGenerator<AdapterEvent[]> {
  // Items are the elements of the array at the path: its depth is the path's steps plus the array.
  const itemDepth = (itemPath ? itemPath.split('.').length : 0) + 1;
  const source = Readable.from(text);
  const jsonParser = parser();
  const tokens = source.pipe(jsonParser).pipe(new JsonGuard(context.limits, itemDepth));
  const items = (itemPath ? tokens.pipe(pick({ filter: itemPath })) : tokens).pipe(streamArray());
  // pipe() does not pass errors on: every stage's error ends the items stream (and so the loop below).
  const fail = (error: unknown) => items.destroy(error instanceof Error ? error : new Error(String(error)));
  for (const stage of [source, jsonParser, tokens]) stage.on('error', fail);
  // The parser fails at its flush (after the whole input) only when the document stops mid-way.
  let inputEnded = false;
  const flush = jsonParser._flush?.bind(jsonParser);
  jsonParser._flush = (callback: TransformCallback) => {
    inputEnded = true;
    if (flush) flush(callback);
    else callback();
  };
  const batch: AdapterEvent[] = [];
  try {
    for await (const entry of items as AsyncIterable<{ key: number; value: unknown }>) {
      if (context.signal?.aborted) throw new FeedError('feed_aborted');
      batch.push(emit(entry.value, { index: entry.key + 1 }));
      if (batch.length === 256) yield takeAll(batch);
    }
    if (batch.length) yield batch;
  } catch (error) {
    if (isFeedError(error)) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    if (/Top-level object should be an array/i.test(reason))
      throw new FeedError('feed_no_items', { itemPath: itemPath || '(top level)' });
    throw new FeedError(inputEnded ? 'feed_truncated' : 'feed_json_malformed', { reason });
  }
}

/** Generic JSON adapter: a top-level array, an array at `itemPath`, or NDJSON. */
export const jsonAdapter: FeedAdapter<JsonParams> = {
  name: 'json',
  schema: JsonParamsSchema,
  async *read(text, params, context): AsyncGenerator<AdapterEvent[]> {
    const mapping = compileTreeMapping(jsonAccess, params);
    const emit = (value: unknown, position: FeedPosition): AdapterEvent => ({
      kind: 'item',
      item: extractTreeItem(jsonAccess, mapping, value, position),
    });
    const peeked = await peekText(text);
    const first = peeked.first;
    if (first !== '[' && first !== '{')
      throw new FeedError('feed_not_json', { reason: first ? `it starts with "${first}"` : 'it is empty' });
    let count = 0;
    const events =
      first === '{' && !params.itemPath
        ? readJsonLines(peeked.text, emit, context.limits)
        : readJsonArray(peeked.text, params.itemPath, emit, context);
    for await (const batch of events) {
      for (const event of batch) if (event.kind === 'item') count++;
      yield batch;
    }
    if (count === 0) throw new FeedError('feed_no_items', { itemPath: params.itemPath || '(top level)' });
  },
};
