import { z } from 'zod';
import { HELD_RETENTION_DAYS_DEFAULT } from './import-guard';
import { SUGGEST_CONFIDENT_SCORE_DEFAULT } from './suggestions';
import { hasUserinfo } from './url-credentials';

/** Icecat's live JSON API (PIM.md §4): the icecat_url setting's first value. */
export const ICECAT_LIVE_API = 'https://live.icecat.biz/api';

/** A global setting: its English description, first value and the rule its value must pass. */
export interface SettingDefinition {
  /** What it does (seeded; shown on the settings screen). */
  description: string;
  /** Value seeded on first start. */
  initial: string | null;
  /** Rule for a new value (messages are validation keys). */
  schema: z.ZodType<string | null>;
  /** A password or API secret: never sent back in clear (SECRET_MASK instead). */
  secret?: boolean;
  /**
   * An address the platform connects to (PIM, Icecat…): besides its schema, a save is refused when
   * the host is internal (loopback, private, link-local, cloud metadata) unless FEED_ALLOWED_NETWORKS
   * allows it. Declare such settings with `outgoingUrlSetting`.
   */
  outgoingUrl?: boolean;
}

/** What a secret setting's value reads as in every answer; saving it unchanged keeps the stored value. */
export const SECRET_MASK = '••••••••';

/** Whether a setting code names a secret (unknown codes are not secret). */
export function isSecretSetting(code: string): boolean {
  return settingDefinition(code)?.secret === true;
}

/** The definition of a setting code (undefined for a code that is not ours). */
export function settingDefinition(code: string): SettingDefinition | undefined {
  return Object.hasOwn(SETTING_DEFINITIONS, code)
    ? (SETTING_DEFINITIONS as Record<string, SettingDefinition>)[code]
    : undefined;
}

const decimal = z.string().regex(/^\d{1,6}(\.\d{1,4})?$/, { message: 'numeric' });
const positiveInt = z.string().regex(/^[1-9]\d{0,5}$/, { message: 'integer' });
/** A space, line break, tab, control or format character: no URL holds one as it is. */
const URL_UNSAFE_CHARACTER = /[\s\p{Cc}\p{Cf}]/u;
/** An absolute http(s) URL (no `javascript:`, `file:` or other schemes). */
const HTTP_URL = z.url({ protocol: /^https?$/ });

/**
 * Empty, or an absolute http(s) URL, its surrounding spaces (and a trailing line break) trimmed.
 * Refused: spaces, CR/LF, tabs and other controls inside (`url_control`: the URL parser would drop
 * some of them silently, and they end up in logs and headers), and a user name or password in it
 * (`url_userinfo`: the credentials have settings of their own, kept secret; in the URL they would be
 * shown and logged in clear).
 */
const optionalUrl = z
  .string()
  .trim()
  .refine((url) => !URL_UNSAFE_CHARACTER.test(url), { message: 'url_control', abort: true })
  .refine((url) => url === '' || HTTP_URL.safeParse(url).success, { message: 'url', abort: true })
  .refine((url) => !hasUserinfo(url), { message: 'url_userinfo' });
const text = z.string().max(1000);
/** A share from 0 to 1, up to four decimals (a score threshold). */
const share = z.string().regex(/^(0(\.\d{1,4})?|1(\.0{1,4})?)$/, { message: 'share' });

/**
 * A setting holding an address the platform connects to: empty or http(s), and checked against the
 * outgoing-address rules on save (SSRF: no `http://169.254.169.254/`), so every such setting gets
 * the check by being declared with this.
 */
function outgoingUrlSetting(description: string, initial = ''): SettingDefinition {
  return { description, initial, schema: optionalUrl, outgoingUrl: true };
}

