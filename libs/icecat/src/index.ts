/** @feedhub/icecat: Icecat's live JSON API — lookups, the normalised sheet, and a rate-capped requester with retries. */
export {
  IcecatAnswerSchema,
  IcecatDataSchema,
  IcecatGeneralInfoSchema,
  IcecatFeatureAnswerSchema,
  IcecatFeatureGroupAnswerSchema,
  IcecatGalleryAnswerSchema,
  parseAnswer,
  type IcecatAnswer,
  type IcecatData,
} from './answer';
export {
  IcecatSheetSchema,
  IcecatImageSchema,
  IcecatFeatureSchema,
  sheetFromAnswer,
  httpUrl,
  type IcecatSheet,
  type IcecatImage,
  type IcecatFeature,
} from './sheet';
export { stripActiveHtml } from './html';
export {
  classifyFailure,
  retryAfterMs,
  MAX_RETRY_AFTER_MS,
  type IcecatLookup,
  type IcecatLookupKind,
} from './outcome';
export {
  lookupSheet,
  lookupUrl,
  lookupHeaders,
  type IcecatConfig,
  type IcecatKey,
  type LookupOptions,
} from './client';
export { RateCap } from './rate-cap';
export {
  IcecatRequester,
  sleep,
  type IcecatRequesterOptions,
  type IcecatRequesterStats,
  type IcecatRequestReport,
  type IcecatRequestResult,
  type IcecatRetry,
} from './requester';
