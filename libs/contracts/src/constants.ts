/** Business constants of SPEC §9, shared by every app. */

/** Interface languages. */
export const LOCALES = ['en', 'et'] as const;
/** One of the interface languages. */
export type Locale = (typeof LOCALES)[number];
/** Default and fallback locale. */
export const DEFAULT_LOCALE: Locale = 'en';

/** How long a toast stays on screen. */
export const TOAST_DURATION_MS = 3500;
/** Page-size options of every table. */
export const PAGE_SIZES = [25, 50, 100, 250, 500] as const;
/** Largest page a list serves, except the select lists of SPEC §9 (SELECT_LIST_PER_PAGE). */
export const MAX_PAGE_SIZE = 500;
/** Default page size. */
export const DEFAULT_PAGE_SIZE = 50;
/** perPage used by select lists that fetch everything on page 1. */
export const SELECT_LIST_PER_PAGE = 99999;
/**
 * Most matches a capped count counts (`countUpTo` of pageOf): a list or summary whose filter matches
 * more answers `total: LIST_COUNT_CAP, totalCapped: true` (docs/products.md, Performance).
 */
export const LIST_COUNT_CAP = 10_000;
/** Pages shown on each side of the current page by the pager. */
export const PAGER_SIBLINGS = 1;

/** Date format shown by pickers and tables. */
export const DATE_FORMAT = 'DD.MM.YYYY';
/** Date format sent in product filters. */
export const API_DATE_FORMAT = 'YYYY-MM-DD';
/** First day of the week (0 Sunday, 1 Monday). */
export const FIRST_DAY_OF_WEEK = 1;

/** Job queues, in the order they run. */
export const QUEUES = ['high', 'medium', 'low'] as const;
/** A job queue. */
export type Queue = (typeof QUEUES)[number];
/** Queue of a new task. */
export const DEFAULT_QUEUE: Queue = 'low';
/** Job statuses; desktops group jobs by these keys. */
/** `held`: an import the guard stopped before it merged, waiting for Apply or Discard (import-guard.ts). */
export const JOB_STATUSES = ['running', 'pending', 'held', 'error', 'done'] as const;
/** A job status. */
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Filter value meaning yes (pim-export, isMapped). */
export const FILTER_YES = 1;
/** Filter value meaning no (pim-export, isMapped). */
export const FILTER_NO = 2;
/** Comparators of the amount filter. */
export const AMOUNT_COMPARATORS = ['>=', '<=', '>', '<', '='] as const;

/** Default attribute weight. */
export const DEFAULT_ATTRIBUTE_WEIGHT = 1;
/** Types of a partner attribute (SPEC §3). */
export const PARTNER_ATTRIBUTE_TYPES = [
  'checkbox',
  'multi_select',
  'number',
  'picture',
  'select',
  'text',
] as const;
/** A partner attribute type. */
export type PartnerAttributeType = (typeof PARTNER_ATTRIBUTE_TYPES)[number];
/** Attribute types whose values are options (mapped option by option to PIM options). */
export const SELECT_ATTRIBUTE_TYPES: readonly PartnerAttributeType[] = ['select', 'multi_select'];
/** The attributes a new partner starts with (GET /api/partner-attributes/default-list): what most feeds carry. */
export const DEFAULT_PARTNER_ATTRIBUTES: readonly {
  code: string;
  name: string;
  type: PartnerAttributeType;
}[] = [
  { code: 'brand', name: 'Brand', type: 'select' },
  { code: 'color', name: 'Color', type: 'select' },
  { code: 'weight', name: 'Weight', type: 'number' },
  { code: 'warranty', name: 'Warranty', type: 'text' },
  { code: 'image', name: 'Image', type: 'picture' },
];
/** How a category mapping changes a price (SPEC §3: a euro amount or a percent). */
export const PRICE_CHANGE_TYPES = ['fixed', 'percent'] as const;
/** A price change type. */
export type PriceChangeType = (typeof PRICE_CHANGE_TYPES)[number];
/** The office's time zone: a calendar day in a date filter, and schedules unless configured otherwise. */
export const OFFICE_TIME_ZONE = 'Europe/Tallinn';
/** File name of the new-categories CSV. */
export const NEW_CATEGORIES_FILE_NAME = 'new_categories.csv';
/** Default text of a delete confirmation (English; translated by key `ui:confirm.deleteText`). */
export const DEFAULT_DELETE_CONFIRMATION = 'Are you sure you want delete?';

/** Browser local storage key of the logged-in user. */
export const LOCAL_STORAGE_USER_KEY = 'user';
/** Header carrying the CSRF token. */
export const CSRF_HEADER = 'X-CSRF-TOKEN';
/** Placeholder in the built index.html that the gateway replaces with the CSRF token. */
export const CSRF_META_PLACEHOLDER = '__CSRF_TOKEN__';

/** Session cookie name; `__Host-` (needs Secure, so https) when cookies are secure. */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-feedhub_session' : 'feedhub_session';
}
/** Cookie that ties a pre-login CSRF token to a browser. */
export function anonymousCookieName(secure: boolean): string {
  return secure ? '__Host-feedhub_anon' : 'feedhub_anon';
}

/** Browser local storage key of the interface language chosen before login. */
export const LOCAL_STORAGE_LOCALE_KEY = 'locale';
