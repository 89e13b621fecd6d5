import type { FeedClassName } from './adapters/registry';

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

/** The root element's name: what follows the prolog (declaration, comments, processing instructions, DOCTYPE). */
export function xmlRootName(text: string): string | null {
  let i = 0;
  for (;;) {
    i = text.indexOf('<', i);
    if (i < 0) return null;
    if (text.startsWith('<?', i)) i = skipTo(text, i, '?>');
    else if (text.startsWith('<!--', i)) i = skipTo(text, i, '-->');
    else if (text.startsWith('<!', i)) i = skipDoctype(text, i);
    else return /^<([A-Za-z_][\w.:-]*)/.exec(text.slice(i, i + 200))?.[1] ?? null;
  }
}

/**
 * Guesses a feed's class from its first bytes (GUESS_BYTES are plenty): JSON when it opens with `{` or
 * `[`, XML when it opens with `<` (BMEcat by its root, Google Merchant by an RSS or Atom root with
 * Google's namespace), CSV otherwise. The bytes are read as Latin-1: every format's syntax is ASCII.
 */
export function guessFeedClass(head: Uint8Array): FeedGuess {
  const text = Buffer.from(head.buffer, head.byteOffset, Math.min(head.byteLength, GUESS_BYTES))
    .toString('latin1')
    .replace(/^(\xef\xbb\xbf|\xff\xfe|\xfe\xff)/, '');
  const first = /\S/.exec(text)?.[0];
  if (first === '{' || first === '[') return { format: 'json', className: 'json', root: null };
  if (first !== '<') return { format: 'csv', className: 'csv', root: null };
  const root = xmlRootName(text);
  const local = root?.slice(root.indexOf(':') + 1).toLowerCase();
  if (local === 'bmecat') return { format: 'xml', className: 'bmecat', root };
  if ((local === 'rss' || local === 'feed') && text.includes(GOOGLE_NAMESPACE))
    return { format: 'xml', className: 'google-merchant', root };
  return { format: 'xml', className: 'xml', root };
}
