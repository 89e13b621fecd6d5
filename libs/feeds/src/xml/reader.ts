import { FeedError, type FeedPosition } from '../errors';
import type { FeedLimits } from '../limits';
import { checkDoctype } from './doctype';
import type { XmlNode } from './node';
import { stepMatches, type XmlPath } from './path';
import { internalize, XmlScanner } from './scanner';

/** The children of an element that has none yet: shared and frozen; the first child replaces it. */
const NO_CHILDREN: XmlNode[] = Object.freeze([]) as unknown as XmlNode[];

/** An element path that starts an item, and what to do with each complete item. */
export interface XmlItemMatcher {
  path: XmlPath;
  /** Whether the path is anchored at the root (`/rss/channel/item`) or matches a suffix (`product`). */
  absolute: boolean;
  onItem(node: XmlNode, position: FeedPosition): void;
  /**
   * An item with more than `limit` elements: gets what was read of it so far (to name it) and the item is
   * skipped, its rest read past without being kept. Without it, such an item ends the feed
   * (`feed_item_too_large`).
   */
  onTooLarge?(partial: XmlNode, position: FeedPosition, limit: number): void;
}

interface NamespaceFrame {
  depth: number;
  bindings: Map<string, string>;
}

const XML_NS = 'http://www.w3.org/XML/1998/namespace';

/**
 * Streams an XML document and hands over each element matched by an item path as a small tree; nothing
 * outside items is kept. Adds to the scanner's checks what a feed needs bounded: external entities and
 * parameter-entity references in a DOCTYPE (refused), nesting depth, field and item size.
 */
export class XmlItemReader {
  private readonly scanner: XmlScanner;
  private readonly stack: XmlNode[] = [];
  private readonly namespaces: NamespaceFrame[] = [];
  private item: XmlNode | null = null;
  /** The element of an item being skipped for its size, until it closes. */
  private skipping: XmlNode | null = null;
  private itemMatcher: XmlItemMatcher | null = null;
  private itemPosition: FeedPosition = {};
  private itemNodes = 0;
  private readonly locals = new Map<string, string>();
  private items = 0;

  constructor(
    private readonly matchers: readonly XmlItemMatcher[],
    private readonly limits: FeedLimits,
  ) {
    this.scanner = new XmlScanner(
      {
        open: (name, attrs, at) => this.open(name, attrs, at),
        close: () => this.close(),
        text: (text, blank) => this.append(text, blank),
        doctype: (body, at) => this.checkDoctype(body, at),
      },
      limits.maxFieldChars,
    );
    this.scanner.wantBlankText = false;
  }

  /** Refuses a DOCTYPE that could make a DTD-reading parser fetch or expand something (see doctype.ts). */
  private checkDoctype(body: string, at: number): void {
    const problem = checkDoctype(body);
    if (problem === null) return;
    // The DOCTYPE body starts 9 characters after its '<'.
    const where = this.scanner.position(at + 9 + problem.offset);
    if (problem.kind === 'entity') throw new FeedError('feed_xml_entity', { entity: problem.entity }, where);
    throw new FeedError('feed_xml_malformed', { reason: problem.reason }, where);
  }

  /** Items handed over so far. */
  get itemCount(): number {
    return this.items;
  }

  /** Feeds the next piece of decoded text. Throws FeedError. */
  write(chunk: string): void {
    this.scanner.write(chunk);
  }

  /** Ends the document; a document cut off mid-way throws feed_truncated. */
  end(): void {
    this.scanner.end();
  }

  private resolve(prefix: string): string {
    if (prefix === 'xml') return XML_NS;
    for (let i = this.namespaces.length - 1; i >= 0; i--) {
      const uri = this.namespaces[i].bindings.get(prefix);
      if (uri !== undefined) return uri;
    }
    return '';
  }

