import { nodeText, type XmlNode } from './node';
import { internalize } from './scanner';

/** Namespaces every XML path knows without a declaration in params. */
export const WELL_KNOWN_NAMESPACES: Readonly<Record<string, string>> = {
  g: 'http://base.google.com/ns/1.0',
  atom: 'http://www.w3.org/2005/Atom',
  xml: 'http://www.w3.org/XML/1998/namespace',
};

/** One step of an element path: a name (any namespace when unprefixed) with optional attribute tests. */
interface ElementStep {
  kind: 'element' | 'self' | 'parent';
  local: string;
  /** Namespace URI to match; null = any. */
  uri: string | null;
  /** Literal qualified name to match when the prefix is not declared. */
  qname: string | null;
  tests: { attr: string; value: string | null }[];
}

/** A compiled path: element steps, then optionally an attribute to read. */
export interface XmlPath {
  source: string;
  steps: ElementStep[];
  attribute: string | null;
}

const NAME = /^(?:([\p{L}_][\p{L}\p{N}_.-]*):)?([\p{L}_*][\p{L}\p{N}_.-]*)$/u;
const TEST = /\[\s*@([\p{L}\p{N}_:.-]+)\s*(?:=\s*(?:'([^']*)'|"([^"]*)"))?\s*\]/gu;

/** Error thrown for a path that does not compile; `reason` goes into the validation message. */
export class PathSyntaxError extends Error {}

/**
 * Compiles the XPath subset of feed mappings: `a/b/c`, `@attr`, `a/@attr`, `.`, `..`, `*`,
 * prefixed names (`g:price`, matched on the namespace URI), and attribute tests `a[@type='gtin']`.
 */
export function compileXmlPath(source: string, namespaces: Readonly<Record<string, string>> = {}): XmlPath {
  const text = source.trim().replace(/^\/+/, '');
  if (text === '') throw new PathSyntaxError('empty path');
  const parts = splitSteps(text);
  let attribute: string | null = null;
  const steps: ElementStep[] = [];
  parts.forEach((raw, i) => {
    const part = raw.trim();
    if (part.startsWith('@')) {
      if (i !== parts.length - 1)
        throw new PathSyntaxError(`"${part}": an attribute can only be the last step`);
      if (!NAME.test(part.slice(1))) throw new PathSyntaxError(`"${part}" is not an attribute name`);
      attribute = part.slice(1);
      return;
    }
    if (part === '.' || part === '..') {
      steps.push({ kind: part === '.' ? 'self' : 'parent', local: '', uri: null, qname: null, tests: [] });
      return;
    }
    const tests: ElementStep['tests'] = [];
    const name = part.replace(TEST, (_, attr: string, single?: string, double?: string) => {
      tests.push({ attr, value: single ?? double ?? null });
      return '';
    });
    const match = NAME.exec(name.trim());
    if (!match) throw new PathSyntaxError(`"${part}" is not an element name`);
    const [, prefix, local] = match;
    const uri = prefix ? (namespaces[prefix] ?? WELL_KNOWN_NAMESPACES[prefix] ?? null) : null;
    steps.push({
      kind: 'element',
      local: internalize(local),
      uri,
      qname: prefix && !uri ? internalize(`${prefix}:${local}`) : null,
      tests,
    });
  });
  return { source, steps, attribute };
}

/** Splits a path on the '/' that are outside `[...]` conditions and their quoted values (`a[@t='x/y']/b`). */
function splitSteps(text: string): string[] {
  const parts: string[] = [];
  let start = 0;
  let brackets = 0;
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quote) {
      if (ch === quote) quote = '';
    } else if (ch === "'" || ch === '"') quote = ch;
    else if (ch === '[') brackets++;
    else if (ch === ']') brackets--;
    else if (ch === '/' && brackets === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** Whether an element matches one step. */
export function stepMatches(step: ElementStep, node: XmlNode): boolean {
  if (step.qname !== null) {
    if (node.name !== step.qname) return false;
  } else {
    if (step.local !== '*' && node.local !== step.local) return false;
    if (step.uri !== null && node.uri !== step.uri) return false;
  }
  for (const test of step.tests) {
    const value = node.attrs[test.attr];
    if (value === undefined || (test.value !== null && value !== test.value)) return false;
  }
  return true;
}

/** The elements a path selects from a context element (attribute step ignored). */
export function selectNodes(path: XmlPath, context: XmlNode): XmlNode[] {
  let current: XmlNode[] = [context];
  for (const step of path.steps) {
    const next: XmlNode[] = [];
    for (const node of current) {
      if (step.kind === 'self') next.push(node);
      else if (step.kind === 'parent') {
        if (node.parent) next.push(node.parent);
      } else for (const child of node.children) if (stepMatches(step, child)) next.push(child);
    }
    current = next;
    if (current.length === 0) break;
  }
  return current;
}

/** The text values a path selects: attribute values or element texts, in document order. */
export function selectValues(path: XmlPath, context: XmlNode): string[] {
  // Fast paths for the usual mappings: `@id` and `name` (one plain child step).
  if (path.steps.length === 0 && path.attribute !== null) {
    const value = context.attrs[path.attribute];
    return value === undefined ? [] : [value];
  }
  if (
    path.steps.length === 1 &&
    path.attribute === null &&
    path.steps[0].kind === 'element' &&
    path.steps[0].tests.length === 0
  ) {
    const step = path.steps[0];
    const values: string[] = [];
    for (const child of context.children) if (stepMatches(step, child)) values.push(nodeText(child));
    return values;
  }
  const nodes = selectNodes(path, context);
  const attribute = path.attribute;
  if (attribute === null) return nodes.map(nodeText);
  const values: string[] = [];
  for (const node of nodes) {
    const value = node.attrs[attribute];
    if (value !== undefined) values.push(value);
  }
  return values;
}
