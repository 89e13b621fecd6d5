import { PathSyntaxError } from '../xml/path';

/** A compiled JSON field path: keys, array indexes or `*` (every element or value); `.` is the value itself. */
export interface JsonPath {
  source: string;
  segments: string[];
}

const SEGMENT = /^(\*|[^.*[\]]+)$/;

/** Compiles `price.net`, `images.*.url`, `variants.0.ean`, `.`. */
export function compileJsonPath(source: string): JsonPath {
  const text = source.trim();
  if (text === '') throw new PathSyntaxError('empty path');
  if (text === '.') return { source, segments: [] };
  const segments = text.replace(/\[(\d+|\*)\]/g, '.$1').split('.');
  for (const segment of segments)
    if (!SEGMENT.test(segment)) throw new PathSyntaxError(`"${segment}" is not a key`);
  return { source, segments };
}

/** The values a path selects; arrays at the end expand into their elements. */
export function selectJson(path: JsonPath, context: unknown): unknown[] {
  let current: unknown[] = [context];
  for (const segment of path.segments) {
    const next: unknown[] = [];
    for (const value of current) {
      if (value === null || typeof value !== 'object') continue;
      if (segment === '*') next.push(...(Array.isArray(value) ? value : Object.values(value)));
      else if (Object.hasOwn(value, segment)) next.push((value as Record<string, unknown>)[segment]);
    }
    current = next;
  }
  return current.flatMap((v) => (Array.isArray(v) ? v : [v]));
}

/** Text of a selected JSON value: strings as they are, numbers and booleans printed; objects and null skipped. */
export function jsonText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

/** Text values a path selects. */
export function selectJsonValues(path: JsonPath, context: unknown): string[] {
  const out: string[] = [];
  for (const value of selectJson(path, context)) {
    const text = jsonText(value);
    if (text !== null) out.push(text);
  }
  return out;
}
