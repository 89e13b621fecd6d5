/**
 * A numeric column's text without the zeros its scale pads it with (`12.5000` → `12.5`,
 * `10.0000` → `10`, `0.001000000` → `0.001`); integers and null pass as they are. Presenters
 * of every feature with numeric columns (categories, Icecat features) use this one.
 */
export function trimDecimal(value: string): string;
export function trimDecimal(value: string | null): string | null;
export function trimDecimal(value: string | null): string | null {
  if (value === null) return null;
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}
