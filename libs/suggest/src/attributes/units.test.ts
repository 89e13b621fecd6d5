import { conversionFactor, nameWithoutUnit, parseMeasured, unitByWriting, unitInName } from './units';

describe('units', () => {
  it.each([
    ['15.6 Zoll', 15.6, 'INCH'],
    ['15,6"', 15.6, 'INCH'],
    ['16 GB', 16, 'GIGABYTE'],
    ['16GB', 16, 'GIGABYTE'],
    ['1 To', 1, 'TERABYTE'],
    ['1,2 kg', 1.2, 'KILOGRAM'],
    ['850 g', 850, 'GRAM'],
    ['1,5 кг', 1.5, 'KILOGRAM'],
    ['5000 mAh', 5000, 'MILLIAMPEREHOUR'],
    ['65W', 65, 'WATT'],
    ['3,2 ГГц', 3.2, 'GIGAHERTZ'],
    ['24 Monate', 24, 'MONTH'],
    ['2 vuotta', 2, 'YEAR'],
    ['13 дюймов', 13, 'INCH'],
    ['60 l', 60, 'LITER'],
    ['25 km/h', 25, 'KILOMETER_PER_HOUR'],
    ['ca. 40 dB', 40, 'DECIBEL'],
  ])('reads "%s" as %s %s', (value, amount, unit) => {
    expect(parseMeasured(value)).toEqual({ amount, unit });
  });

  it('reads bare numbers without a unit and refuses words, long text and unknown units', () => {
    expect(parseMeasured('42')).toEqual({ amount: 42, unit: null });
    expect(parseMeasured('Schwarz')).toBeNull();
    expect(parseMeasured('1920x1080')).toBeNull();
    expect(parseMeasured('12 Äpfel')).toBeNull();
    expect(parseMeasured(`1 ${'kg'.repeat(30)}`)).toBeNull();
  });

  it.each([
    ['GRAM', 'KILOGRAM', 0.001],
    ['MILLIMETER', 'CENTIMETER', 0.1],
    ['INCH', 'CENTIMETER', 2.54],
    ['TERABYTE', 'GIGABYTE', 1000],
    ['AMPEREHOUR', 'MILLIAMPEREHOUR', 1000],
    ['KILOWATT', 'WATT', 1000],
    ['YEAR', 'MONTH', 12],
    ['ONCE', 'GRAM', 28.349523125],
  ])('converts %s to %s by %s', (from, to, factor) => {
    expect(conversionFactor(from, to)).toBe(factor);
  });

  it('does not convert across dimensions or unknown units', () => {
    expect(conversionFactor('GRAM', 'CENTIMETER')).toBeNull();
    expect(conversionFactor('CELSIUS', 'KELVIN')).toBeNull();
    expect(unitByWriting('Äpfel')).toBeNull();
  });

  it('finds a unit a name ends in, and the name without it', () => {
    expect(unitInName('Gewicht (g)')).toBe('GRAM');
    expect(unitInName('Battery capacity (mAh)')).toBe('MILLIAMPEREHOUR');
    expect(unitInName('Diagonale in Zoll')).toBe('INCH');
    expect(unitInName('Gewicht in g')).toBe('GRAM');
    expect(unitInName('Вес, кг')).toBe('KILOGRAM');
    expect(unitInName('Made in')).toBeNull();
    expect(unitInName('Größe M')).toBeNull();
    expect(unitInName('Farbe')).toBeNull();
    expect(nameWithoutUnit('Gewicht in g')).toBe('Gewicht');
    expect(nameWithoutUnit('Gewicht (g)')).toBe('Gewicht');
    expect(nameWithoutUnit('Farbe')).toBe('Farbe');
  });
});
