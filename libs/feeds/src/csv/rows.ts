import Papa from 'papaparse';
import { FeedError } from '../errors';
import type { FeedLimits, FeedWarning } from '../limits';
import { detectDelimiter, detectNewline, looksLikeHeader } from './dialect';

/** How to split a CSV: settings, or `auto` to detect from the first 64 KiB. */
export interface CsvDialectOptions {
  delimiter: 'auto' | string;
  quote: string;
  header: 'auto' | boolean;
}

/** A data row with its 1-based row number (the header is row 1). */
export type CsvEvent =
  { kind: 'row'; cells: string[]; row: number } | { kind: 'warning'; warning: FeedWarning };

/** The header (null when the file has none) and the rows of a CSV. */
export interface CsvTable {
  header: string[] | null;
  delimiter: string;
  /** Rows and warnings, one batch per parsed chunk. */
  batches: AsyncGenerator<CsvEvent[]>;
}

const SAMPLE_CHARS = 64 * 1024;
/**
 * Text is parsed this much at a time. Rows are small: a 64 KiB chunk holds ~500 of them, and a batch
 * that large is alive through several young-generation collections, which promote it; smaller batches
 * keep the heap (and the peak RSS) flat.
 */
const PIECE_CHARS = 16 * 1024;

/** The text in pieces of at most `size` characters (slices: no copy). */
async function* inPieces(text: AsyncIterable<string>, size: number): AsyncGenerator<string> {
  for await (const chunk of text) {
    if (chunk.length <= size) yield chunk;
    else for (let at = 0; at < chunk.length; at += size) yield chunk.slice(at, at + size);
  }
}

const rowWarning = (key: string, params: Record<string, number>, row: number): CsvEvent => ({
  kind: 'warning',
  warning: { key, params, position: { line: row } },
});

/** Refuses text that is clearly another format before reading it as CSV. */
function assertLooksLikeCsv(sample: string): void {
  const first = sample.trimStart().charAt(0);
  if (first === '<') throw new FeedError('feed_not_csv', { reason: 'it looks like XML' });
  if (first === '{' || first === '[') throw new FeedError('feed_not_csv', { reason: 'it looks like JSON' });
  if (sample.includes('\u0000')) throw new FeedError('feed_not_csv', { reason: 'it contains binary data' });
  if (sample.trim() === '') throw new FeedError('feed_no_items', { itemPath: 'rows' });
}

/**
 * Reads a CSV as a stream of rows with papaparse's parser, chunk by chunk: detects the newline, the
 * delimiter and a header row; a row of the wrong width becomes a warning; a quote left open at the end
 * is a cut-off file; a row longer than the field limit stops the feed.
 */
export async function openCsv(
  text: AsyncIterable<string>,
  options: CsvDialectOptions,
  limits: FeedLimits,
): Promise<CsvTable> {
  const iterator = inPieces(text, PIECE_CHARS)[Symbol.asyncIterator]();
  let pending = '';
  let done = false;
  while (!done && pending.length < SAMPLE_CHARS) {
    const next = await iterator.next();
    if (next.done) done = true;
    else pending += next.value;
  }
  assertLooksLikeCsv(pending);
  const newline = detectNewline(pending, options.quote);
  const delimiter =
    options.delimiter === 'auto'
      ? (detectDelimiter(pending, newline, options.quote) ?? ',')
      : options.delimiter;
  const parser = new Papa.Parser({ delimiter, newline, quoteChar: options.quote });
  let rowNumber = 0;
  let width = -1;
  let header: string[] | null = null;

  /** Parses what is pending; keeps the unfinished last row unless this is the end. */
  const parseRows = (final: boolean): { rows: string[][]; errors: Papa.ParseError[] } => {
    const result = parser.parse(pending, 0, !final) as {
      data: string[][];
      errors: Papa.ParseError[];
      meta: Papa.ParseMeta;
    };
    pending = final ? '' : pending.slice(result.meta.cursor);
    if (pending.length > limits.maxFieldChars)
      throw new FeedError('feed_field_too_large', { limit: limits.maxFieldChars }, { line: rowNumber + 1 });
    return { rows: result.data, errors: result.errors };
  };

  const first = parseRows(done);
  const firstRows = first.rows.filter((r) => !(r.length === 1 && r[0] === ''));
  const headerWanted =
    options.header === 'auto' ? firstRows.length > 0 && looksLikeHeader(firstRows[0]) : options.header;
  if (headerWanted && firstRows.length > 0) {
    header = firstRows[0];
    width = header.length;
  }

  async function* batches(): AsyncGenerator<CsvEvent[]> {
    let batch = first;
    let final = done;
    for (;;) {
      const out: CsvEvent[] = [];
      const invalidRows = new Set(batch.errors.filter((e) => e.code === 'InvalidQuotes').map((e) => e.row));
      const missing = batch.errors.find((e) => e.code === 'MissingQuotes');
      for (let i = 0; i < batch.rows.length; i++) {
        const cells = batch.rows[i];
        if (cells.length === 1 && cells[0] === '') continue;
        rowNumber++;
        if (header !== null && rowNumber === 1) continue;
        if (width === -1) width = cells.length;
        for (let c = 0; c < cells.length; c++)
          if (cells[c].length > limits.maxFieldChars)
            throw new FeedError('feed_field_too_large', { limit: limits.maxFieldChars }, { line: rowNumber });
        if (final && missing && i === batch.rows.length - 1)
          throw new FeedError(
            'feed_truncated',
            { reason: 'a quoted field is not closed' },
            { line: rowNumber },
          );
        if (invalidRows.has(i)) {
          out.push(rowWarning('feed_csv_quotes', { row: rowNumber }, rowNumber));
          continue;
        }
        if (cells.length !== width) {
          out.push(
            rowWarning(
              'feed_csv_columns',
              { row: rowNumber, expected: width, found: cells.length },
              rowNumber,
            ),
          );
          continue;
        }
        out.push({ kind: 'row', cells, row: rowNumber });
      }
      if (out.length) yield out;
      if (final) return;
      const next = await iterator.next();
      if (next.done) final = true;
      else pending += next.value;
      batch = parseRows(final);
    }
  }
  return { header, delimiter, batches: batches() };
}
