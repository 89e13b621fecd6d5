import type { PimValue } from '@feedhub/contracts';
import type { PimAttribute } from '../model';
import { exportMessage, type ExportMessage } from './messages';
import type { PimStructure } from './structure';
import { akeneoUnit, unitsOf } from './units';

/** Akeneo's limit on pim_catalog_text values (PIM.md §1.3). */
export const TEXT_MAX = 255;

/** A converted value's data, or why it cannot be sent. */
export type Converted = { data: unknown } | { problem: ExportMessage };

const NUMBER = /^[-+]?\d+(?:[.,]\d+)?/;
/** Most feed numbers are already plain ("15.6", "8"): taken as they are. */
const PLAIN = /^-?\d+(?:\.\d+)?$/;
const PLAIN_INTEGER = /^-?(?:0|[1-9]\d{0,14})$/;
const GROUPED = /^([-+]?\d{1,3}(?:([.,])\d{3})(?:\2\d{3})*)([.,])\d/;
const PLAIN_DECIMAL = /^(-?(?:0|[1-9]\d{0,14}))\.(\d+)$/;
const TRUE_WORDS = new Set(['1', 'true', 'yes', 'y', 'jah', 'on']);
const FALSE_WORDS = new Set(['0', 'false', 'no', 'n', 'ei', 'off']);

/** A supplier's number text ("1 299,50", "15.6\"") → its leading number with a dot, and what follows. */
export function parseNumber(text: string): { number: string; rest: string } | null {
  if (PLAIN.test(text)) return { number: text, rest: '' };
  let compact = text.trim().replace(/(\d)[\s\u00a0](?=\d{3}\b)/g, '$1');
  // Both separators ("1,299.50", "1.299,50"): the last one is the decimal point, the other groups thousands.
  const grouped = GROUPED.exec(compact);
  if (grouped && grouped[2] !== grouped[3])
    compact = grouped[1]!.split(grouped[2]!).join('') + compact.slice(grouped[1]!.length);
  const match = NUMBER.exec(compact);
  if (!match) return null;
  const number = match[0].replace(',', '.').replace(/^\+/, '');
  return { number, rest: compact.slice(match[0].length).trim() };
}

/**
 * A decimal as Akeneo takes it for an attribute (PIM.md §1.3): a string when decimals are allowed
 * ("89.5"; trailing zeros past the second decimal dropped), else an integer (a fraction is refused).
 */
export function amountData(attribute: PimAttribute, decimal: string): unknown {
  if (PLAIN_INTEGER.test(decimal)) return attribute.decimalsAllowed ? decimal : Number(decimal);
  const plain = PLAIN_DECIMAL.exec(decimal);
  if (plain && attribute.decimalsAllowed) {
    // The rule below, without its regular expressions: "12.5000" → "12.50", "12.5" stays, "12.0" → "12".
    const fraction = plain[2]!;
    let end = fraction.length;
    while (end > 0 && fraction.charCodeAt(end - 1) === 48) end -= 1;
    const kept = end < 2 && fraction.length >= 2 ? fraction.slice(0, 2) : fraction.slice(0, end);
    return kept ? `${plain[1]}.${kept}` : plain[1];
  }
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction = ''] = decimal.replace(/^-/, '').split('.');
  const wholeDigits = whole.replace(/^0+(?=\d)/, '');
  const trimmed = fraction.replace(/0+$/, '');
  if (!attribute.decimalsAllowed) {
    if (trimmed !== '') return undefined;
    const value = Number(`${negative ? '-' : ''}${wholeDigits}`);
    return Number.isSafeInteger(value) ? value : undefined;
  }
  const kept = trimmed.length < 2 && fraction.length >= 2 ? fraction.slice(0, 2) : trimmed;
  return `${negative ? '-' : ''}${wholeDigits}${kept ? `.${kept}` : ''}`;
}

