import type { PimAdapter } from '../adapter';
import { readAll } from '../adapter';
import { createClient, type AkeneoClient } from './client';
import { Failures } from './failures';
import { createLimiter } from './limiter';
import {
  AkeneoProductSchema,
  enabledCode,
  mapAttribute,
  mapCategory,
  mapChannel,
  mapFamily,
  mapOption,
  mapProduct,
  type Mapped,
} from './mapping';
import { AkeneoOptionsSchema, type AkeneoOptions, type AkeneoSettings, type AkeneoStats } from './options';
import { AkeneoTokens, basicAuth } from './tokens';
import { createTransport } from './transport';
import { createUpsert } from './upsert';

const V1 = '/api/rest/v1';

/** A list's rows mapped page by page; rows that do not fit the model are dropped with a warning. */
async function* mappedPages<T>(
  client: AkeneoClient,
  settings: AkeneoSettings,
  path: string,
  map: (item: unknown) => Mapped<T>,
  missingIsEmpty = false,
): AsyncGenerator<T[]> {
  for await (const items of client.pages(path, missingIsEmpty)) {
    const rows: T[] = [];
    for (const item of items) {
      const mapped = map(item);
      if (mapped.ok) rows.push(mapped.row);
      else settings.log?.warn({ path, code: mapped.code, why: mapped.why }, 'PIM row skipped');
    }
    if (rows.length > 0) yield rows;
  }
}

/** The codes of a list's enabled rows (locales, currencies). */
async function enabledCodes(client: AkeneoClient, path: string): Promise<string[]> {
  const items = await readAll(client.pages(path));
  return items.map(enabledCode).filter((code): code is string => code !== null);
}

/**
 * The Akeneo adapter (DESIGN §5 PIM adapters, PIM.md §6): a connector on Akeneo's REST API. One
 * instance is one connection: its token manager, its limits (maxInFlight requests at once,
 * requestsPerSecond) and its stats. Throws a ZodError for invalid options.
 */
export function akeneoPim(options: AkeneoOptions): PimAdapter & { stats(): AkeneoStats } {
  const settings = AkeneoOptionsSchema.parse(options);
  const stats: AkeneoStats = { requests: 0, retries: 0, tokenGrants: 0, tokenRefreshes: 0 };
  // A proxy may echo the Basic header back: its base64 is masked too.
  const failures = new Failures([settings.secret, settings.password, basicAuth(settings)]);
  const transport = createTransport(
    settings,
    createLimiter(settings.maxInFlight, settings.requestsPerSecond),
    stats,
    failures,
  );
  const client = createClient(settings.url, transport, new AkeneoTokens(settings, transport, stats));
  const pages = <T>(path: string, map: (item: unknown) => Mapped<T>, missingIsEmpty = false) =>
    mappedPages(client, settings, path, map, missingIsEmpty);

  return {
    kind: 'akeneo',
    categories: () => pages(`${V1}/categories`, mapCategory),
    families: () => pages(`${V1}/families`, mapFamily),
    attributes: () => pages(`${V1}/attributes`, mapAttribute),
    // An unknown attribute has no options, as in the embedded PIM.
    attributeOptions: (attributeCode) =>
      pages(`${V1}/attributes/${encodeURIComponent(attributeCode)}/options`, mapOption, true),
    locales: () => enabledCodes(client, `${V1}/locales`),
    currencies: () => enabledCodes(client, `${V1}/currencies`),
    channels: () => readAll(pages(`${V1}/channels`, mapChannel)),
    upsertProducts: createUpsert(client, settings, stats),
    async product(identifier) {
      const url = `${settings.url}${V1}/products/${encodeURIComponent(identifier)}`;
      const found = await client.getOptional(url, AkeneoProductSchema);
      return found && mapProduct(found, identifier);
    },
    stats: () => ({ ...stats }),
  };
}
