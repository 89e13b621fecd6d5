import { closeSync, existsSync, openSync, readdirSync, readFileSync, readSync, statSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import type { Locale } from '@feedhub/contracts';
import type { FeedClassName } from './adapters/registry';
import { GUESS_BYTES, guessFeedClass } from './guess-class';
import { feedMessage } from './messages';
import { emptySummary, previewFeed, type FeedSummary } from './preview';

/** One feed of a folder as a supplier manager sizes it up: its preview summary, the error in words. */
export interface FeedCheckRow extends Omit<FeedSummary, 'error'> {
  file: string;
  className: FeedClassName;
  /** True when the class came from the file's content, not from the caller. */
  guessed: boolean;
  /** The params file used (beside the feed), or null. */
  paramsFile: string | null;
  /** The fatal error (or the unreadable params file), in the caller's language; null when complete. */
  error: string | null;
}

/** Files of a folder that are not feeds: params, notes, hidden files. */
const isFeedFile = (name: string) =>
  !name.startsWith('.') && !name.endsWith('.params.json') && !/\.(md|txt)$/i.test(name);

/** `<file>.params.json` or `<file without its extension>.params.json`, whichever is there. */
function paramsFileOf(dir: string, file: string): string | null {
  for (const name of [`${file}.params.json`, `${basename(file, extname(file))}.params.json`]) {
    const path = join(dir, name);
    if (existsSync(path)) return path;
  }
  return null;
}

/** The params beside a feed ({} without a file), or why they cannot be read. */
function readParams(path: string | null): { value: unknown } | { error: string } {
  if (!path) return { value: {} };
  try {
    return { value: JSON.parse(readFileSync(path, 'utf8')) };
  } catch (error) {
    return { error: `${basename(path)}: ${(error as Error).message}` };
  }
}

function readHead(path: string): Uint8Array {
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.alloc(GUESS_BYTES);
    return buffer.subarray(0, readSync(fd, buffer, 0, GUESS_BYTES, 0));
  } finally {
    closeSync(fd);
  }
}

/**
 * Every feed in a folder through the preview (the partner form's), with `<file>.params.json` beside it
 * when present and the class given or guessed from the content: one row per file, in name order.
 */
export async function checkFeedFolder(
  dir: string,
  options: { className?: FeedClassName; locale: Locale; onRow?: (row: FeedCheckRow) => void },
): Promise<FeedCheckRow[]> {
  const files = readdirSync(dir)
    .filter((name) => isFeedFile(name) && statSync(join(dir, name)).isFile())
    .sort();
  const rows: FeedCheckRow[] = [];
  for (const file of files) {
    const path = join(dir, file);
    const paramsFile = paramsFileOf(dir, file);
    const className = options.className ?? guessFeedClass(readHead(path)).className;
    const head = {
      file,
      className,
      guessed: options.className === undefined,
      paramsFile: paramsFile && basename(paramsFile),
    };
    const params = readParams(paramsFile);
    let row: FeedCheckRow;
    if ('error' in params) row = { ...head, ...emptySummary(), error: params.error };
    else {
      const { summary } = await previewFeed({
        className,
        params: params.value,
        location: path,
        limit: 0,
        source: { allowFiles: true },
      });
      row = { ...head, ...summary, error: summary.error ? feedMessage(options.locale, summary.error) : null };
    }
    rows.push(row);
    options.onRow?.(row);
  }
  return rows;
}

/** A cell of a Markdown table (a `|` would end it). */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ');

/** The rows as a Markdown table: what `npm run feed -- check` prints. */
export function checkTable(rows: readonly FeedCheckRow[]): string {
  const lines = [
    '| file | class | params | records | warnings | warnings by kind | categories | attributes | brands | s | fatal error |',
    '|---|---|---|---:|---:|---|---:|---:|---:|---:|---|',
  ];
  for (const row of rows) {
    const kinds = Object.entries(row.warningsByKind)
      .map(([key, count]) => `${key.replace(/^feed_/, '')} ${count}`)
      .join(', ');
    lines.push(
      `| ${cell(row.file)} | ${row.className}${row.guessed ? ' (guessed)' : ''} | ${row.paramsFile ? 'yes' : '–'} | ${row.records} | ${row.warnings} | ${cell(kinds) || '–'} | ${row.categories} | ${row.attributes} | ${row.brands} | ${row.seconds} | ${row.error ? cell(row.error) : '–'} |`,
    );
  }
  return lines.join('\n');
}
