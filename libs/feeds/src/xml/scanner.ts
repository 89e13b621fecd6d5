import { FeedError, type FeedErrorKey } from '../errors';
import { doctypeEnd } from './doctype';

/** What the scanner reports, in document order. Attribute values and texts arrive with entities decoded. */
export interface XmlScanHandler {
  /** `at` is the offset of the '<' in the current buffer (for `position`). */
  open(name: string, attrs: Record<string, string>, at: number): void;
  close(name: string): void;
  /** `blank`: the text is only whitespace (CDATA is never reported blank). */
  text(text: string, blank: boolean): void;
  /** `at`: the offset of `<!DOCTYPE` in the current buffer. */
  doctype(body: string, at: number): void;
}

const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const REFERENCE = /&(?:#x([0-9a-fA-F]{1,64})|#([0-9]{1,64})|([^\s&;<>"']{1,64}));/y;
const NAME = /^[\p{L}_:][\p{L}\p{M}\p{N}_.:\-\u00b7]*$/u;
/** Distinct names remembered (a feed has dozens; a hostile one cannot grow the maps without bound). */
const MAX_NAMES = 10_000;
/** The attributes of an element that has none: shared, never written to. */
export const NO_ATTRIBUTES: Record<string, string> = Object.freeze({});

/**
 * A strict, streaming XML tokenizer for product feeds, several times faster than a character-by-character
 * parser because it jumps between markup with indexOf. It checks what a feed needs checked: names, nesting
 * and matching end tags, one root, attribute syntax (quoted, unique, no '<'), references (the five
 * predefined entities and character references only: a reference to anything a DOCTYPE declares is
 * refused, so entity bombs and external entities cannot work), and an end with nothing left open. It is
 * not a validating parser and does not read DTDs at all.
 */
export class XmlScanner {
  private buffer = '';
  private readonly stack: string[] = [];
  private rootClosed = false;
  private rootSeen = false;
  /** Lines before `countedTo` in the current buffer, 1-based, and where the current line starts. */
  private line = 1;
  private countedTo = 0;
  private lineStart = 0;
  private readonly validNames = new Map<string, string>();
  /** The attributes readAttributes read last. */
  private attrs: Record<string, string> = NO_ATTRIBUTES;
  /** Whether whitespace-only text is reported (a reader that is outside any item does not need it). */
  wantBlankText = true;

  constructor(
    private readonly handler: XmlScanHandler,
    private readonly maxTokenChars: number,
  ) {}

  /** Nesting depth of the element being read. */
  get depth(): number {
    return this.stack.length;
  }

  /** 1-based line and column of an offset in the current buffer (counts lines up to it, once). */
  position(at = this.countedTo): { line: number; column: number } {
    if (at > this.countedTo) {
      for (
        let nl = this.buffer.indexOf('\n', this.countedTo);
        nl !== -1 && nl < at;
        nl = this.buffer.indexOf('\n', nl + 1)
      ) {
        this.line++;
        this.lineStart = nl + 1;
      }
      this.countedTo = at;
    }
    return { line: this.line, column: at - this.lineStart + 1 };
  }

  private fail(key: FeedErrorKey, reason: string, at: number): never {
    const where = this.position(at);
    throw new FeedError(key, key === 'feed_xml_entity' ? { entity: reason } : { reason }, where);
  }

  /** A run of text or markup longer than any field may be. */
  private tooLarge(at: number): never {
    throw new FeedError('feed_field_too_large', { limit: this.maxTokenChars }, this.position(at));
  }

  /** Feeds the next piece of text. */
  write(chunk: string): void {
    const buf = this.buffer.length ? this.buffer + chunk : chunk;
    this.buffer = buf;
    let pos = 0;
    const end = buf.length;
    while (pos < end) {
      const lt = buf.indexOf('<', pos);
      if (lt === -1) {
        // Text runs on into the next chunk: keep it (an entity may be split). Outside the root it is an error now.
        if (this.stack.length === 0 && /\S/.test(buf.slice(pos))) this.outsideRoot(pos);
        break;
      }
      if (lt > pos) this.emitText(buf, pos, lt);
      const next = this.markup(buf, lt);
      if (next === -1) {
        pos = lt;
        break;
      }
      pos = next;
    }
    if (pos >= end) pos = end;
    this.position(pos);
    const rest = end - pos;
    if (rest > this.maxTokenChars) this.tooLarge(pos);
    this.buffer = rest ? buf.slice(pos) : '';
    this.countedTo = 0;
    this.lineStart -= pos;
  }

  /** Ends the document: anything unfinished means it was cut off. */
  end(): void {
    if (/\S/.test(this.buffer)) {
      if (this.stack.length || this.buffer.indexOf('<') !== -1)
        this.fail('feed_truncated', 'the document stops inside markup or text', 0);
      this.outsideRoot(0);
    }
    if (!this.rootSeen) this.fail('feed_not_xml', 'no root element', 0);
    if (this.stack.length)
      this.fail('feed_truncated', `unclosed tag: ${this.stack[this.stack.length - 1]}`, 0);
  }

  /** Text outside the root: before it the document is not XML at all; after it, it is malformed. */
  private outsideRoot(at: number): never {
    return this.fail(
      this.rootSeen ? 'feed_xml_malformed' : 'feed_not_xml',
      'text outside the root element',
      at,
    );
  }

  private emitText(buf: string, from: number, to: number): void {
    let i = from;
    while (i < to && isSpace(buf.charCodeAt(i))) i++;
    const blank = i === to;
    if (this.stack.length === 0) {
      if (!blank) this.outsideRoot(from);
      return;
    }
    // Whitespace between elements is most of a pretty-printed feed's text: skip it unless it is wanted.
    if (blank && !this.wantBlankText) return;
    let text = buf.slice(from, to);
    // Line ends are normalised before references are decoded: `&#13;` is a CR the document asked for.
    if (text.indexOf('\r') !== -1) text = text.replace(/\r\n?/g, '\n');
    if (!blank && text.indexOf('&') !== -1) text = this.decode(text, from);
    this.handler.text(text, blank);
  }

  /** Decodes references; refuses entities other than the predefined five, bare '&' and invalid characters. */
  private decode(text: string, at: number): string {
    let out = '';
    let last = 0;
    for (let amp = text.indexOf('&'); amp !== -1; amp = text.indexOf('&', last)) {
      if (text.startsWith('amp;', amp + 1)) {
        // The usual one, without the pattern.
        out += text.slice(last, amp) + '&';
        last = amp + 5;
        continue;
      }
      REFERENCE.lastIndex = amp;
      const match = REFERENCE.exec(text);
      if (!match) this.fail('feed_xml_malformed', 'a bare "&" (write &amp;)', at + amp);
      out += text.slice(last, amp) + this.resolve(match, at + amp);
      last = amp + match[0].length;
    }
    return out + text.slice(last);
  }

  private resolve(match: RegExpExecArray, at: number): string {
    const [reference, hex, dec, name] = match;
    if (name !== undefined) {
      const value = PREDEFINED[name];
      if (value === undefined) this.fail('feed_xml_entity', reference, at);
      return value;
    }
    const code = hex !== undefined ? parseInt(hex, 16) : parseInt(dec, 10);
    const valid =
      code === 0x9 ||
      code === 0xa ||
      code === 0xd ||
      (code >= 0x20 && code <= 0xd7ff) ||
      (code >= 0xe000 && code <= 0xfffd) ||
      (code >= 0x10000 && code <= 0x10ffff);
    if (!valid) this.fail('feed_xml_malformed', `character reference ${reference} is not allowed`, at);
    return String.fromCodePoint(code);
  }

  /** Reads the markup at `<`; returns the offset after it, or -1 when it continues in the next chunk. */
  private markup(buf: string, lt: number): number {
    const c = buf.charCodeAt(lt + 1);
    if (Number.isNaN(c)) return -1;
    if (c === 47 /* / */) return this.endTag(buf, lt);
    if (c === 33 /* ! */) return this.declaration(buf, lt);
    if (c === 63 /* ? */) {
      const close = buf.indexOf('?>', lt + 2);
      return close === -1 ? -1 : close + 2;
    }
    return this.startTag(buf, lt);
  }

  private checkName(name: string, at: number): string {
    const known = this.validNames.get(name);
    if (known !== undefined) return known;
    if (!NAME.test(name)) this.fail('feed_xml_malformed', `"${name.slice(0, 40)}" is not a valid name`, at);
    if (this.validNames.size >= MAX_NAMES) return name;
    const canonical = internalize(name);
    this.validNames.set(canonical, canonical);
    return canonical;
  }

  private endTag(buf: string, lt: number): number {
    const gt = buf.indexOf('>', lt + 2);
    if (gt === -1) return -1;
    const open = this.stack.pop();
    if (open === undefined)
      this.fail('feed_xml_malformed', `unexpected end tag </${buf.slice(lt + 2, gt).trimEnd()}>`, lt);
    // Compare in place (no slice per end tag): the open name, then only whitespace up to '>'.
    let matches = occursAt(buf, lt + 2, open);
    for (let i = lt + 2 + open.length; matches && i < gt; i++) matches = isSpace(buf.charCodeAt(i));
    if (!matches) {
      const name = buf.slice(lt + 2, gt).trimEnd();
      this.fail('feed_xml_malformed', `end tag </${name}> does not match <${open}>`, lt);
    }
    if (this.stack.length === 0) this.rootClosed = true;
    this.handler.close(open);
    return gt + 1;
  }

  private declaration(buf: string, lt: number): number {
    if (buf.startsWith('<!--', lt)) {
      const close = buf.indexOf('-->', lt + 4);
      return close === -1 ? -1 : close + 3;
    }
    if (buf.startsWith('<![CDATA[', lt)) {
      const close = buf.indexOf(']]>', lt + 9);
      if (close === -1) return -1;
      if (this.stack.length === 0) this.fail('feed_xml_malformed', 'CDATA outside the root element', lt);
      const cdata = buf.slice(lt + 9, close);
      this.handler.text(cdata.indexOf('\r') === -1 ? cdata : cdata.replace(/\r\n?/g, '\n'), false);
      return close + 3;
    }
    if (buf.startsWith('<!DOCTYPE', lt)) {
      if (this.rootSeen) this.fail('feed_xml_malformed', 'a DOCTYPE after the root element', lt);
      // An internal subset ([...]) holds '>' characters, and its literals and comments ']' too.
      const end = doctypeEnd(buf, lt);
      if (end === -1) return -1;
      this.handler.doctype(buf.slice(lt + 9, end - 1), lt);
      return end;
    }
    if (buf.length - lt < 9) return -1;
    return this.fail('feed_xml_malformed', 'unknown declaration', lt);
  }

  private startTag(buf: string, lt: number): number {
    const end = buf.length;
    let i = lt + 1;
    while (i < end) {
      const c = buf.charCodeAt(i);
      if (c === 62 /* > */ || c === 47 /* / */ || isSpace(c)) break;
      if (c === 60 /* < */) this.fail('feed_xml_malformed', 'a "<" inside a tag', i);
      i++;
    }
    if (i >= end) return -1; // continues in the next chunk (write() bounds how long it may get)
    const name = this.checkName(buf.slice(lt + 1, i), lt);
    let attrs = NO_ATTRIBUTES;
    let c = buf.charCodeAt(i);
    if (c !== 62 && c !== 47) {
      const stop = this.readAttributes(buf, i, lt);
      if (stop === -1) return -1;
      attrs = this.attrs;
      i = stop;
      c = buf.charCodeAt(i);
    }
    const selfClosing = c === 47;
    if (selfClosing) {
      if (i + 1 >= end) return -1;
      if (buf.charCodeAt(i + 1) !== 62) this.fail('feed_xml_malformed', 'a "/" inside a tag', i);
      i++;
    }
    if (i - lt > this.maxTokenChars) this.tooLarge(lt);
    if (this.stack.length === 0) {
      if (this.rootClosed) this.fail('feed_xml_malformed', 'a second root element', lt);
      this.rootSeen = true;
    }
    if (!selfClosing) this.stack.push(name);
    this.handler.open(name, attrs, lt);
    if (selfClosing) {
      if (this.stack.length === 0) this.rootClosed = true;
      this.handler.close(name);
    }
    return i + 1;
  }

  /**
   * Reads the attributes of a start tag from `from` (after its name) into `this.attrs`, in place in the
   * buffer; returns the offset of the '>' or '/' that ends the tag, or -1 when the tag continues in the
   * next chunk.
   */
  private readAttributes(buf: string, from: number, lt: number): number {
    const end = buf.length;
    let attrs: Record<string, string> | null = null;
    let i = from;
    for (;;) {
      const afterValue = i;
      while (i < end && isSpace(buf.charCodeAt(i))) i++;
      if (i >= end) return -1;
      let c = buf.charCodeAt(i);
      if (c === 62 || c === 47) {
        this.attrs = attrs ?? NO_ATTRIBUTES;
        return i;
      }
      if (attrs !== null && i === afterValue)
        this.fail('feed_xml_malformed', 'attributes must be separated by spaces', lt);
      const nameStart = i;
      while (i < end) {
        c = buf.charCodeAt(i);
        if (c === 61 /* = */ || c === 62 || c === 47 || c === 60 || c === 34 || c === 39 || isSpace(c)) break;
        i++;
      }
      const nameEnd = i;
      while (i < end && isSpace(buf.charCodeAt(i))) i++;
      if (i >= end) return -1;
      c = buf.charCodeAt(i);
      if (c === 60) this.fail('feed_xml_malformed', 'a "<" inside a tag', i);
      if (c !== 61) this.fail('feed_xml_malformed', 'an attribute without a value', lt);
      i++;
      while (i < end && isSpace(buf.charCodeAt(i))) i++;
      if (i >= end) return -1;
      const name = this.checkName(buf.slice(nameStart, nameEnd), lt);
      const quote = buf.charCodeAt(i);
      if (quote !== 34 && quote !== 39)
        this.fail('feed_xml_malformed', `attribute ${name} is not quoted`, lt);
      const close = buf.indexOf(quote === 34 ? '"' : "'", i + 1);
      if (close === -1) return -1;
      let value = buf.slice(i + 1, close);
      if (value.indexOf('<') !== -1) this.fail('feed_xml_malformed', `a "<" in attribute ${name}`, lt);
      // Literal tabs and line ends become spaces; those written as references stay (XML 1.0 §3.3.3).
      if (hasTabOrLineEnd(value)) value = value.replace(/\r\n|[\t\n\r]/g, ' ');
      if (value.indexOf('&') !== -1) value = this.decode(value, lt);
      attrs ??= {};
      if (Object.hasOwn(attrs, name)) this.fail('feed_xml_malformed', `attribute ${name} appears twice`, lt);
      attrs[name] = value;
      i = close + 1;
    }
  }
}

/** Whether `text` occurs in `buf` at `at`: startsWith, but inlined by the JIT (it is a call per tag otherwise). */
function occursAt(buf: string, at: number, text: string): boolean {
  if (at + text.length > buf.length) return false;
  for (let k = 0; k < text.length; k++) if (buf.charCodeAt(at + k) !== text.charCodeAt(k)) return false;
  return true;
}

/**
 * The engine's canonical copy of a string (V8 keeps one per content for property keys). Element names
 * from the scanner and from compiled paths then compare by identity, which is most of path matching.
 */
export function internalize(text: string): string {
  const holder: Record<string, true> = {};
  holder[text] = true;
  return Object.keys(holder)[0];
}

function hasTabOrLineEnd(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 9 || c === 10 || c === 13) return true;
  }
  return false;
}

function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 9 || c === 13;
}
