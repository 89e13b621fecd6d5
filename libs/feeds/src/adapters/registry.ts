import { bmecatAdapter } from '../presets/bmecat';
import { googleMerchantAdapter } from '../presets/google-merchant';
import type { FeedAdapter } from './adapter';
import { csvAdapter } from './csv-adapter';
import { jsonAdapter } from './json-adapter';
import { xmlAdapter } from './xml-adapter';

/** Partner class names (className), in the order the partner form lists them. */
export const FEED_CLASS_NAMES = ['xml', 'csv', 'json', 'google-merchant', 'bmecat'] as const;
export type FeedClassName = (typeof FEED_CLASS_NAMES)[number];

const ADAPTERS: Record<FeedClassName, FeedAdapter> = {
  xml: xmlAdapter as unknown as FeedAdapter,
  csv: csvAdapter as unknown as FeedAdapter,
  json: jsonAdapter as unknown as FeedAdapter,
  'google-merchant': googleMerchantAdapter as unknown as FeedAdapter,
  bmecat: bmecatAdapter as unknown as FeedAdapter,
};

/** Whether a text names an adapter. */
export function isFeedClassName(name: unknown): name is FeedClassName {
  return typeof name === 'string' && (FEED_CLASS_NAMES as readonly string[]).includes(name);
}

/** The adapter of a class name (params typed loosely: each adapter's schema parses its own). */
export function feedAdapter(name: FeedClassName): FeedAdapter {
  return ADAPTERS[name];
}
