/** Query values: plain or nested (`{ filter: { name: 'x' } }` → `filter[name]=x`). */
export type Query = Record<string, unknown>;

/** Appends `key=value` pairs for a value, nesting objects as `key[sub]` (qs style, as the server parses). */
function pairs(prefix: string, value: unknown, out: string[]): void {
  if (value === undefined || value === null || value === '') return;
  if (Array.isArray(value)) {
    value.forEach((item, i) => pairs(`${prefix}[${i}]`, item, out));
  } else if (typeof value === 'object') {
    for (const [key, inner] of Object.entries(value as Record<string, unknown>))
      pairs(`${prefix}[${key}]`, inner, out);
  } else {
    out.push(`${prefix}=${encodeURIComponent(String(value))}`);
  }
}

/**
 * Serialises a query qs-style with brackets left readable and values encoded
 * (`filter[name]=a%20b&page=1`). A few lines instead of the qs package keeps the shell small.
 */
export function stringifyQuery(query: Query): string {
  const out: string[] = [];
  for (const [key, value] of Object.entries(query)) pairs(key, value, out);
  return out.join('&');
}
