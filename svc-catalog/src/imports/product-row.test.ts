import { createHash } from 'node:crypto';
import type { FeedRecord } from '@feedhub/feeds';
import { cleanText, copyField, fillContentHashes, mapProductRow, MAX_CODE_CHARS } from './product-row';

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

test('a value with a NUL or a lone surrogate anywhere is cleaned, also inside the JSON columns', () => {
  const row = mapProductRow(
    record({
      name: 'a\0b 😀',
      images: ['https://x/\ud800.jpg'],
      attributes: [
        { code: 'c\0', name: 'N\udc00', value: ['v\0', 'w'], unit: null, type: 'text', group: null },
      ],
    }),
  );
  if (!row.ok) throw new Error('mapped');
  const fields = row.line.slice(0, -1).split('\t');
  expect(row.line).not.toMatch(/\0|\\\\u0000|\\\\ud[89a-f]/i);
  expect(fields[2]).toBe('ab 😀');
  expect(JSON.parse(fields[17])).toEqual(['https://x/\ufffd.jpg']);
  expect(JSON.parse(fields[18])).toEqual({
    c: { name: 'N\ufffd', value: ['v', 'w'], unit: null, type: 'text' },
  });
});

test('the content hash is the md5 of the line without it, stable for the same content', () => {
  const row = mapProductRow(
    record({
      description: 'tab\there\nline \\ end',
      attributes: [{ code: 'w', name: 'W', value: '1', unit: 'kg', type: 'text', group: null }],
    }),
  );
  if (!row.ok) throw new Error('mapped');
  const body = row.line.slice(0, row.line.lastIndexOf('\t'));
  expect(row.line.slice(-33, -1)).toBe(createHash('md5').update(body).digest('hex'));
  expect(body.split('\t')[16]).toBe('tab\\there\\nline \\\\ end');
  // The hash earlier releases wrote for this record: a re-import after an upgrade stays unchanged.
  expect(row.line.slice(-33, -1)).toBe('3560add8e6d1d386ec7f229a3fc0213c');
});

test('hashes written over the COPY text afterwards are the ones the mapper writes, whatever the text', () => {
  const records = [
    record(),
    record({ code: 'P2', name: 'Šokolaad 😀 “quoted” \\ back', description: 'tab\there\nline' }),
    record({ code: 'P3', name: 'a\0b \ud800', images: ['https://x/ü.jpg'] }),
  ];
  const line = (mapped: ReturnType<typeof mapProductRow>) => {
    if (!mapped.ok) throw new Error('mapped');
    return mapped.line;
  };
  const hashed = records.map((r) => line(mapProductRow(r))).join('');
  const later = records.map((r) => line(mapProductRow(r, { hash: false }))).join('');
  expect(later).not.toBe(hashed);
  const text = Buffer.from(later);
  fillContentHashes(text);
  expect(text.toString()).toBe(hashed);
  expect(() => fillContentHashes(Buffer.from('no line end'))).toThrow(/whole line/);
});
