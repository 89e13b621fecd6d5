import type { FeedAttribute, FeedRecord } from '@feedhub/feeds';
import { AttributeCollector, MAX_OPTIONS } from './seen-attributes';

const attribute = (code: string, value: string | string[], type: FeedAttribute['type'] = 'select') => ({
  code,
  name: `${code} name`,
  type,
  value,
  unit: null,
  group: null,
});

const record = (brand: string | null, attributes: FeedAttribute[]): FeedRecord =>
  ({ code: 'P', brand, attributes, position: { index: 1 } }) as unknown as FeedRecord;

test('brands become the select options of `brand`; select options in the order seen, once; text attributes without options', () => {
  const c = new AttributeCollector();
  c.add(record('Dell', [attribute('colour', 'Red'), attribute('memo', 'free text', 'text')]));
  c.add(
    record('Acme', [
      attribute('colour', ['Blue', 'Red']),
      attribute('ports', ['USB', 'HDMI'], 'multi_select'),
    ]),
  );
  c.add(record(null, [attribute('colour', 'Red\0')]));
  expect(c.rows()).toEqual([
    { code: 'brand', name: 'Brand', type: 'select', options: ['Dell', 'Acme'] },
    { code: 'colour', name: 'colour name', type: 'select', options: ['Red', 'Blue'] },
    { code: 'memo', name: 'memo name', type: 'text', options: [] },
    { code: 'ports', name: 'ports name', type: 'multi_select', options: ['USB', 'HDMI'] },
  ]);
  expect(c.size).toBe(4 + 6);
});

test('bounded: codes per run, options per attribute and per run; empty and too long codes dropped', () => {
  const c = new AttributeCollector({ codes: 2, options: 3 });
  c.add(record(null, [attribute('a', ['1', '2']), attribute('b', ['3', '4']), attribute('c', '5')]));
  expect(c.rows()).toEqual([
    { code: 'a', name: 'a name', type: 'select', options: ['1', '2'] },
    { code: 'b', name: 'b name', type: 'select', options: ['3'] },
  ]);
  const wide = new AttributeCollector();
  wide.add(record(null, [attribute('', 'x'), attribute('x'.repeat(256), 'y')]));
  wide.add(
    record(null, [
      attribute(
        'many',
        Array.from({ length: MAX_OPTIONS + 10 }, (_, i) => `v${i}`),
      ),
    ]),
  );
  expect(wide.rows().map((r) => [r.code, r.options.length])).toEqual([['many', MAX_OPTIONS]]);
  wide.clear();
  expect(wide.rows()).toEqual([]);
});
