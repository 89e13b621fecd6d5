import { OFFICE_TIME_ZONE } from '@feedhub/contracts';

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

/** Parts of a moment on the office's wall clock (24-hour, Latin digits), one formatter for all. */
const officeClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: OFFICE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** A moment's date and time parts in the office's time zone; null for none or junk. */
function officeParts(value: string | Date | null | undefined): Record<string, string> | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return Object.fromEntries(officeClock.formatToParts(date).map((p) => [p.type, p.value]));
}

/**
 * A moment as SPEC's date and time, DD.MM.YYYY HH:mm (with `:ss` when asked: log lines), in the
 * office's time zone (OFFICE_TIME_ZONE), whatever the browser's or the server's zone: every screen
 * and file shows the same time for the same moment. Empty for none or junk.
 */
export function formatDateTime(
  value: string | Date | null | undefined,
  options: { seconds?: boolean } = {},
): string {
  const p = officeParts(value);
  if (!p) return '';
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}${options.seconds ? `:${p.second}` : ''}`;
}

/** A moment's time of day as HH:mm on the office's clock (a chart's minute ticks); empty for junk. */
export function formatOfficeTime(value: string | Date | null | undefined): string {
  const p = officeParts(value);
  return p ? `${p.hour}:${p.minute}` : '';
}

/** The office's calendar day of a moment as YYYY-MM-DD (what date filters send); empty for junk. */
export function officeDay(value: string | Date = new Date()): string {
  const p = officeParts(value);
  return p ? `${p.year}-${p.month}-${p.day}` : '';
}

/** The first moment of an office calendar day (YYYY-MM-DD): where a date filter's day starts. */
export function officeDayStart(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const midnightUtc = Date.UTC(year, month - 1, date);
  // The office's offset from UTC at a moment: its wall clock read as if it were UTC, less the moment.
  const offsetAt = (moment: number) => {
    const p = officeParts(new Date(moment)) as Record<string, string>;
    const wall = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
    return wall - Math.floor(moment / 1000) * 1000;
  };
  const first = midnightUtc - offsetAt(midnightUtc);
  // Once more with the offset in force at that moment (a day that starts after a clock change).
  return new Date(midnightUtc - offsetAt(first));
}

/** The first moment after an office calendar day (YYYY-MM-DD): where a date filter's day ends. */
export function officeDayEnd(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return officeDayStart(new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10));
}
