// CodeSet: the repeated-code filter of a feed (two 32-bit hashes per code, first ordinal kept; older
// codes moved to sorted runs in a temp file).
import fc from 'fast-check';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { CodeSet } from './code-set';

describe('CodeSet', () => {
  it('returns 0 for a new code and the first ordinal for a repeat', () => {
    const set = new CodeSet();
    expect(set.addOrGet('A1', 1)).toBe(0);
    expect(set.addOrGet('B2', 2)).toBe(0);
    expect(set.addOrGet('A1', 3)).toBe(1);
    expect(set.addOrGet('A1', 4)).toBe(1);
    expect(set.addOrGet('B2', 5)).toBe(2);
    expect(set.addOrGet('C3', 6)).toBe(0);
  });

  it.each(['a', 'b', 'A', 'z', '0', '9', ' ', 'SKU-1', 'P0001', 'õ', '😀', '商品'])(
    'remembers the one-code set {%j}',
    (code) => {
      const set = new CodeSet();
      expect(set.addOrGet(code, 7)).toBe(0);
      expect(set.addOrGet(code, 8)).toBe(7);
    },
  );

  it('keeps the empty code like any other', () => {
    const set = new CodeSet();
    expect(set.addOrGet('', 4)).toBe(0);
    expect(set.addOrGet(' ', 5)).toBe(0);
    expect(set.addOrGet('', 6)).toBe(4);
  });

  it('tells apart near-collisions: case, one character, whitespace, order, length', () => {
    const codes = [
      'ab',
      'AB',
      'Ab',
      'ba',
      'ab ',
      ' ab',
      'a b',
      'abc',
      'abd',
      'a',
      'b',
      'ab\u0000',
      'A1',
      'A01',
      '1A',
    ];
    const set = new CodeSet();
    codes.forEach((code, i) => expect([code, set.addOrGet(code, i + 1)]).toEqual([code, 0]));
    codes.forEach((code, i) => expect([code, set.addOrGet(code, 100)]).toEqual([code, i + 1]));
  });

  it('tells apart unicode spellings: composed and decomposed, look-alikes, surrogate halves', () => {
    const codes = [
      'õun',
      'o\u0303un',
      'oun',
      'Õun',
      'ǒun',
      'š',
      's\u030c',
      '😀',
      '\ud83d',
      '\ude00',
      '😁',
      'А1',
      'A1',
    ];
    const set = new CodeSet();
    codes.forEach((code, i) => expect([code, set.addOrGet(code, i + 1)]).toEqual([code, 0]));
    codes.forEach((code, i) => expect([code, set.addOrGet(code, 100)]).toEqual([code, i + 1]));
  });

  it('keeps every code and its first ordinal across growth (50 000 codes)', () => {
    const set = new CodeSet();
    const n = 50_000;
    const seen: string[] = [];
    for (let i = 1; i <= n; i++) if (set.addOrGet(`SKU-${i}`, i) !== 0) seen.push(`SKU-${i}`);
    expect(seen).toEqual([]);
    const missed: string[] = [];
    for (let i = 1; i <= n; i++) if (set.addOrGet(`SKU-${i}`, n + i) !== i) missed.push(`SKU-${i}`);
    expect({ missed: missed.length, first: missed.slice(0, 3) }).toEqual({ missed: 0, first: [] });
    expect(set.addOrGet('SKU-0', 1)).toBe(0);
    expect(set.addOrGet(`SKU-${n + 1}`, 1)).toBe(0);
  });

  it('keeps large ordinals', () => {
    const set = new CodeSet();
    expect(set.addOrGet('x', 4_000_000_000)).toBe(0);
    expect(set.addOrGet('x', 1)).toBe(4_000_000_000);
  });

  it('behaves like a Map from code to first ordinal (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: fc.constantFrom('a', 'b', 'A', '1', 'õ', '😀', '-'), maxLength: 4 }), {
          maxLength: 300,
        }),
        (codes) => {
          const set = new CodeSet();
          const reference = new Map<string, number>();
          codes.forEach((code, i) => {
            const expected = reference.get(code) ?? 0;
            if (!reference.has(code)) reference.set(code, i + 1);
            expect([code, set.addOrGet(code, i + 1)]).toEqual([code, expected]);
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  describe('with codes moved to runs on disk', () => {
    it('keeps every code and its first ordinal across many runs (20 000 codes, runs of 2 000)', () => {
      const set = new CodeSet(2_000);
      const n = 20_000;
      const repeated: string[] = [];
      for (let i = 1; i <= n; i++) if (set.addOrGet(`SKU-${i}`, i) !== 0) repeated.push(`SKU-${i}`);
      expect(repeated).toEqual([]);
      const missed: string[] = [];
      // Backwards: the oldest runs are asked last, after the table has moved on again.
      for (let i = n; i >= 1; i--) if (set.addOrGet(`SKU-${i}`, n + i) !== i) missed.push(`SKU-${i}`);
      expect({ missed: missed.length, first: missed.slice(0, 3) }).toEqual({ missed: 0, first: [] });
      expect(set.addOrGet('SKU-0', 1)).toBe(0);
      expect(set.addOrGet('SKU-0', 2)).toBe(1);
      set.close();
    });

    it('finds the first and last code of a run and of a block (runs of exactly one block and of several)', () => {
      for (const runCodes of [256, 257, 1_024]) {
        const set = new CodeSet(runCodes);
        const codes = Array.from({ length: runCodes * 3 }, (_, i) => `C${i}`);
        codes.forEach((code, i) => expect([code, set.addOrGet(code, i + 1)]).toEqual([code, 0]));
        codes.forEach((code, i) =>
          expect([runCodes, code, set.addOrGet(code, 0)]).toEqual([runCodes, code, i + 1]),
        );
        set.close();
      }
    });

    it('behaves like a Map from code to first ordinal (property, runs of 8)', () => {
      fc.assert(
        fc.property(
          fc.array(fc.string({ unit: fc.constantFrom('a', 'b', 'A', '1', 'õ', '😀', '-'), maxLength: 4 }), {
            maxLength: 300,
          }),
          (codes) => {
            const set = new CodeSet(8);
            const reference = new Map<string, number>();
            codes.forEach((code, i) => {
              const expected = reference.get(code) ?? 0;
              if (!reference.has(code)) reference.set(code, i + 1);
              expect([code, set.addOrGet(code, i + 1)]).toEqual([code, expected]);
            });
            set.close();
          },
        ),
        { numRuns: 100 },
      );
    });

    it('leaves no file behind in the temp directory, and close() may be called twice', () => {
      const before = readdirSync(tmpdir()).filter((name) => name.startsWith('feedhub-codes-'));
      const set = new CodeSet(16);
      for (let i = 0; i < 100; i++) set.addOrGet(`X${i}`, i + 1);
      expect(readdirSync(tmpdir()).filter((name) => name.startsWith('feedhub-codes-'))).toEqual(before);
      expect(set.addOrGet('X3', 500)).toBe(4);
      set.close();
      set.close();
    });
  });
});