  private open(name: string, attrs: Record<string, string>, at: number): void {
    const depth = this.stack.length + 1;
    if (depth > this.limits.maxDepth)
      throw new FeedError('feed_too_deep', { limit: this.limits.maxDepth }, this.scanner.position(at));
    let bindings: Map<string, string> | null = null;
    for (const key in attrs) {
      if (key === 'xmlns' || key.startsWith('xmlns:')) {
        bindings ??= new Map();
        bindings.set(key === 'xmlns' ? '' : key.slice(6), attrs[key]);
      }
    }
    if (bindings) this.namespaces.push({ depth, bindings });
    const colon = name.indexOf(':');
    const parent = this.item ? this.stack[this.stack.length - 1] : null;
    const node: XmlNode = {
      name,
      local: colon === -1 ? name : this.localName(name, colon),
      uri: this.namespaces.length === 0 ? '' : this.resolve(colon === -1 ? '' : name.slice(0, colon)),
      attrs,
      children: NO_CHILDREN,
      text: '',
      parent,
    };
    if (parent) {
      if (++this.itemNodes > this.limits.maxItemNodes) {
        this.skipItem();
        node.parent = null;
      } else if (parent.children === NO_CHILDREN) {
        parent.children = [node];
        // Blank text before the first child is layout too.
        if (parent.text !== '' && !/\S/.test(parent.text)) parent.text = '';
      } else parent.children.push(node);
    } else if (this.skipping === null) {
      for (const matcher of this.matchers) {
        if (this.matches(matcher, node)) {
          this.item = node;
          this.itemMatcher = matcher;
          this.itemNodes = 1;
          this.itemPosition = { index: ++this.items, line: this.scanner.position(at).line };
          this.scanner.wantBlankText = true;
          break;
        }
      }
    }
    this.stack.push(node);
  }

  /**
   * The current item has too many elements: its matcher names it from what was read so far, then that is
   * dropped (the open elements keep no content) and the rest of the item is read past, so a huge product
   * costs no more memory than the limit allows. A matcher that cannot skip ends the feed.
   */
  private skipItem(): void {
    const item = this.item as XmlNode;
    const matcher = this.itemMatcher as XmlItemMatcher;
    const limit = this.limits.maxItemNodes;
    if (!matcher.onTooLarge) throw new FeedError('feed_item_too_large', { limit }, this.itemPosition);
    matcher.onTooLarge(item, this.itemPosition, limit);
    for (let d = this.stack.length - 1; d >= 0; d--) {
      const open = this.stack[d];
      open.children = NO_CHILDREN;
      open.text = '';
      if (open === item) break;
    }
    this.skipping = item;
    this.item = null;
    this.itemMatcher = null;
    this.scanner.wantBlankText = false;
  }

  /** The local part of a prefixed name, one canonical string per name (paths compare them by identity). */
  private localName(name: string, colon: number): string {
    let local = this.locals.get(name);
    if (local === undefined) {
      local = internalize(name.slice(colon + 1));
      if (this.locals.size < 10_000) this.locals.set(name, local);
    }
    return local;
  }

  private matches(matcher: XmlItemMatcher, node: XmlNode): boolean {
    const steps = matcher.path.steps;
    const depth = this.stack.length + 1;
    if (steps.length > depth || (matcher.absolute && steps.length !== depth)) return false;
    if (!stepMatches(steps[steps.length - 1], node)) return false;
    for (let s = steps.length - 2, d = this.stack.length - 1; s >= 0; s--, d--) {
      if (!stepMatches(steps[s], this.stack[d])) return false;
    }
    return true;
  }

  private close(): void {
    const node = this.stack.pop() as XmlNode;
    const depth = this.stack.length + 1;
    // Never index -1: on an empty array that is a slow named-property lookup, on every element.
    const frames = this.namespaces.length;
    if (frames !== 0 && this.namespaces[frames - 1].depth === depth) this.namespaces.pop();
    if (node === this.item) {
      const matcher = this.itemMatcher as XmlItemMatcher;
      this.item = null;
      this.itemMatcher = null;
      this.scanner.wantBlankText = false;
      node.parent = null;
      matcher.onItem(node, this.itemPosition);
    } else if (node === this.skipping) this.skipping = null;
  }

  private append(text: string, blank: boolean): void {
    if (!this.item) return;
    const node = this.stack[this.stack.length - 1];
    // Whitespace after a child element is layout (nodeText ignores an element's blank own text when it has children).
    if (blank && node.children !== NO_CHILDREN && node.text === '') return;
    node.text = node.text === '' ? text : node.text + text;
    if (node.text.length > this.limits.maxFieldChars)
      throw new FeedError(
        'feed_field_too_large',
        { limit: this.limits.maxFieldChars },
        this.scanner.position(),
      );
  }
}
