import { EMBEDDED_TAXONOMY } from '@feedhub/pim';
import { pivot } from '../pivot/load';
import { buildAttributeIndex } from './attribute-index';
import { pimAttributeInputs } from './pim-input';
import { scoreAttribute } from './score';
import type { AttributeEvidence } from './types';

const index = buildAttributeIndex(
  pivot(),
  pimAttributeInputs(EMBEDDED_TAXONOMY.attributes, EMBEDDED_TAXONOMY.options),
);
const score = (evidence: Partial<AttributeEvidence>) =>
  scoreAttribute(index, { code: '', name: '', ...evidence }, 5);

/** Every answer is well formed whatever came in (its time is the bench's to measure, not a test's). */
function expectWellFormed(evidence: Partial<AttributeEvidence>) {
  const scored = score(evidence);
  for (const s of scored) {
    expect(s.score).toBeGreaterThanOrEqual(0);
    expect(s.score).toBeLessThanOrEqual(1);
    expect(s.reasons.length).toBeGreaterThan(0);
    for (const r of s.reasons) expect(r.supplier.length).toBeLessThanOrEqual(200);
  }
  return scored;
}

describe('scoreAttribute: bad input', () => {
  it('cuts a 10 kB name and still reads its start', () => {
    const scored = expectWellFormed({ name: `Farbe ${'x'.repeat(10_000)}`, code: 'y'.repeat(10_000) });
    expect(scored[0]?.code).toBe('color');
    expect(scored[0]!.score).toBeLessThan(1);
  });

  it('takes 10 kB values and thousands of them', () => {
    const values = Array.from({ length: 5000 }, (_, i) => (i % 2 ? 'Schwarz' : `${'Z'.repeat(10_000)}${i}`));
    const scored = expectWellFormed({ name: 'Farbe', values });
    expect(scored[0]?.code).toBe('color');
    expect(scored[0]?.options.filter((o) => o.optionCode === 'black')).toHaveLength(2500);
  });

  it('gives nothing confident for emoji, punctuation or only digits', () => {
    for (const name of ['🎨🎨', '🔥 Sale 🔥', '---', '12345', '0', '   '])
      expect(expectWellFormed({ name, code: name })[0]?.score ?? 0).toBeLessThan(0.7);
  });

  it('reads a name with emoji around a real word', () => {
    expect(expectWellFormed({ name: '🎨 Farbe 🎨' })[0]?.code).toBe('color');
  });

  it('handles mixed scripts without confusing them', () => {
    expect(expectWellFormed({ name: 'Цвет / Farbe / Colour' })[0]?.code).toBe('color');
    expect(expectWellFormed({ name: 'Вес (kg)' })[0]?.code).toBe('weight');
    // Latin look-alike letters inside a Cyrillic word are not a word of either script.
    expect(expectWellFormed({ name: 'Цвeт' })[0]?.score ?? 0).toBeLessThan(0.7);
  });

  it('ignores empty and blank values and non-strings', () => {
    const values = ['', '  ', 'Rot', null, undefined, 42] as unknown as string[];
    const [best] = expectWellFormed({ name: 'Farbe', values });
    expect(best?.options).toEqual([{ index: 2, value: 'Rot', optionCode: 'red', score: 0.92 }]);
    expect(expectWellFormed({ name: '', code: '', values: [] })).toEqual([]);
  });

  it('takes evidence without name, code or values fields', () => {
    expect(scoreAttribute(index, { code: 'farbe' } as AttributeEvidence)[0]?.code).toBe('color');
    expect(scoreAttribute(index, { name: 'Farbe' } as AttributeEvidence)[0]?.code).toBe('color');
  });

  it('builds an index for an empty PIM and answers nothing', () => {
    const empty = buildAttributeIndex(pivot(), []);
    expect(scoreAttribute(empty, { code: 'farbe', name: 'Farbe', values: ['Rot'] })).toEqual([]);
  });
});
