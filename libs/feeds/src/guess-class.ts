import type { FeedClassName } from './adapters/registry';
import { detectDelimiter, detectNewline } from './csv/dialect';
import { FeedError, type FeedPosition } from './errors';

/** What the first bytes of a feed say it is. */
export interface FeedGuess {
  /** The text format the bytes are written in. */
  format: 'xml' | 'json' | 'csv';
  /** The adapter that fits: a preset when the root says which (bmecat, google-merchant), else the generic one. */
  className: FeedClassName;
  /** The root element of an XML feed (as written, prefix included), null for other formats or when not found. */
  root: string | null;
}

/** Bytes enough to see past an XML declaration, comments and a DOCTYPE to the root element. */
export const GUESS_BYTES = 64 * 1024;

const GOOGLE_NAMESPACE = 'http://base.google.com/ns/1.0';

/** Index after the markup that starts at `at` and ends with `end` (the text's length when it does not end). */
function skipTo(text: string, at: number, end: string): number {
  const found = text.indexOf(end, at);
  return found < 0 ? text.length : found + end.length;
}

/** Index after a DOCTYPE, whose internal subset `[…]` may itself hold `>`. */
function skipDoctype(text: string, at: number): number {
  let depth = 0;
  for (let i = at; i < text.length; i++) {
    const c = text[i];
    if (c === '[') depth++;
    else if (c === ']') depth--;
    else if (c === '>' && depth <= 0) return i + 1;
  }
  return text.length;
}

/** The root element's name and where its start tag is: what follows the prolog (declaration, comments, PIs, DOCTYPE). */
export function xmlRoot(text: string): { name: string; at: number } | null {
  let i = 0;
  for (;;) {
    i = text.indexOf('<', i);
    if (i < 0) return null;
    if (text.startsWith('<?', i)) i = skipTo(text, i, '?>');
    else if (text.startsWith('<!--', i)) i = skipTo(text, i, '-->');
    else if (text.startsWith('<!', i)) i = skipDoctype(text, i);
    else {
      const name = /^<([A-Za-z_][\w.:-]*)/.exec(text.slice(i, i + 200))?.[1];
      return name === undefined ? null : { name, at: i };
    }
  }
}

/** The root element's name: what follows the prolog (declaration, comments, processing instructions, DOCTYPE). */
export function xmlRootName(text: string): string | null {
  return xmlRoot(text)?.name ?? null;
}

/**
 * Guesses a feed's class from its first bytes (GUESS_BYTES are plenty): JSON when it opens with `{` or
 * `[`, XML when it opens with `<` (BMEcat by its root, Google Merchant by an RSS or Atom root with
 * Google's namespace), CSV otherwise (Google Merchant's TSV by its header: a tab-separated `id` and
 * `title`). The bytes are read as Latin-1: every format's syntax is ASCII.
 */
export function guessFeedClass(head: Uint8Array): FeedGuess {
  const text = Buffer.from(head.buffer, head.byteOffset, Math.min(head.byteLength, GUESS_BYTES))
    .toString('latin1')
    .replace(/^(\xef\xbb\xbf|\xff\xfe|\xfe\xff)/, '');
  return guessFeedText(text);
}

/** guessFeedClass on decoded text (a byte-order mark at its start is skipped). */
export function guessFeedText(text: string): FeedGuess {
  const first = /\S/.exec(text.replace(/^\ufeff/, ''))?.[0];
  if (first === '{' || first === '[') return { format: 'json', className: 'json', root: null };
  if (first !== '<')
    return { format: 'csv', className: isGoogleTsv(text) ? 'google-merchant' : 'csv', root: null };
  const root = xmlRootName(text);
  const local = root?.slice(root.indexOf(':') + 1).toLowerCase();
  if (local === 'bmecat') return { format: 'xml', className: 'bmecat', root };
  if ((local === 'rss' || local === 'feed') && text.includes(GOOGLE_NAMESPACE))
    return { format: 'xml', className: 'google-merchant', root };
  return { format: 'xml', className: 'xml', root };
}

/** The first line of a text that is not blank. */
const firstLine = (text: string) =>
  text
    .replace(/^\ufeff/, '')
    .trimStart()
    .split(/\r?\n|\r/, 1)[0];

/** Google Merchant's TSV: a tab-separated header with Google's `id` and `title` (with or without `g:`). */
function isGoogleTsv(text: string): boolean {
  const names = firstLine(text)
    .split('\t')
    .map((name) => name.trim().toLowerCase().replace(/^g:/, ''));
  return names.includes('id') && names.includes('title');
}

/** Characters of decoded text enough to tell a feed's format and, for XML, its root element. */
const CSV_SAMPLE = 4096;

