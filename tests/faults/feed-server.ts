import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { TEST_CSV_PARAMS } from '@feedhub/feeds/testing';

/** One product line of a feed version. */
export interface FeedProduct {
  code: string;
  price: number;
  stock: number;
}

/** Products per partner feed. */
export const FEED_PRODUCTS = 600;
const HEADER = 'code;sku;name;brand;category;price;stock\n';

/**
 * The partners' feeds, versioned: version v of a partner's feed drops some products and reprices
 * some others, all derived from the seed, so the checker can rebuild any version.
 * Served slowly (about 1.5 s a feed) so faults land mid-import; a version marked cut-off is cut
 * half-way on every request (the supplier's connection drops).
 */
export function feedVersion(seed: number, partner: string, version: number): FeedProduct[] {
  const products: FeedProduct[] = [];
  const hash = (a: number, b: number) => (Math.imul(a * 7919 + b * 104729 + 1, 2654435761) ^ seed) >>> 0;
  for (let i = 1; i <= FEED_PRODUCTS; i++) {
    const base = hash(i, 0);
    const change = hash(i, version);
    // Each version drops about 5 % and reprices about 10 % (well within the import guard's limits).
    if (version > 1 && change % 20 === 0) continue;
    const moved = version > 1 && change % 10 === 1 ? (change >>> 12) % 40 : 0;
    products.push({
      code: `${partner}-${i}`,
      price: 10 + (base % 500) + moved + 0.5,
      stock: ((base >>> 9) % 20) + 1,
    });
  }
  return products;
}

export interface FeedServer {
  url(partner: string): string;
  /** Serves this version of the partner's feed from now on. */
  set(partner: string, version: number, options?: { cutOff?: boolean }): void;
  close(): Promise<void>;
}

export async function startFeedServer(seed: number): Promise<FeedServer> {
  const current = new Map<string, { version: number; cutOff: boolean }>();
  const server: Server = createServer((req, res) => {
    const partner = /^\/(\w+)\.csv$/.exec(req.url ?? '')?.[1] ?? '';
    const state = current.get(partner);
    if (!state) {
      res.writeHead(404).end();
      return;
    }
    const lines = feedVersion(seed, partner, state.version).map(
      (p) => `${p.code};SKU-${p.code};Product ${p.code};Acme;Tools/Drills;${p.price.toFixed(2)};${p.stock}\n`,
    );
    res.writeHead(200, { 'Content-Type': 'text/csv' });
    res.write(HEADER);
    let at = 0;
    const cutAt = state.cutOff ? Math.floor(lines.length / 2) : Infinity;
    const chunk = () => {
      if (res.destroyed) return;
      if (at >= cutAt) {
        res.socket?.destroy();
        return;
      }
      if (at >= lines.length) {
        res.end();
        return;
      }
      res.write(lines.slice(at, at + 40).join(''));
      at += 40;
      setTimeout(chunk, 100);
    };
    chunk();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    url: (partner) => `${base}/${partner}.csv`,
    set: (partner, version, options = {}) =>
      current.set(partner, { version, cutOff: options.cutOff ?? false }),
    async close() {
      server.closeAllConnections();
      server.close();
    },
  };
}

/** The params of a CSV partner reading one of the feed server's feeds (its columns). */
export function feedPartnerParams(url: string) {
  return { url, ...TEST_CSV_PARAMS };
}
