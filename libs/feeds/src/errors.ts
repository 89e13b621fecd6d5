/** Where in a feed something happened: the item's ordinal and, where the format has them, line and column. */
export interface FeedPosition {
  /** 1-based ordinal of the item (product) in the feed. */
  index?: number;
  /** 1-based source line (XML, JSON lines) or CSV row. */
  line?: number;
  /** 1-based column, where known. */
  column?: number;
  /** Byte offset in the decoded stream, where known (encoding errors). */
  offset?: number;
}

/** Keys of fatal feed errors: the feed cannot be read (any result so far is incomplete). Texts: messages.ts. */
export const FEED_ERROR_KEYS = [
  'feed_unknown_class',
  'feed_invalid_params',
  'feed_url_invalid',
  'feed_url_protocol',
  'feed_url_forbidden',
  'feed_file_forbidden',
  'feed_file_not_found',
  'feed_network',
  'feed_http_status',
  'feed_timeout',
  'feed_too_slow',
  'feed_too_long',
  'feed_too_many_redirects',
  'feed_too_large',
  'feed_aborted',
  'feed_encoding',
  'feed_truncated',
  'feed_not_xml',
  'feed_wrong_format',
  'feed_root_not_bmecat',
  'feed_root_not_google',
  'feed_xml_malformed',
  'feed_xml_entity',
  'feed_not_csv',
  'feed_not_json',
  'feed_json_malformed',
  'feed_too_deep',
  'feed_field_too_large',
  'feed_item_too_large',
  'feed_csv_column',
  'feed_no_items',
] as const;
export type FeedErrorKey = (typeof FEED_ERROR_KEYS)[number];

/** A feed that cannot be read: a translatable key, its placeholders and where it happened. */
export class FeedError extends Error {
  constructor(
    readonly key: FeedErrorKey,
    readonly params: Record<string, string | number> = {},
    readonly position?: FeedPosition,
    options?: { cause?: unknown },
  ) {
    super(`${key}${Object.keys(params).length ? ` ${JSON.stringify(params)}` : ''}`, options);
    this.name = 'FeedError';
  }
}

/** Whether a value is a FeedError (also across module copies). */
export function isFeedError(error: unknown): error is FeedError {
  return (
    error instanceof FeedError || (error instanceof Error && error.name === 'FeedError' && 'key' in error)
  );
}
