import { jsonBody, jsonText, type FakeContext, type FakeHandler } from './http';
import { AkeneoHttpError, pageOf, searchAfterOf } from './paging';
import { mergeProduct, validateProductPatch } from './product-validation';
import { searchProducts } from './product-search';

/** Akeneo's PATCH-list content type (PIM.md §1.5). */
export const COLLECTION_TYPE = 'application/vnd.akeneo.collection+json';
/** Most lines one PATCH-list may carry. */
export const MAX_LINES = 100;
/** Longest line a PATCH-list accepts. */
export const MAX_LINE_CHARS = 1_000_000;
/** Offset ceiling of page pagination on products. */
export const MAX_PAGE_OFFSET = 10_000;

/** Splits a PATCH-list body into its non-empty lines. */
export const ndjsonLines = (raw: Buffer) =>
  raw
    .toString('utf8')
    .split('\n')
    .filter((l) => l.trim() !== '');

/** GET /products: page or search_after pagination, `search` filters, over the (possibly lagging) search index. */
export const listProducts: FakeHandler = (fake, { ctx, url }) => {
  const lag = fake.faults.searchLagMs;
  const indexed = [...fake.state.products.values()].filter(
    (p) => !lag || Date.parse(p.updated) <= Date.now() - lag,
  );
  const found = searchProducts(indexed, url.searchParams.get('search'));
  ctx.body =
    url.searchParams.get('pagination_type') === 'search_after'
      ? searchAfterOf(found, url)
      : pageOf(found, url, MAX_PAGE_OFFSET);
};

/** GET /products/{code}: 404 `{code, message}` when unknown. */
export const getProduct: FakeHandler = (fake, { ctx, params }) => {
  const product = fake.state.products.get(params.code);
  if (!product)
    throw new AkeneoHttpError(
      404,
      `Product "${params.code}" does not exist or you do not have permission to access it.`,
    );
  ctx.body = product;
};

/** Validates and applies one upsert; returns 201/204 or throws a 422. */
function upsert(fake: FakeContext, identifier: string, body: unknown): 201 | 204 {
  const errors = validateProductPatch(fake.state, identifier, body);
  if (errors.length) throw new AkeneoHttpError(422, 'Validation failed.', errors);
  const existing = fake.state.products.get(identifier);
  // The body was parsed for this request alone and mergeProduct copies what it changes: stored as given.
  fake.state.putOwnedProduct(mergeProduct(existing, identifier, body as Record<string, unknown>));
  return existing ? 204 : 201;
}

/** PATCH /products/{code}: 201 created or 204 updated, 422 with `errors[]`. */
export const patchProduct: FakeHandler = (fake, { ctx, params, raw, url }) => {
  if (!ctx.is('application/json'))
    throw new AkeneoHttpError(415, 'The "Content-Type" header is missing or not "application/json".');
  const body = jsonBody(raw);
  if (body === undefined) throw new AkeneoHttpError(400, 'Invalid json message received');
  ctx.status = upsert(fake, params.code, body);
  ctx.set('Location', new URL(`/api/rest/v1/products/${encodeURIComponent(params.code)}`, url).href);
};

/** The answer to one PATCH-list line. */
function lineResult(fake: FakeContext, n: number, text: string): Record<string, unknown> {
  if (text.length > MAX_LINE_CHARS) return { line: n, status_code: 413, message: 'Line is too long.' };
  const body = jsonText(text);
  if (body === undefined || typeof body !== 'object' || body === null)
    return { line: n, status_code: 400, message: 'Invalid json message received' };
  const identifier = (body as Record<string, unknown>).identifier;
  if (typeof identifier !== 'string' || identifier === '')
    return { line: n, status_code: 422, message: 'Identifier is missing.' };
  try {
    return { line: n, identifier, status_code: upsert(fake, identifier, body) };
  } catch (e) {
    if (!(e instanceof AkeneoHttpError)) throw e;
    return { line: n, identifier, status_code: e.status, message: e.message, errors: e.errors };
  }
}

/** PATCH /products (PATCH-list): 415/413 up front, then one streamed result per line, each applied on its own. */
export const patchProductList: FakeHandler = (fake, { ctx, raw, truncate }) => {
  if (!ctx.is(COLLECTION_TYPE))
    throw new AkeneoHttpError(415, `The "Content-Type" header is missing or not "${COLLECTION_TYPE}".`);
  const lines = ndjsonLines(raw);
  if (lines.length > MAX_LINES)
    throw new AkeneoHttpError(413, `Too many resources to process, ${MAX_LINES} is the maximum allowed.`);
  ctx.respond = false;
  ctx.res.writeHead(200, { 'Content-Type': COLLECTION_TYPE });
  // A cut stream models a server fault mid-batch: lines after the cut are neither answered nor applied.
  const answered = truncate ? Math.min(truncate.afterLines, lines.length) : lines.length;
  // One write of every line's answer: the same bytes as a write per line, without a syscall each.
  let answer = '';
  for (let i = 0; i < answered; i += 1) answer += `${JSON.stringify(lineResult(fake, i + 1, lines[i]))}\n`;
  if (answer) ctx.res.write(answer);
  if (truncate?.abort && answered < lines.length) ctx.res.destroy();
  else ctx.res.end();
};
