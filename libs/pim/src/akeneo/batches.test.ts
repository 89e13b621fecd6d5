import type { PimProduct } from '@feedhub/contracts';
import { bodyOf, chunk, toLines } from './batches';

const product = (identifier: string, name = 'x'): PimProduct => ({
  identifier,
  enabled: true,
  family: null,
  categories: [],
  values: { name: [{ locale: null, scope: null, data: name }] },
});

describe('toLines', () => {
  test('one line per identifier, the last product winning, in first-seen order; bytes are UTF-8', () => {
    const lines = toLines([product('a', 'old'), product('b'), product('a', 'õun')]);
    expect(lines.map((line) => line.identifier)).toEqual(['a', 'b']);
    expect(JSON.parse(lines[0].json).values.name[0].data).toBe('õun');
    expect(lines[0].bytes).toBe(lines[0].json.length + 1); // õ is two bytes
    expect(bodyOf(lines).split('\n')).toHaveLength(2);
  });
});

describe('chunk', () => {
  const lines = (sizes: number[]) => sizes.map((bytes, i) => ({ identifier: String(i), json: '', bytes }));

  test('cuts at the line limit', () => {
    expect(chunk(lines(Array(250).fill(10)), 100, 1e9).map((c) => c.length)).toEqual([100, 100, 50]);
  });

  test('cuts at the byte budget, newlines counted', () => {
    // 3 lines of 10 bytes = 32 bytes with the 2 newlines.
    expect(chunk(lines([10, 10, 10, 10]), 100, 32).map((c) => c.length)).toEqual([3, 1]);
    expect(chunk(lines([10, 10, 10, 10]), 100, 31).map((c) => c.length)).toEqual([2, 2]);
  });

  test('a line above the budget goes alone', () => {
    expect(chunk(lines([5, 50, 5]), 100, 20).map((c) => c.length)).toEqual([1, 1, 1]);
    expect(chunk([], 100, 20)).toEqual([]);
  });
});
