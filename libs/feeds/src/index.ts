/** @feedhub/feeds: supplier feeds (XML, CSV, JSON, Google Merchant, BMEcat) as streams of canonical records. */
export { FeedError, FEED_ERROR_KEYS, isFeedError, type FeedErrorKey, type FeedPosition } from './errors';
export { DEFAULT_FEED_LIMITS, MAX_ITEM_ELEMENTS, type FeedLimits, type FeedWarning } from './limits';
export {
  FeedAttributeSchema,
  FeedCategorySchema,
  FeedDocumentSchema,
  FeedRecordSchema,
  MAPPABLE_FIELDS,
  type FeedAttribute,
  type FeedCategory,
  type FeedDocument,
  type FeedRecord,
  type MappableField,
} from './record';
export {
  BmecatParamsSchema,
  CsvParamsSchema,
  GoogleMerchantParamsSchema,
  JsonParamsSchema,
  XmlParamsSchema,
  type CommonParams,
} from './params';
export { FEED_CLASS_NAMES, isFeedClassName, type FeedClassName } from './adapters/registry';
export { feedClasses, FeedClassInfoSchema, type FeedClassInfo } from './catalogue';
export {
  readFeed,
  readFeedBatches,
  readFeedBytes,
  validateFeedParams,
  type FeedEvent,
  type FeedParamsResult,
  type ReadFeedOptions,
} from './read-feed';
export { previewFeed, type FeedPreview, type FeedSummary } from './preview';
export {
  feedMessage,
  feedParamMessage,
  feedsMessages,
  FEED_MESSAGE_KEYS,
  type FeedWarningKey,
} from './messages';
export { FEED_ENCODINGS, type FeedEncoding } from './source/decode';
export { openFeedSource, type FeedSourceOptions } from './source/open-source';
// The guarded HTTP client of every outgoing request of the platform (feeds, the PIM, Icecat).
export { assertHostAllowed, guardedLookup } from './source/address-guard';
export {
  DEFAULT_MAX_REDIRECTS,
  guardedAgent,
  guardedFetch,
  guardedRequest,
  type GuardedRequestOptions,
  type GuardedResponse,
} from './source/guarded-http';
export { RedirectRefused } from './source/redirect-policy';
export {
  formatDuration,
  formatRate,
  StreamGuard,
  type DownloadPace,
  type PaceBreach,
} from './source/stream-guard';
export { parseDecimal, type DecimalSeparator } from './normalize/decimal';
export { normalizeEan, parseAmount } from './normalize/identifiers';
export { demoFeedPath, DEMO_FEEDS } from './demo-feeds';
