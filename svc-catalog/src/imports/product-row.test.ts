import type { FeedRecord } from '@feedhub/feeds';
import { cleanText, copyField, mapProductRow, MAX_CODE_CHARS } from './product-row';

const record = (over: Partial<FeedRecord> = {}): FeedRecord => ({
  code: 'P1',
  sku: null,
  name: 'Name',
  ean: null,
  manufacturerCode: null,
  brand: 'Acme',
  category: { code: null, name: null, path: ['A', 'B'] },
  price: '9.5',
  rrpPrice: null,
  supplierPrice: null,
  currency: 'EUR',
  vatRate: null,
  amount: 3,
  description: null,
  images: [],
  attributes: [],
  position: { index: 1 },
  ...over,
});

test('COPY text escapes backslash, tab, newline and CR; NULL is \\N; NUL bytes go', () => {
  expect(copyField(null)).toBe('\\N');
  expect(copyField('a\\b\tc\nd\re')).toBe('a\\\\b\\tc\\nd\\re');
  expect(copyField('x\0y')).toBe('xy');
  expect(cleanText('a\ud800b\ud83d\ude00')).toBe('a\ufffdb\ud83d\ude00');
});

test('a record maps to one line with its category and a hash that follows the content', () => {
  const a = mapProductRow(record());
  const b = mapProductRow(record({ price: '9.6' }));
  if (!a.ok || !b.ok) throw new Error('mapped');
  expect(a.line.endsWith('\n')).toBe(true);
  expect(a.line.split('\t')).toHaveLength(20);
  expect(a.category).toEqual({ code: 'A > B', name: 'B', path: ['A', 'B'], parentCode: 'A' });
  expect(a.line.slice(-33)).not.toBe(b.line.slice(-33));
  expect(mapProductRow(record()).ok && (mapProductRow(record()) as { line: string }).line).toBe(a.line);
});

test('a code the catalog cannot index skips the record with a warning', () => {
  const row = mapProductRow(record({ code: 'x'.repeat(MAX_CODE_CHARS + 1) }));
  expect(row).toMatchObject({ ok: false, warning: { key: 'feed_value_too_long', field: 'code' } });
});
