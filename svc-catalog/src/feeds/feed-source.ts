import { DEMO_FEEDS, demoFeedPath, type FeedSourceOptions } from '@feedhub/feeds';
import type { CatalogConfig } from '../config';

/** The scheme of a demo feed address: `demo:<file>` names a file of DEMO_FEEDS. */
export const DEMO_SCHEME = 'demo:';

/** Where the catalog's feed downloads may go (the private networks the operator allowed). */
export function feedSourceOptions(config: Pick<CatalogConfig, 'FEED_ALLOWED_NETWORKS'>): FeedSourceOptions {
  return { allowedNetworks: config.FEED_ALLOWED_NETWORKS };
}

/** The demo feed file a `demo:<file>` address names, or null (not a demo address, or not a listed file). */
export function demoFeedFile(url: string): string | null {
  if (!url.startsWith(DEMO_SCHEME)) return null;
  const file = url.slice(DEMO_SCHEME.length);
  return DEMO_FEEDS.some((feed) => feed.file === file) ? file : null;
}

/**
 * What a partner's feed url opens: `demo:<file>` (a file of DEMO_FEEDS only) is the bundled file,
 * read as a local file; anything else goes to the feeds library as it is, with files refused, so a
 * path or a file: URL a user typed is never read.
 */
export function resolveFeedLocation(url: string): { location: string; allowFiles: boolean } {
  const file = demoFeedFile(url);
  return file ? { location: demoFeedPath(file), allowFiles: true } : { location: url, allowFiles: false };
}
