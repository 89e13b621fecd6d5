import { z } from 'zod';
import {
  BodyIdSchema,
  CalendarDateSchema,
  decimalAmount,
  identityName,
  optionalInteger,
  plainDecimalText,
  requiredInteger,
} from './fields';
import { IdSchema, listQuerySchema } from './http';

/** The first issue's message of a failed parse, or the parsed value. */
function outcome(schema: z.ZodType, input: unknown): unknown {
  const result = schema.safeParse(input);
  return result.success ? result.data : `! ${result.error.issues[0].message}`;
}

describe('whole numbers: JSON numbers and digit strings, nothing bent', () => {
  test.each([
    [1, 1],
    ['12', 12],
    [' 7 ', 7],
    [true, '! integer'],
    [false, '! integer'],
    [[1], '! integer'],
    [{}, '! integer'],
    ['1e3', '! integer'],
    ['0x10', '! integer'],
    [1.5, '! integer'],
    ['', '! required'],
    [undefined, '! required'],
    [null, '! required'],
    [0, '! integer'],
    [2 ** 53, '! integer'],
  ])('BodyIdSchema %j → %j', (input, expected) => {
    expect(outcome(BodyIdSchema, input)).toEqual(expected);
  });

  test('bounds after the type: requiredInteger and optionalInteger', () => {
    expect(outcome(requiredInteger(0, 100), '100')).toBe(100);
    expect(outcome(requiredInteger(0, 100), 101)).toBe('! integer');
    expect(outcome(requiredInteger(0, 100), -1)).toBe('! integer');
    expect(outcome(requiredInteger(0, 100), [5])).toBe('! integer');
    expect(outcome(optionalInteger(0, 365), '')).toBeNull();
    expect(outcome(optionalInteger(0, 365), null)).toBeNull();
    expect(outcome(optionalInteger(0, 365), true)).toBe('! integer');
  });

  test.each([
    ['12', 12],
    [12, 12],
    [['1'], '! integer'],
    [{ a: '1' }, '! integer'],
    [true, '! integer'],
    ['01', '! integer'],
    ['1e3', '! integer'],
    [undefined, '! required'],
  ])('IdSchema (paths, queries, bodies) %j → %j', (input, expected) => {
    expect(outcome(IdSchema, input)).toEqual(expected);
  });

  test('page and perPage: one value, not an array', () => {
    const schema = listQuerySchema({}, ['id']);
    expect(outcome(schema, { page: '2' })).toMatchObject({ page: 2, perPage: 50 });
    expect(schema.safeParse({ page: ['2'] }).success).toBe(false);
    expect(schema.safeParse({ perPage: { x: '2' } }).success).toBe(false);
  });
});

describe('decimals: a JSON number is read as the text it was written as', () => {
  test.each([
    [1e-8, '0.00000001'],
    [1.5e-7, '0.00000015'],
    [12.5, '12.5'],
    [1e21, '1000000000000000000000'],
    [-1.25e-5, '-0.0000125'],
    [1.5e21, '1500000000000000000000'],
  ])('plainDecimalText(%p) = %p', (value, text) => {
    expect(plainDecimalText(value)).toBe(text);
    expect(Number(text)).toBe(value);
  });

  test('more decimals than the column holds are refused, as a number like as text', () => {
    for (const input of [0.00000001, '0.00000001', 12.34567, '12.34567', 1e21])
      expect(outcome(decimalAmount(), input)).toBe('! numeric');
    expect(outcome(decimalAmount(), 0.0001)).toBe('0.0001');
    expect(outcome(decimalAmount(), 12.5)).toBe('12.5');
    expect(outcome(decimalAmount(), -0.5)).toBe('! min.numeric');
  });
});

describe('CalendarDateSchema: the day must exist', () => {
  test.each(['2024-02-29', '2000-02-29', '2023-12-31', '0001-01-01', '9999-12-31'])('%s passes', (date) => {
    expect(outcome(CalendarDateSchema, date)).toBe(date);
  });
  test.each([
    '2024-02-30',
    '2023-02-29',
    '1900-02-29',
    '2024-04-31',
    '2024-13-01',
    '2024-00-10',
    '2024-01-00',
    '0000-01-01',
    '24.11.2026',
    '2024-1-1',
    ['2024-01-01'],
  ])('%j is not a date', (date) => {
    expect(outcome(CalendarDateSchema, date)).toBe('! date');
  });
});

describe('identityName', () => {
  const name = identityName(255);
  test.each([
    'Administrator\u2060',
    'Administ\u00adrator',
    '\u202eAdmin',
    'Ad\u200bmin',
    '\ufeffAdmin',
    'Admin\u2028',
    'Admin\u0007',
    'Admin\ufe0f',
    'Admin\u3164',
  ])('%j is refused as invisible, not stripped', (value) => {
    expect(name.safeParse(value).error?.issues.map((i) => i.message)).toEqual(['invisible']);
  });

  test.each(['Administrator', 'Jürgen Ütt', 'Adm\u0131nistrator', '  Buyers  '])('%j is a name', (value) => {
    expect(name.safeParse(value).success).toBe(true);
  });
});
