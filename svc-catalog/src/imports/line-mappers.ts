import type { FeedRecord, FeedWarning } from '@feedhub/feeds';
import { copyField, mapProductRow, MAX_AMOUNT, MAX_CODE_CHARS, MAX_SHORT_CHARS } from './product-row';

/**
 * Record → staging line, per staged import method. They run in the feed thread (feed-thread.ts),
 * which knows them by name: a function cannot cross to a thread, a name can.
 */

/** A mapped record: its COPY line, or the warning that skipped it. */
export type StagedLine = { ok: true; line: string; inStock: boolean } | { ok: false; warning: FeedWarning };

/** A record whose code the catalog cannot hold is skipped (as importProducts skips it). */
function codeTooLong(record: FeedRecord): StagedLine | null {
  return record.code.length > MAX_CODE_CHARS
    ? {
        ok: false,
        warning: {
          key: 'feed_value_too_long',
          field: 'code',
          params: { field: 'code', max: MAX_CODE_CHARS },
          position: record.position,
        },
      }
    : null;
}

/** How lines are mapped: `hash: false` leaves a products line's content hash to the main thread. */
export interface LineOptions {
  hash: boolean;
}

export const LINE_MAPPERS = {
  /** importProducts: every product column (product-row.ts). */
  products(record: FeedRecord, options: LineOptions): StagedLine {
    const row = mapProductRow(record, options);
    return row.ok ? { ok: true, line: row.line, inStock: (row.amount ?? 0) > 0 } : row;
  },

  /** updatePrices: code, price, rrp_price, supplier_price, vat_rate, currency. */
  prices(record: FeedRecord): StagedLine {
    const skipped = codeTooLong(record);
    if (skipped) return skipped;
    const currency = record.currency === null ? null : record.currency.slice(0, MAX_SHORT_CHARS);
    const line = [
      copyField(record.code),
      record.price ?? '\\N',
      record.rrpPrice ?? '\\N',
      record.supplierPrice ?? '\\N',
      record.vatRate ?? '\\N',
      copyField(currency),
    ].join('\t');
    return { ok: true, line: `${line}\n`, inStock: false };
  },

  /** updateAmounts: code, amount. */
  amounts(record: FeedRecord): StagedLine {
    const skipped = codeTooLong(record);
    if (skipped) return skipped;
    const amount = record.amount === null ? '\\N' : String(Math.min(record.amount, MAX_AMOUNT));
    return { ok: true, line: `${copyField(record.code)}\t${amount}\n`, inStock: (record.amount ?? 0) > 0 };
  },
} satisfies Record<string, (record: FeedRecord, options: LineOptions) => StagedLine>;

/** The name of a staged line mapper. */
export type LineMapperName = keyof typeof LINE_MAPPERS;
export const LINE_MAPPER_NAMES = Object.keys(LINE_MAPPERS) as [LineMapperName, ...LineMapperName[]];