/** Every global setting, by code (one source for the seed and the save rule). */
export const SETTING_DEFINITIONS = {
  pim_adapter: {
    description: 'PIM adapter: embedded (demo tables) or akeneo (REST API)',
    initial: 'embedded',
    schema: z.enum(['embedded', 'akeneo'], { message: 'in' }),
  },
  pim_url: outgoingUrlSetting('Akeneo PIM base URL'),
  pim_client_id: { description: 'Akeneo API client id', initial: '', schema: text },
  pim_client_secret: {
    description: 'Akeneo API client secret',
    initial: '',
    schema: text,
    secret: true,
  },
  pim_username: { description: 'Akeneo API user name', initial: '', schema: text },
  pim_password: { description: 'Akeneo API password', initial: '', schema: text, secret: true },
  vat_percent: { description: 'VAT percent used by price rules', initial: '24', schema: decimal },
  currency: {
    description: 'Currency of exported prices',
    initial: 'EUR',
    schema: z.string().regex(/^[A-Z]{3}$/, { message: 'in' }),
  },
  export_batch_size: {
    description: 'Products sent to the PIM per request',
    initial: '100',
    schema: positiveInt,
  },
  pim_requests_per_second: {
    description: 'Most requests a second the export sends to Akeneo (its fair use allows 100 per instance)',
    initial: '90',
    schema: positiveInt,
  },
  job_max_attempts: {
    description: 'Attempts of a job before it is marked as error',
    initial: '3',
    schema: positiveInt,
  },
  error_notice_days: { description: 'Days error notices are kept', initial: '30', schema: positiveInt },
  job_retention_days: {
    description: 'Days finished jobs and their logs are kept (a daily system job prunes older ones)',
    initial: '30',
    schema: positiveInt,
  },
  held_retention_days: {
    description:
      'Days an import held for review waits for Apply or Discard (the daily system job discards older ones)',
    initial: String(HELD_RETENTION_DAYS_DEFAULT),
    schema: positiveInt,
  },
  icecat_url: outgoingUrlSetting("Icecat's JSON product API (Open Icecat or Full Icecat)", ICECAT_LIVE_API),
  icecat_username: {
    description: 'Icecat account user name (empty: no enrichment)',
    initial: '',
    schema: text,
  },
  icecat_api_token: {
    description: 'Icecat Api-Token (Full Icecat; empty for Open Icecat)',
    initial: '',
    schema: text,
    secret: true,
  },
  icecat_content_token: {
    description: 'Icecat Content-Token (Full Icecat media; empty for Open Icecat)',
    initial: '',
    schema: text,
    secret: true,
  },
  icecat_languages: {
    description: "Languages of the Icecat sheets fetched, comma-separated (empty: the PIM's locales)",
    initial: '',
    schema: z.union([
      z.literal(''),
      z.string().regex(/^[a-z]{2}(_[A-Z]{2})?(,[a-z]{2}(_[A-Z]{2})?){0,19}$/, { message: 'in' }),
    ]),
  },
  icecat_requests_per_second: {
    description: 'Most Icecat look-ups a second (its fair use)',
    initial: '10',
    schema: positiveInt,
  },
  icecat_refresh_days: {
    description: 'Days an Icecat sheet (or a not-found answer) is kept before it is looked up again',
    initial: '30',
    schema: positiveInt,
  },
  feed_min_rate: {
    description:
      'Slowest feed download an import accepts, in KiB/s averaged over feed_rate_window (0: no floor)',
    initial: '1',
    schema: decimal,
  },
  feed_rate_window: {
    description: 'Seconds of reading the feed download rate is averaged over',
    initial: '60',
    schema: positiveInt,
  },
  feed_max_seconds: {
    description: 'Longest feed download of an import, in seconds (3600 = 1 hour)',
    initial: '3600',
    schema: positiveInt,
  },
  suggest_confident_score: {
    description:
      'Score (0–1) from which a mapping suggestion is confident: shown as such and accepted by "Accept confident"',
    initial: SUGGEST_CONFIDENT_SCORE_DEFAULT,
    schema: share,
  },
} satisfies Record<string, SettingDefinition>;

/** A setting code. */
export type SettingCode = keyof typeof SETTING_DEFINITIONS;
