import { parseDecimal, type DecimalSeparator } from './decimal';

/** Number followed by a unit: "15.6 in", "2,5 kg", "1 234 mm", "16GB", "5 °C", "24\"". */
/** The unit: letters and signs, a digit only at its end ("mm2", "m3"): "10x20cm" is a dimension, not a unit. */
const VALUE_WITH_UNIT = /^([-+]?\d[\d\s\u00a0.,]*?)\s*([A-Za-zµ°%"'²³][A-Za-zµ°%"'²³/.]{0,10}[0-9]?)$/;

const isDigit = (c: number) => c >= 48 && c <= 57;
/** Letters a unit ends with before a digit (m2, cm3). */
const isUnitLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/** A value split into a canonical number and its unit, or null when the text is not "number unit". */
export function splitUnit(text: string, separator: DecimalSeparator): { value: string; unit: string } | null {
  // Most attribute values are plain numbers ("24", "1.5"): no unit to split off. ("mm2" ends in a digit too.)
  let end = text.length;
  while (end > 0 && isDigit(text.charCodeAt(end - 1))) end--;
  if (end < text.length && (end === 0 || !isUnitLetter(text.charCodeAt(end - 1)))) return null;
  const match = VALUE_WITH_UNIT.exec(text.trim());
  if (!match) return null;
  const number = parseDecimal(match[1], separator);
  if (!number.ok) return null;
  return { value: number.value, unit: match[2] };
}