/** YYYY-MM-DD of a calendar day, or null when there is no such day (2024-02-30). */
function calendarDay(year: number, month: number, day: number): string | null {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/**
 * A supplier's date text → YYYY-MM-DD, the day as written: a dotted date is day.month.year (as Europe
 * writes it, not JavaScript's month.day), an ISO date keeps its own day whatever its time and offset,
 * and any other text Date.parse reads is its day in the local calendar it was read in (not the UTC day,
 * a day earlier east of UTC).
 */
function dateData(text: string): string | null {
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  if (dotted) return calendarDay(Number(dotted[3]), Number(dotted[2]), Number(dotted[1]));
  const time = Date.parse(text);
  if (Number.isNaN(time)) return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (iso) return calendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const date = new Date(time);
  return calendarDay(date.getFullYear(), date.getMonth() + 1, date.getDate());
}

const invalid = (attribute: PimAttribute, value: string) =>
  ({
    problem: exportMessage('export_value_invalid', { attribute: attribute.code, value: value.slice(0, 100) }),
  }) as const;

/** A supplier value (text or list) converted to the data of a PIM attribute's type, options through `optionCode`. */
export function convertValue(
  structure: PimStructure,
  attribute: PimAttribute,
  value: string | readonly string[],
  unit: string | null,
  optionCode: (text: string) => string | undefined,
): Converted {
  // One value is the common case: no array work for it.
  const texts =
    typeof value === 'string'
      ? value.trim() === ''
        ? []
        : [value.trim()]
      : value.map((text) => text.trim()).filter(Boolean);
  const first = texts[0] ?? '';
  const option = (text: string): Converted => {
    const code = optionCode(text);
    if (code === undefined)
      return {
        problem: exportMessage('export_value_option_unmapped', {
          attribute: attribute.code,
          value: text.slice(0, 100),
        }),
      };
    if (!structure.options.get(attribute.code)?.has(code))
      return {
        problem: exportMessage('export_value_option_unmapped', {
          attribute: attribute.code,
          value: text.slice(0, 100),
        }),
      };
    return { data: code };
  };
  switch (attribute.type) {
    case 'pim_catalog_text': {
      const text = texts.join(', ');
      return text.length > TEXT_MAX
        ? { problem: exportMessage('export_value_too_long', { attribute: attribute.code, max: TEXT_MAX }) }
        : { data: text };
    }
    case 'pim_catalog_textarea':
      return { data: texts.join('\n') };
    case 'pim_catalog_simpleselect':
      return option(first);
    case 'pim_catalog_multiselect': {
      const codes: string[] = [];
      for (const text of texts) {
        const converted = option(text);
        if ('problem' in converted) return converted;
        if (!codes.includes(converted.data as string)) codes.push(converted.data as string);
      }
      return { data: codes };
    }
    case 'pim_catalog_boolean': {
      const word = first.toLowerCase();
      if (TRUE_WORDS.has(word)) return { data: true };
      if (FALSE_WORDS.has(word)) return { data: false };
      return invalid(attribute, first);
    }
    case 'pim_catalog_number': {
      const parsed = parseNumber(first);
      const data = parsed && amountData(attribute, parsed.number);
      return data === undefined || data === null ? invalid(attribute, first) : { data };
    }
    case 'pim_catalog_metric': {
      const parsed = parseNumber(first);
      const amount = parsed && amountData(attribute, parsed.number);
      if (amount === undefined || amount === null) return invalid(attribute, first);
      const family = attribute.metricFamily ?? '';
      const unitText = unit?.trim() || (parsed?.rest ?? '');
      const code = unitText ? akeneoUnit(family, unitText) : attribute.defaultMetricUnit;
      if (!code || !unitsOf(family).has(code))
        return {
          problem: exportMessage('export_value_unit_unknown', {
            attribute: attribute.code,
            unit: unitText || '—',
          }),
        };
      return { data: { amount, unit: code } };
    }
    case 'pim_catalog_date': {
      const day = dateData(first);
      return day === null ? invalid(attribute, first) : { data: day };
    }
    default:
      return {
        problem: exportMessage('export_value_type_unsupported', {
          attribute: attribute.code,
          type: attribute.type,
        }),
      };
  }
}

/**
 * One piece of data as the values of an attribute: once, or once per locale and/or channel when the
 * attribute is localizable and/or scopable (PIM.md §1.3: locale and scope null otherwise).
 */
export function spreadValues(structure: PimStructure, attribute: PimAttribute, data: unknown): PimValue[] {
  if (attribute.scopable)
    return structure.channels.flatMap((channel): PimValue[] =>
      attribute.localizable
        ? channel.locales
            .filter((locale) => structure.locales.includes(locale))
            .map((locale) => ({ locale, scope: channel.code, data }))
        : [{ locale: null, scope: channel.code, data }],
    );
  if (attribute.localizable) return structure.locales.map((locale) => ({ locale, scope: null, data }));
  return [{ locale: null, scope: null, data }];
}
