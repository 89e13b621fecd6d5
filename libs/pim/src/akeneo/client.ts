import { z } from 'zod';
import { UnreadableAnswer, pimMessage } from './failures';
import type { AkeneoTokens } from './tokens';
import type { Answer, CallSpec, Transport } from './transport';

/** A 401 seen by an authorized call: renew the token once and replay. */
class Unauthorized extends Error {
  constructor(readonly answer: Answer) {
    super('401');
  }
}

/** An authorized call: like CallSpec, the bearer header added by the client. */
export type AuthorizedSpec<T> = Omit<CallSpec<T>, 'headers'> & { headers?: Record<string, string> };

/** Akeneo's list envelope (PIM.md §1.2): the items and the link to the next page. */
const PageSchema = z.object({
  _embedded: z.object({ items: z.array(z.unknown()) }),
  _links: z.object({ next: z.object({ href: z.string() }).optional() }).optional(),
});

/** Parses a JSON body, or asks for a retry. */
export function parseJson(answer: Answer): unknown {
  try {
    return JSON.parse(answer.text);
  } catch {
    throw new UnreadableAnswer(`expected JSON, got "${answer.text.slice(0, 40)}"`);
  }
}

/** Calls of the REST API with a bearer token (PIM.md §1.1). */
export interface AkeneoClient {
  /** One call with the bearer token; a 401 renews the token once and replays, a second 401 is an `auth` failure. */
  call<T>(spec: AuthorizedSpec<T>, signal?: AbortSignal): Promise<T>;
  /** GET a JSON resource of this shape (another shape is retried like garbage). */
  getJson<T>(url: string, schema: z.ZodType<T>): Promise<T>;
  /** The same, null on 404. */
  getOptional<T>(url: string, schema: z.ZodType<T>): Promise<T | null>;
  /** The items of a list, page by page (limit 100, following `_links.next`); a 404 is an empty list when `missingIsEmpty`. */
  pages(path: string, missingIsEmpty?: boolean): AsyncGenerator<unknown[]>;
  /** The failure for an answer no caller expects (403 forbidden, else server). */
  unexpected(method: string, url: string, answer: Answer): Error;
  readonly transport: Transport;
}

/** The client of one adapter instance. */
export function createClient(baseUrl: string, transport: Transport, tokens: AkeneoTokens): AkeneoClient {
  const { failures, host } = transport;
  const origin = new URL(baseUrl).origin;

  const unexpected = (method: string, url: string, answer: Answer): Error => {
    const what = `${method} ${new URL(url).pathname}`;
    if (answer.status === 403)
      return failures.error(
        'forbidden',
        `The PIM at ${host} refused ${what} (403): the API connection lacks a permission. ${pimMessage(answer.text)}`,
      );
    return failures.error(
      'server',
      `The PIM at ${host} answered ${answer.status} to ${what}: ${pimMessage(answer.text)}`,
    );
  };

  async function call<T>(spec: AuthorizedSpec<T>, signal?: AbortSignal): Promise<T> {
    let used = '';
    const attempt = () =>
      transport.send(
        {
          ...spec,
          headers: async () => {
            used = await tokens.get();
            return { ...spec.headers, authorization: `Bearer ${used}` };
          },
          read: (answer) => {
            if (answer.status === 401) throw new Unauthorized(answer);
            return spec.read(answer);
          },
        },
        signal,
      );
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof Unauthorized)) throw error;
      // Expired or revoked (a regenerated secret revokes every token): one renewal, one replay.
      await tokens.replace(used);
    }
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof Unauthorized)) throw error;
      throw failures.error(
        'auth',
        `The PIM at ${host} refused a new access token for ${spec.method} ${new URL(spec.url).pathname}: ${pimMessage(error.answer.text)}`,
      );
    }
  }

  function get<T>(url: string, schema: z.ZodType<T>, missingIsNull: boolean): Promise<T | null> {
    return call({
      method: 'GET',
      url,
      read: (answer) => {
        if (answer.status === 404 && missingIsNull) return null;
        if (answer.status !== 200) throw unexpected('GET', url, answer);
        const parsed = schema.safeParse(parseJson(answer));
        if (!parsed.success)
          throw new UnreadableAnswer(`unexpected shape (${parsed.error.issues[0]?.path.join('.')})`);
        return parsed.data;
      },
    });
  }
  const getJson = <T>(url: string, schema: z.ZodType<T>) => get(url, schema, false) as Promise<T>;
  const getOptional = <T>(url: string, schema: z.ZodType<T>) => get(url, schema, true);

  async function* pages(path: string, missingIsEmpty = false): AsyncGenerator<unknown[]> {
    let url: string | undefined = `${baseUrl}${path}${path.includes('?') ? '&' : '?'}limit=100`;
    while (url) {
      const page = await get(url, PageSchema, missingIsEmpty);
      if (!page) return;
      yield page._embedded.items;
      const next = nextPage(page._links?.next?.href);
      // A next link back to the same page would loop forever.
      url = next === url ? undefined : next;
    }
  }

  /** The next page on our own origin: a proxy may rewrite the host, and the token must not leave it. */
  function nextPage(href: string | undefined): string | undefined {
    if (!href) return undefined;
    const next = new URL(href, origin);
    const url = new URL(`${next.pathname}${next.search}`, origin);
    if (!url.searchParams.has('limit')) url.searchParams.set('limit', '100');
    return url.href;
  }

  return { call, getJson, getOptional, pages, unexpected, transport };
}
