/** Placeholder values of a message. */
export type MessageParams = Record<string, string | number>;

/** Whether a placeholder's value reads as something: not missing, not empty or blank. */
export function hasValue(value: string | number | null | undefined): boolean {
  return value !== undefined && value !== null && String(value).trim() !== '';
}

/** The `:name` placeholders of a text, in order, once each (`:` before a letter; "read: :message" has one). */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/:([A-Za-z][A-Za-z0-9_]*)/g)].map((m) => m[1]))];
}

/**
 * The key of a message's wording for when only some of its placeholders have a value: the key, `@`,
 * and those placeholders' names sorted and joined with `,` (`partner_product_not_found@id`,
 * `partner_attribute_not_found@code,partner`); `key@` is the wording with none of them.
 */
export function variantKey(key: string, known: readonly string[]): string {
  return `${key}@${[...known].sort().join(',')}`;
}

/** Replaces `:name` placeholders with params; longer names first so `:min` never eats `:minimum`. */
export function formatMessage(template: string, params: MessageParams = {}): string {
  const names = Object.keys(params).sort((a, b) => b.length - a.length);
  let out = template;
  for (const name of names) out = out.split(`:${name}`).join(String(params[name]));
  return out;
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The CLDR plural category of a count in a locale (`one`, `other`, …), as i18next picks it. */
function pluralCategory(locale: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/**
 * The keys to try for a message with a count, i18next style: `key_one` / `key_other` (the locale's
 * category first, then `_other`), then the plain key. Without a numeric count, just the key.
 */
export function pluralKeys(locale: string, key: string, count: unknown): string[] {
  if (typeof count !== 'number' && !(typeof count === 'string' && /^-?\d+(\.\d+)?$/.test(count)))
    return [key];
  const category = pluralCategory(locale, Number(count));
  return [...new Set([`${key}_${category}`, `${key}_other`, key])];
}
