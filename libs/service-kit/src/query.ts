import qs from 'qs';

/**
 * Parses a query string qs-style (`filter[name]=x&order[field]=name`), bounded: nesting depth 3,
 * at most 100 parameters, no arrays from `a[]=` or `a[0]=` (repeated keys become arrays, which the
 * schemas refuse where a scalar is expected), no prototype keys.
 */
export function parseQuery(querystring: string): Record<string, unknown> {
  return qs.parse(querystring, {
    depth: 3,
    parameterLimit: 100,
    arrayLimit: 0,
    allowPrototypes: false,
    plainObjects: true,
    strictDepth: false,
  }) as Record<string, unknown>;
}
