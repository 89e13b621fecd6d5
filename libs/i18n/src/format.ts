/** Replaces `:name` placeholders with params; longer names first so `:min` never eats `:minimum`. */
export function formatMessage(template: string, params: Record<string, string | number> = {}): string {
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
