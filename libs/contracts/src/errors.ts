import { z } from 'zod';

/** Server error keys: SPEC §8's catalogue plus the platform's own (DESIGN §3). */
export const ERROR_KEYS = [
  // SPEC §8
  'change_not_found',
  'country_not_found',
  'export_job_not_found',
  'export_job_finished',
  'invalid_json',
  'ip_rule_not_found',
  'marginal_not_found',
  'page_not_found',
  'partner_attribute_not_found',
  'partner_category_not_found',
  'partner_job_not_found',
  'partner_not_found',
  'partner_price_rule_not_found',
  'partner_product_not_found',
  'partner_task_not_found',
  'product_sku_not_found',
  'partner_zero_amount_not_found',
  'pending_job_exists',
  'permission_denied',
  'permission_not_found',
  'pim_category_mapping_not_found',
  'price_rule_not_found',
  'role_not_found',
  'running_partner_job_not_found',
  'setting_not_found',
  'unknown_price_type',
  'user_not_found',
  'validation_failed',
  'login_failed',
  // platform
  'role_in_use',
  'error_notice_not_found',
  'pim_attribute_not_found',
  'pim_product_not_found',
  'unauthenticated',
  'session_expired',
  'csrf_token_mismatch',
  'too_many_attempts',
  'payload_too_large',
  'unsupported_media_type',
  'service_unavailable',
  'internal_error',
  'job_not_found',
  'job_not_failed',
  'job_not_held',
  'job_already_retried',
  'held_job_exists',
  'icecat_feature_not_found',
  'icecat_not_configured',
  'too_many_event_streams',
  'suggestions_changed',
] as const;
/** A server error key. */
export type ErrorKey = (typeof ERROR_KEYS)[number];

/** HTTP status of each platform-level error key (`*_not_found` keys are 404). */
export const ERROR_STATUS: Partial<Record<ErrorKey, number>> = {
  invalid_json: 400,
  unauthenticated: 401,
  permission_denied: 403,
  pending_job_exists: 409,
  job_not_failed: 409,
  job_not_held: 409,
  job_already_retried: 409,
  held_job_exists: 409,
  icecat_not_configured: 409,
  export_job_finished: 409,
  role_in_use: 409,
  suggestions_changed: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  session_expired: 419,
  csrf_token_mismatch: 419,
  validation_failed: 422,
  login_failed: 422,
  unknown_price_type: 422,
  too_many_attempts: 429,
  too_many_event_streams: 429,
  internal_error: 500,
  service_unavailable: 503,
};

/** The status for an error key. */
export function statusOf(key: ErrorKey): number {
  return ERROR_STATUS[key] ?? (key.endsWith('_not_found') ? 404 : 400);
}

/** Field-keyed validation messages (`tasks.0.cron` → messages). */
export const FieldErrorsSchema = z.record(z.string(), z.array(z.string()));
/** Field-keyed validation messages. */
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;

/** One failed rule of a field: its validation key and placeholders, as the server worded it. */
export const FieldRuleSchema = z.object({
  rule: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
/** One failed rule of a field. */
export type FieldRule = z.infer<typeof FieldRuleSchema>;
/** Field-keyed failed rules: what `errors` says, before wording, so a client can word it in another language. */
export const FieldRulesSchema = z.record(z.string(), z.array(FieldRuleSchema));
/** Field-keyed failed rules. */
export type FieldRules = z.infer<typeof FieldRulesSchema>;

/**
 * Marks the field messages a client built from a failed call: the same failure worded again (another
 * language) carries the same mark, so a form tells a re-wording from a new failure.
 */
export const FAILURE_MARK: unique symbol = Symbol.for('feedhub.failure');

/** Error body of every failed call (DESIGN §3). */
export const ErrorEnvelopeSchema = z.object({
  /** Text in the user's locale. */
  message: z.string(),
  /** One of ERROR_KEYS. */
  key: z.string(),
  /** Validation messages by field path. */
  errors: FieldErrorsSchema.optional(),
  /** The rules behind `errors` (those that have one), for wording them again in another language. */
  rules: FieldRulesSchema.optional(),
  /** Request id, for 5xx answers. */
  requestId: z.string().optional(),
});
/** Error body of every failed call. */
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;
