/** Control characters PostgreSQL or the UI cannot hold (NUL and C0 controls except TAB, LF, CR). */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
/** Unicode whitespace above ASCII, as `\s` matches it. */
function isWideSpace(c: number): boolean {
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/** Whether a value has anything besides whitespace (without trimming a copy of it). */
export function hasText(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c > 32 && !(c >= 0x80 && isWideSpace(c))) return true;
  }
  return false;
}

/**
 * Whether cleanLine would change more than outer whitespace: controls, line breaks, tabs, two whitespace
 * characters in a row. A char-code loop: a regex with an alternation costs several times more per field.
 */
function needsCleaning(text: string): boolean {
  let previousSpace = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return true;
    const space = c === 0x20 || (c >= 0x80 && isWideSpace(c));
    if (space && previousSpace) return true;
    previousSpace = space;
  }
  return false;
}
/** Whitespace runs, for one-line fields. */
const SPACES = /\s+/g;

/** A one-line text field: controls removed, whitespace collapsed, trimmed when asked; empty → null. */
export function cleanLine(text: string | undefined, trim = true): string | null {
  if (text === undefined) return null;
  if (!needsCleaning(text)) {
    const trimmed = trim ? text.trim() : text;
    return trimmed === '' ? null : trimmed;
  }
  const cleaned = trim ? text.replace(CONTROL, '').replace(SPACES, ' ').trim() : text.replace(CONTROL, '');
  return cleaned === '' ? null : cleaned;
}

/** A multi-line text field (description HTML): controls removed, outer whitespace trimmed; empty → null. */
export function cleanText(text: string | undefined, trim = true): string | null {
  if (text === undefined) return null;
  const cleaned = text.replace(CONTROL, '');
  const result = trim ? cleaned.trim() : cleaned;
  return result === '' ? null : result;
}

const codeCache = new Map<string, string>();

/** "Screen size (in)" → "screen_size_in": a stable attribute code from a name (cached: names repeat). */
export function codeFromName(name: string): string {
  const cached = codeCache.get(name);
  if (cached !== undefined) return cached;
  const code = makeCode(name);
  if (codeCache.size > 10_000) codeCache.clear();
  codeCache.set(name, code);
  return code;
}

function makeCode(name: string): string {
  const code = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    // Letters of any script stay ("Ширина" and "Высота" must not both become ""): accents only go.
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '');
  return code || name.trim().toLowerCase();
}
