import type { AkeneoProduct } from './types';

/** An Akeneo-style error raised by a handler and written by the server as `{code, message, errors?}`. */
export class AkeneoHttpError extends Error {
  /** @param status HTTP status; @param errors per-field errors of a 422 */
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors?: unknown[],
  ) {
    super(message);
  }
}

/** Reads `limit`: default 10, 422 above 100 (PIM.md §1.2). */
export function readLimit(query: URLSearchParams): number {
  const raw = query.get('limit');
  if (raw === null) return 10;
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 1)
    throw new AkeneoHttpError(422, `"${raw}" is not a valid limit number.`);
  if (limit > 100) throw new AkeneoHttpError(422, 'You cannot request more than 100 items.');
  return limit;
}

const link = (url: URL, set: Record<string, string>, drop: string[] = []) => {
  const u = new URL(url.href);
  for (const k of drop) u.searchParams.delete(k);
  for (const [k, v] of Object.entries(set)) u.searchParams.set(k, v);
  return { href: u.href };
};

/** Offset pagination: `page`, `with_count`, `_links.self/first/previous/next`, `current_page`; `maxOffset` is the products' 10k ceiling. */
export function pageOf<T>(items: T[], url: URL, maxOffset = Infinity): Record<string, unknown> {
  const limit = readLimit(url.searchParams);
  const page = Number(url.searchParams.get('page') ?? '1');
  if (!Number.isInteger(page) || page < 1)
    throw new AkeneoHttpError(422, `"${url.searchParams.get('page')}" is not a valid page number.`);
  const offset = (page - 1) * limit;
  if (offset >= maxOffset)
    throw new AkeneoHttpError(
      422,
      'You have reached the maximum number of pages you can retrieve with the "page" pagination type. Please use the search after pagination type instead',
    );
  const slice = items.slice(offset, offset + limit);
  const links: Record<string, { href: string }> = {
    self: link(url, { page: String(page), limit: String(limit) }),
    first: link(url, { page: '1', limit: String(limit) }),
  };
  if (page > 1) links.previous = link(url, { page: String(page - 1), limit: String(limit) });
  if (offset + limit < items.length) links.next = link(url, { page: String(page + 1), limit: String(limit) });
  const body: Record<string, unknown> = { _links: links, current_page: page };
  if (url.searchParams.get('with_count') === 'true') body.items_count = items.length;
  body._embedded = { items: slice };
  return body;
}

/** An opaque cursor: the primary-key position, base64url-encoded so clients cannot read or build it. */
const encodeCursor = (uuid: string) => Buffer.from(`pk:${uuid}`).toString('base64url');
const decodeCursor = (cursor: string) => {
  const text = Buffer.from(cursor, 'base64url').toString();
  if (!text.startsWith('pk:')) throw new AkeneoHttpError(422, 'The search_after cursor is not valid.');
  return text.slice(3);
};

/** search_after pagination for products: primary-key order, no count, `_links.next` carries the cursor. */
export function searchAfterOf(products: AkeneoProduct[], url: URL): Record<string, unknown> {
  const limit = readLimit(url.searchParams);
  const cursor = url.searchParams.get('search_after');
  let start = 0;
  if (cursor) {
    const after = decodeCursor(cursor);
    start = products.findIndex((p) => p.uuid === after) + 1;
    if (start === 0) throw new AkeneoHttpError(422, 'The search_after cursor is not valid.');
  }
  const slice = products.slice(start, start + limit);
  const links: Record<string, { href: string }> = {
    self: link(url, { limit: String(limit) }),
    first: link(url, { limit: String(limit) }, ['search_after']),
  };
  const last = slice[slice.length - 1];
  if (last && start + limit < products.length)
    links.next = link(url, { limit: String(limit), search_after: encodeCursor(last.uuid) });
  return { _links: links, _embedded: { items: slice } };
}
