// splitUnit: "number unit" texts split into a canonical decimal and the unit, anything else null.
import fc from 'fast-check';
import type { DecimalSeparator } from './decimal';
import { splitUnit } from './units';

describe('splitUnit', () => {
  it.each<[string, DecimalSeparator, string, string]>([
    // The examples of the doc comment
    ['15.6 in', 'auto', '15.6', 'in'],
    ['2,5 kg', 'auto', '2.5', 'kg'],
    ['1 234 mm', 'auto', '1234', 'mm'],
    ['16GB', 'auto', '16', 'GB'],
    ['5 °C', 'auto', '5', '°C'],
    ['24"', 'auto', '24', '"'],
    // More feed values
    ['15,6"', 'auto', '15.6', '"'],
    ['15,6"', ',', '15.6', '"'],
    ['15.6"', '.', '15.6', '"'],
    ['1 000 mAh', 'auto', '1000', 'mAh'],
    ['1\u00a0000 mAh', 'auto', '1000', 'mAh'],
    ['1 234,5 kg', ',', '1234.5', 'kg'],
    ['1,234 mm', '.', '1234', 'mm'],
    ['1,234 mm', ',', '1.234', 'mm'],
    ['0,5l', 'auto', '0.5', 'l'],
    ['3.5mm', 'auto', '3.5', 'mm'],
    ['-5 °C', 'auto', '-5', '°C'],
    ['+3 dB', 'auto', '3', 'dB'],
    ['100%', 'auto', '100', '%'],
    ['5 %', 'auto', '5', '%'],
    ['2.5 m²', 'auto', '2.5', 'm²'],
    ['1.5 kg/m³', 'auto', '1.5', 'kg/m³'],
    ['5 km/h', 'auto', '5', 'km/h'],
    ['5 µm', 'auto', '5', 'µm'],
    ["12'", 'auto', '12', "'"],
    ['2.50 kg', 'auto', '2.5', 'kg'],
    ['  15.6 in  ', 'auto', '15.6', 'in'],
    ['007 W', 'auto', '7', 'W'],
  ])('%j with %s → %s %s', (text, separator, value, unit) => {
    expect(splitUnit(text, separator)).toEqual({ value, unit });
  });

  // The unit pattern takes digits after its first character: area, volume and cable cross-section units.
  it.each<[string, DecimalSeparator, string, string]>([
    ['2.5 m2', 'auto', '2.5', 'm2'],
    ['1,5 mm2', 'auto', '1.5', 'mm2'],
    ['500 cm3', 'auto', '500', 'cm3'],
    ['0,75 m3', ',', '0.75', 'm3'],
  ])('a unit ending in a digit: %j with %s → %s %s', (text, separator, value, unit) => {
    expect(splitUnit(text, separator)).toEqual({ value, unit });
  });

  it.each<[string, DecimalSeparator]>([
    ['12', 'auto'],
    ['12.5', 'auto'],
    ['kg', 'auto'],
    ['in', 'auto'],
    ['', 'auto'],
    ['   ', 'auto'],
    ['kg 5', 'auto'],
    ['1-2 kg', 'auto'],
    ['1–2 kg', 'auto'],
    ['10 x 20 cm', 'auto'],
    ['5 kgs long', 'auto'],
    ['5 averyveryverylongunit', 'auto'],
    ['abc', 'auto'],
    ['1,234 mm', 'auto'], // ambiguous with auto
    ['2,5 kg', '.'], // "2,5" is not a number with a dot separator
    ['15,6"', '.'],
    ['1.2.3 kg', 'auto'],
    ['.5 kg', 'auto'],
    ['5 €', 'auto'],
  ])('%j with %s → null', (text, separator) => {
    expect(splitUnit(text, separator)).toBeNull();
  });

  it.each(['10x20cm', '30x40x50mm', '2x1.5m'])('a dimension %j is not "number unit": null', (text) => {
    expect(splitUnit(text, 'auto')).toBeNull();
  });

  it('with a comma separator reads dot-grouped thousands', () => {
    expect(splitUnit('1.500 mAh', ',')).toEqual({ value: '1500', unit: 'mAh' });
  });

  it('splits any non-negative decimal written with either separator and a unit (property)', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 999_999 }),
        fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 3 }),
        fc.constantFrom<'.' | ','>('.', ','),
        fc.constantFrom('', ' ', '\u00a0'),
        fc.constantFrom('kg', 'mm', 'in', '"', 'mAh', '°C', 'm²', 'GB', '%', 'km/h'),
        (int, frac, mark, gap, unit) => {
          const fraction = frac.replace(/0+$/, '');
          const text = `${int}${frac ? mark + frac : ''}${gap}${unit}`;
          const value = fraction ? `${int}.${fraction}` : String(int);
          expect(splitUnit(text, mark)).toEqual({ value, unit });
        },
      ),
      { numRuns: 400 },
    );
  });
});