/**
 * Whether the first characters of a feed are enough for feedClassMismatch: JSON and XML by their first
 * character (XML once its root element's name has ended), other text with a few lines, any text at
 * GUESS_BYTES.
 */
export function headDecides(head: string): boolean {
  if (head.length >= GUESS_BYTES) return true;
  const start = head.search(/[^\s\ufeff]/);
  if (start < 0) return false;
  const first = head[start];
  if (first === '{' || first === '[') return true;
  if (first !== '<') return head.length >= CSV_SAMPLE;
  const root = xmlRoot(head);
  return root !== null && head.length > root.at + root.name.length + 1;
}

/** Whether text that is neither XML nor JSON reads as a table: two lines or more split alike by a delimiter. */
function looksLikeCsv(head: string): boolean {
  const sample = head.slice(0, CSV_SAMPLE);
  const newline = detectNewline(sample);
  if (sample.split(newline).filter((line) => line.trim() !== '').length < 2) return false;
  return detectDelimiter(sample, newline, '"') !== null;
}

/** The text format each class reads (Google Merchant's TSV aside: it reads XML or its own table). */
const FORMAT_OF: Record<FeedClassName, 'XML' | 'CSV' | 'JSON'> = {
  xml: 'XML',
  csv: 'CSV',
  json: 'JSON',
  'google-merchant': 'XML',
  bmecat: 'XML',
};

/** The classes that read a feed: a preset with the generic `xml` as the alternative, or the generic one. */
function fitting(guess: FeedGuess): Record<string, string> {
  return guess.className === 'bmecat' || guess.className === 'google-merchant'
    ? { className: guess.className, alternative: 'xml' }
    : { className: guess.className };
}

/** The 1-based line of an offset of the text. */
function lineAt(text: string, at: number): FeedPosition {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < at; i = text.indexOf('\n', i + 1)) line++;
  return { line };
}

/**
 * The error for a feed read with a class that cannot read it, from the feed's first characters
 * (`headDecides`), or null when the class fits (or the head cannot tell): JSON read as XML or CSV (or a
 * preset) → `feed_wrong_format` naming `json`; XML read as CSV or JSON → `feed_wrong_format` naming the
 * class its root fits; a table (two or more lines split alike) read as XML or JSON, or a table that is
 * not tab-separated read as google-merchant (whose table is Google's TSV) → `csv`; an XML root
 * that is not a BMEcat's or Google's read with that preset → `feed_root_not_bmecat` /
 * `feed_root_not_google` naming the root and the classes it fits. The position is the line of the
 * feed's first character (JSON, CSV) or root element.
 */
export function feedClassMismatch(className: FeedClassName, head: string): FeedError | null {
  const guess = guessFeedText(head);
  const expected = FORMAT_OF[className];
  const start = Math.max(0, head.search(/[^\s\ufeff]/));
  if (guess.format === 'json') {
    if (className === 'json') return null;
    return new FeedError(
      'feed_wrong_format',
      { found: 'JSON', expected, className: 'json' },
      lineAt(head, start),
    );
  }
  if (guess.format === 'csv') {
    if (className === 'csv' || !looksLikeCsv(head)) return null;
    // A tab-separated table read as google-merchant is its TSV form: the preset says what it lacks.
    if (className === 'google-merchant') {
      if (firstLine(head).includes('\t')) return null;
      const params = { found: 'CSV', expected: 'Google Merchant', className: 'csv' };
      return new FeedError('feed_wrong_format', params, lineAt(head, start));
    }
    // Google's TSV is read by its preset, and by csv with a mapping.
    const classes: Record<string, string> =
      guess.className === 'google-merchant'
        ? { className: 'google-merchant', alternative: 'csv' }
        : { className: 'csv' };
    return new FeedError('feed_wrong_format', { found: 'CSV', expected, ...classes }, lineAt(head, start));
  }
  const root = xmlRoot(head);
  const where = lineAt(head, root?.at ?? start);
  if (className === 'csv' || className === 'json')
    return new FeedError('feed_wrong_format', { found: 'XML', expected, ...fitting(guess) }, where);
  if (!root || className === 'xml') return null;
  const local = root.name.slice(root.name.indexOf(':') + 1).toLowerCase();
  if (className === 'bmecat' && local !== 'bmecat')
    return new FeedError('feed_root_not_bmecat', { root: root.name, ...fitting(guess) }, where);
  if (className === 'google-merchant' && local !== 'rss' && local !== 'feed')
    return new FeedError('feed_root_not_google', { root: root.name, ...fitting(guess) }, where);
  return null;
}
