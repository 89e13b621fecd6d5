import { isFeedError, type FeedError } from './errors';
import type { FeedWarning } from './limits';
import type { FeedRecord } from './record';
import { readFeed, type ReadFeedOptions } from './read-feed';

/** Summary of a whole feed read: counts of records, warnings and distinct values, and how it ended. */
export interface FeedSummary {
  records: number;
  warnings: number;
  /** Warnings counted by key, most frequent first. */
  warningsByKind: Record<string, number>;
  categories: number;
  attributes: number;
  brands: number;
  /** True only when the feed was read to its end without a fatal error. */
  complete: boolean;
  error: { key: string; params: Record<string, string | number>; position: FeedError['position'] } | null;
  seconds: number;
}

/** The summary of a feed nothing of which was read yet. */
export function emptySummary(): FeedSummary {
  return {
    records: 0,
    warnings: 0,
    warningsByKind: {},
    categories: 0,
    attributes: 0,
    brands: 0,
    complete: false,
    error: null,
    seconds: 0,
  };
}

/** The first records and warnings of a feed, and a summary of all of it. */
export interface FeedPreview {
  records: FeedRecord[];
  warnings: FeedWarning[];
  summary: FeedSummary;
}

/**
 * Reads a whole feed and keeps its first `limit` records and first warnings: what the partner form's
 * preview and the CLI show. A fatal error ends the read and is reported in the summary (complete = false).
 * `onRecord` sees each of the first `limit` records as it comes (the CLI prints them).
 */
export async function previewFeed(
  options: ReadFeedOptions & { limit?: number; onRecord?: (record: FeedRecord, ordinal: number) => void },
): Promise<FeedPreview> {
  const started = performance.now();
  const limit = options.limit ?? 20;
  const maxWarnings = options.limits?.maxWarningsKept ?? 200;
  const records: FeedRecord[] = [];
  const warnings: FeedWarning[] = [];
  const categories = new Set<string>();
  const attributes = new Set<string>();
  const brands = new Set<string>();
  const byKind = new Map<string, number>();
  const summary = emptySummary();
  try {
    for await (const event of readFeed(options)) {
      if (event.type === 'warning') {
        summary.warnings++;
        byKind.set(event.warning.key, (byKind.get(event.warning.key) ?? 0) + 1);
        if (warnings.length < maxWarnings) warnings.push(event.warning);
        continue;
      }
      const record = event.record;
      summary.records++;
      if (summary.records <= limit) {
        records.push(record);
        options.onRecord?.(record, summary.records);
      }
      if (record.category) categories.add(record.category.code ?? record.category.path.join('\u0000'));
      if (record.brand) brands.add(record.brand.toLowerCase());
      for (const attribute of record.attributes) attributes.add(attribute.code);
    }
    summary.complete = true;
  } catch (error) {
    if (!isFeedError(error)) throw error;
    summary.error = { key: error.key, params: error.params, position: error.position };
  }
  Object.assign(summary, {
    warningsByKind: Object.fromEntries([...byKind].sort((a, b) => b[1] - a[1])),
    categories: categories.size,
    attributes: attributes.size,
    brands: brands.size,
    seconds: Math.round((performance.now() - started) / 10) / 100,
  });
  return { records, warnings, summary };
}
