/** Number and money texts of this remote's screens, in the interface language (UI.md). */

/** The currency of prices when a product names none (the PIM's prices are in euros). */
export const DEFAULT_CURRENCY = 'EUR';

/**
 * Grouping from the thousands on in every language: UI.md writes et `1 234,50 €`, where Intl's own
 * Estonian rule groups only from 10 000.
 */
const GROUPING = { useGrouping: 'always' } as const;

/** A whole number in the interface language (et `1 234`, en `1,234`); empty for none. */
export function formatCount(locale: string, value: number | null | undefined): string {
  return value === null || value === undefined ? '' : new Intl.NumberFormat(locale, GROUPING).format(value);
}

/** A three-letter currency code Intl knows, else the default. */
function currencyOf(code: string | null | undefined): string {
  if (code && /^[A-Za-z]{3}$/.test(code)) {
    try {
      new Intl.NumberFormat('en', { style: 'currency', currency: code });
      return code.toUpperCase();
    } catch {
      return DEFAULT_CURRENCY;
    }
  }
  return DEFAULT_CURRENCY;
}

/**
 * A decimal money text ("1234.5") with two decimals and its currency in the interface language
 * (et `1 234,50 €`, en `€1,234.50`); empty for none, the text itself when it is not a number.
 * `maxDecimals` keeps sub-cent digits (a supplier's 0.0123 in the price preview).
 */
export function formatMoney(
  locale: string,
  value: string | null | undefined,
  currency?: string | null,
  maxDecimals = 2,
): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  if (!Number.isFinite(n)) return value;
  return new Intl.NumberFormat(locale, {
    ...GROUPING,
    style: 'currency',
    currency: currencyOf(currency),
    minimumFractionDigits: 2,
    maximumFractionDigits: maxDecimals,
  }).format(n);
}

/** A decimal percent text ("22.00") as a percent in the interface language (`22 %`, `22%`); empty for none. */
export function formatPercent(locale: string, value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  if (!Number.isFinite(n)) return value;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(n / 100);
}

/** Whether a text from a feed is an http(s) address, safe to link to or show as an image. */
export function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * A feed's description as plain text: feeds often send HTML, which is never rendered here (it is not
 * ours); its text is kept, paragraphs and line breaks as new lines. DOMParser's document is inert:
 * nothing in it runs or loads.
 */
export function plainText(text: string): string {
  if (!/<[a-z!/][^>]*>/i.test(text)) return text;
  const marked = text.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|li|h[1-6]|tr)\s*>/gi, '$&\n');
  const body = new DOMParser().parseFromString(marked, 'text/html').body;
  return (body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}
