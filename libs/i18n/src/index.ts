/** @feedhub/i18n: en/et catalogues by key, for the browser (i18next resources) and the services. */
import {
  DEFAULT_LOCALE,
  LOCALES,
  PERMISSION_DESCRIPTIONS,
  WILDCARD_PERMISSION,
  type Locale,
} from '@feedhub/contracts';
import { attributeTypeLabels as enAttributeTypes } from './locales/en/attribute-types';
import {
  attributeSuggestionJobLines as enAttributeSuggestionJobLines,
  attributeSuggestions as enAttributeSuggestions,
} from './locales/en/attribute-suggestions';
import { attributes as enAttributes } from './locales/en/attributes';
import { categories as enCategories } from './locales/en/categories';
import { mapping as enMapping } from './locales/en/mapping';
import { onboarding as enOnboarding } from './locales/en/onboarding';
import { suggestions as enSuggestions } from './locales/en/suggestions';
import { priceFormulas as enPriceFormulas } from './locales/en/price-formulas';
import { products as enProducts } from './locales/en/products';
import { errors as enErrors } from './locales/en/errors';
import { exportTexts as enExport } from './locales/en/export';
import { jobs as enJobs } from './locales/en/jobs';
import { partners as enPartners } from './locales/en/partners';
import { messages as enMessages } from './locales/en/messages';
import { settings as enSettings } from './locales/en/settings';
import { ui as enUi } from './locales/en/ui';
import { validation as enValidation } from './locales/en/validation';
import { attributeTypeLabels as etAttributeTypes } from './locales/et/attribute-types';
import {
  attributeSuggestionJobLines as etAttributeSuggestionJobLines,
  attributeSuggestions as etAttributeSuggestions,
} from './locales/et/attribute-suggestions';
import { attributes as etAttributes } from './locales/et/attributes';
import { categories as etCategories } from './locales/et/categories';
import { mapping as etMapping } from './locales/et/mapping';
import { onboarding as etOnboarding } from './locales/et/onboarding';
import { suggestions as etSuggestions } from './locales/et/suggestions';
import { priceFormulas as etPriceFormulas } from './locales/et/price-formulas';
import { products as etProducts } from './locales/et/products';
import { errors as etErrors } from './locales/et/errors';
import { exportTexts as etExport } from './locales/et/export';
import { jobs as etJobs } from './locales/et/jobs';
import { partners as etPartners } from './locales/et/partners';
import { messages as etMessages } from './locales/et/messages';
import { permissions as etPermissions } from './locales/et/permissions';
import { settings as etSettings } from './locales/et/settings';
import { ui as etUi } from './locales/et/ui';
import { validation as etValidation } from './locales/et/validation';
import {
  formatDateTime,
  formatMessage,
  formatOfficeTime,
  hasValue,
  officeDay,
  officeDayEnd,
  officeDayStart,
  placeholdersOf,
  pluralKeys,
  variantKey,
  type MessageParams,
} from './format';

export {
  formatDateTime,
  formatMessage,
  formatOfficeTime,
  hasValue,
  officeDay,
  officeDayEnd,
  officeDayStart,
  placeholdersOf,
  pluralKeys,
  variantKey,
  type MessageParams,
};

/** Flat string catalogues of one language, by namespace. */
export interface Catalogue {
  /** Error key texts. */
  errors: Record<string, string>;
  /** Validation message texts. */
  validation: Record<string, string>;
  /** Field labels. */
  attributes: Record<string, string>;
  /** Success messages. */
  messages: Record<string, string>;
  /** Permission descriptions, by permission name (`*` included). */
  permissions: Record<string, string>;
  /** Setting descriptions, by setting code (`translate(locale, 'settings', 'vat_percent')`). */
  settings: Record<string, string>;
  /** Job statuses, job log lines and error notices (`translate(locale, 'jobs', 'status_done')`). */
  jobs: Record<string, string>;
}

/** Domain libraries (pricing, feeds) contribute validation texts and labels in this shape. */
export type DomainMessages = Record<
  Locale,
  { validation: Record<string, string>; attributes: Record<string, string> }
>;

/** A label map's entries under prefixed keys (`attribute_type_select`), for the services' translate(). */
const prefixed = (prefix: string, labels: Record<string, string>) =>
  Object.fromEntries(Object.entries(labels).map(([key, label]) => [`${prefix}${key}`, label]));

const catalogues: Record<Locale, Catalogue> = {
  en: {
    errors: { ...enErrors },
    validation: { ...enValidation },
    attributes: { ...enAttributes },
    messages: {
      ...enMessages,
      ...prefixed('attribute_type_', enAttributeTypes),
      ...prefixed('attribute_suggestion_', enAttributeSuggestions),
    },
    permissions: { ...PERMISSION_DESCRIPTIONS, [WILDCARD_PERMISSION]: 'All permissions' },
    settings: { ...enSettings },
    jobs: { ...enJobs, ...enAttributeSuggestionJobLines },
  },
  et: {
    errors: { ...etErrors },
    validation: { ...etValidation },
    attributes: { ...etAttributes },
    messages: {
      ...etMessages,
      ...prefixed('attribute_type_', etAttributeTypes),
      ...prefixed('attribute_suggestion_', etAttributeSuggestions),
    },
    permissions: { ...etPermissions },
    settings: { ...etSettings },
    jobs: { ...etJobs, ...etAttributeSuggestionJobLines },
  },
};

