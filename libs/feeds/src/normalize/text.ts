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
 * Whether cleanLine would change more than outer whitespace: controls, line breaks, tabs, two spaces in a
 * row, and any Unicode space (a no-break space inside a name becomes a plain one, so that "A\u00a0B" and
 * "A B" are the same name). A char-code loop: a regex with an alternation costs several times more per field.
 */
function needsCleaning(text: string): boolean {
  let previousSpace = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c === 0x7f || (c >= 0x80 && isWideSpace(c))) return true;
    const space = c === 0x20;
    if (space && previousSpace) return true;
    previousSpace = space;
  }
  return false;
}
/** Whitespace runs, for one-line fields. */
const SPACES = /\s+/g;

/**
 * A one-line text field: controls removed; when asked to trim, every whitespace run (line breaks, tabs,
 * no-break and other Unicode spaces) becomes one plain space and the ends are trimmed; empty → null.
 */
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

/** The five predefined XML entities and character references, for text that was escaped twice. */
const ENTITY = /&(?:(amp|lt|gt|quot|apos)|#(\d{1,7})|#x([0-9a-fA-F]{1,6}));/g;
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * Decodes XML entities left in a text after the parser's own decoding: a feed that escaped a value twice
 * (`&amp;gt;`) gives `&gt;` here. Only for plain texts (category paths), never for HTML, where `&gt;` is
 * meant. A reference to a character XML does not allow (NUL, a surrogate, beyond U+10FFFF) is kept as written.
 */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (whole, name: string | undefined, decimal?: string, hex?: string) => {
    if (name !== undefined) return NAMED_ENTITIES[name];
    const code = decimal !== undefined ? Number(decimal) : parseInt(hex ?? '', 16);
    const allowed =
      code === 0x9 ||
      code === 0xa ||
      code === 0xd ||
      (code >= 0x20 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff));
    return allowed ? String.fromCodePoint(code) : whole;
  });
}
