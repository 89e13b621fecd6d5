import { parseDecimal, type DecimalSeparator } from './decimal';

/** Number followed by a unit: "15.6 in", "2,5 kg", "1 234 mm", "16GB", "5 °C", "24\"". */
const VALUE_WITH_UNIT = /^([-+]?\d[\d\s\u00a0.,]*?)\s*([A-Za-zµ°%"'²³][A-Za-zµ°%"'²³/.0-9]{0,11})$/;

/** A value split into a canonical number and its unit, or null when the text is not "number unit". */
export function splitUnit(text: string, separator: DecimalSeparator): { value: string; unit: string } | null {
  // Most attribute values end in a digit ("24", "1.5") or are words: neither has a unit to split off.
  const last = text.charCodeAt(text.length - 1);
  if (last >= 48 && last <= 57) return null;
  const match = VALUE_WITH_UNIT.exec(text.trim());
  if (!match) return null;
  const number = parseDecimal(match[1], separator);
  if (!number.ok) return null;
  return { value: number.value, unit: match[2] };
}