/** i18next resources for the browser: every namespace in both languages. */
export const resources = {
  en: {
    ...catalogues.en,
    ui: enUi,
    partners: enPartners,
    categories: enCategories,
    mapping: enMapping,
    suggestions: enSuggestions,
    products: enProducts,
    priceFormulas: enPriceFormulas,
    export: enExport,
    onboarding: enOnboarding,
  },
  et: {
    ...catalogues.et,
    ui: etUi,
    partners: etPartners,
    categories: etCategories,
    mapping: etMapping,
    suggestions: etSuggestions,
    products: etProducts,
    priceFormulas: etPriceFormulas,
    export: etExport,
    onboarding: etOnboarding,
  },
};

/** Adds a domain library's validation texts and labels (keys already present win: one source each). */
export function registerDomainMessages(domain: DomainMessages): void {
  for (const locale of LOCALES) {
    catalogues[locale].validation = { ...domain[locale].validation, ...catalogues[locale].validation };
    catalogues[locale].attributes = { ...domain[locale].attributes, ...catalogues[locale].attributes };
  }
}

/** Whether a string is one of our locales. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Picks our best locale from an Accept-Language header (q-values honoured), else the default. */
export function localeFromHeader(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  return ranked.map((r) => r.lang).find(isLocale) ?? DEFAULT_LOCALE;
}

/**
 * A catalogue entry, own keys only: a key like `constructor` or `toString` (a field named in a query
 * string) must not find Object.prototype's members.
 */
function own(record: Record<string, string>, key: string): string | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** The first of these keys a catalogue has. */
function firstOwn(record: Record<string, string>, keys: string[]): string | undefined {
  for (const key of keys) {
    const text = own(record, key);
    if (text !== undefined) return text;
  }
  return undefined;
}

/** The text of a key (plural keys first) in a locale, without falling back. */
function textIn(
  locale: Locale,
  namespace: keyof Catalogue,
  key: string,
  params: MessageParams | undefined,
): string | undefined {
  return firstOwn(catalogues[locale][namespace], pluralKeys(locale, key, params?.count));
}

/**
 * Looks up `namespace.key` in a locale, falling back to English, then to the key itself. With a
 * numeric `count` param the i18next plural keys come first (`role_in_use_one`, `role_in_use_other`,
 * then `role_in_use`), picked by the locale's Intl.PluralRules. When a placeholder of the text has
 * no value (missing, or empty), the wording for the placeholders that have one is used instead
 * (`variantKey`: `partner_product_not_found@id` reads "Partner product not found (id 999)", never
 * "(code , id 999)").
 */
export function translate(
  locale: Locale,
  namespace: keyof Catalogue,
  key: string,
  params?: MessageParams,
): string {
  const text =
    textIn(locale, namespace, key, params) ?? textIn(DEFAULT_LOCALE, namespace, key, params) ?? key;
  const names = placeholdersOf(text);
  const known = names.filter((name) => hasValue(params?.[name]));
  if (known.length < names.length) {
    const variant = variantKey(key, known);
    const wording =
      textIn(locale, namespace, variant, params) ?? textIn(DEFAULT_LOCALE, namespace, variant, params);
    if (wording !== undefined) return formatMessage(wording, params);
  }
  return formatMessage(text, params);
}

/** The i18next options every page that shows screens starts with (the shell, a remote's dev page). */
export function i18nextOptions(locale: Locale) {
  return {
    resources,
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    defaultNS: 'ui',
    ns: [
      'ui',
      'partners',
      'categories',
      'mapping',
      'jobs',
      'errors',
      'validation',
      'messages',
      'permissions',
      'attributes',
      'settings',
    ],
    interpolation: { escapeValue: false },
  };
}

/** Whether a validation key exists (a zod issue message that names a rule). */
export function hasValidationKey(key: string): boolean {
  return own(catalogues[DEFAULT_LOCALE].validation, key) !== undefined;
}

/**
 * Label of a field path: exact path first (`tasks.0.cron`), then with indexes as `*` (`tasks.*.cron`),
 * then the last segment, then the path itself.
 */
export function fieldLabel(locale: Locale, path: string): string {
  const labels = catalogues[locale].attributes;
  const fallback = catalogues[DEFAULT_LOCALE].attributes;
  const starred = path.replace(/\.\d+(?=\.|$)/g, '.*');
  const last =
    path
      .split('.')
      .filter((s) => !/^\d+$/.test(s))
      .pop() ?? path;
  for (const candidate of [path, starred, last]) {
    const label = own(labels, candidate) ?? own(fallback, candidate);
    if (label) return label;
  }
  return last;
}

export { issueMessages, issueRule, ruleMessages, valueAt, type IssueRule } from './issues';
