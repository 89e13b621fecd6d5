/**
 * Numbers in the interface language with grouping from the thousands in every language: UI.md
 * writes et `1 234`, where Intl's own Estonian rule groups only from 10 000.
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, { useGrouping: 'always', ...options });
}
