import qs from 'qs';

/** Most entries an array in a query may have (`ids[0]=…&ids[1]=…`, as @feedhub/api-client writes them). */
export const QUERY_ARRAY_LIMIT = 1000;

/**
 * Parses a query string qs-style (`filter[name]=x&order[field]=name&ids[0]=1`), bounded: nesting
 * depth 3, at most 1000 parameters, arrays from indexed keys up to QUERY_ARRAY_LIMIT (repeated keys
 * become arrays too, which the schemas refuse where a scalar is expected), no prototype keys, and
 * null-prototype objects, so `?constructor=1` is an ordinary unknown key.
 */
export function parseQuery(querystring: string): Record<string, unknown> {
  return qs.parse(querystring, {
    depth: 3,
    parameterLimit: QUERY_ARRAY_LIMIT,
    arrayLimit: QUERY_ARRAY_LIMIT,
    allowPrototypes: false,
    plainObjects: true,
    strictDepth: false,
  }) as Record<string, unknown>;
}
