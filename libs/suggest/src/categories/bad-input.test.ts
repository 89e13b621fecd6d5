import { scoreCategory, suggestPivotLinks, pivot } from '../index';
import { embeddedIndex } from './test-fixture';

/** Whatever a feed carries, the scorer answers quickly, in range, and never throws. */
describe('scoreCategory on bad input', () => {
  beforeAll(() => {
    // Build the index before anything is timed.
    scoreCategory(embeddedIndex(), { path: ['Pralki'] });
  });
  const score = (path: string[], extra: object = {}) => scoreCategory(embeddedIndex(), { path, ...extra });
  const inRange = (out: ReturnType<typeof score>) => {
    for (const s of out) {
      expect(s.score).toBeGreaterThan(0);
      expect(s.score).toBeLessThanOrEqual(1);
    }
  };

  it('a path of 300 levels is scored on its last levels', () => {
    const path = [...Array.from({ length: 299 }, (_, i) => `Level ${i}`), 'Waschmaschinen'];
    const out = score(path);
    expect(out[0]?.code).toBe('washing_machines');
    expect(out[0]?.reasons[0]?.supplier.startsWith('…')).toBe(true);
  });

  it('a 10 kB level is cut, not scanned whole', () => {
    const out = score(['Haushalt', `Waschmaschinen ${'x'.repeat(10_240)}`]);
    inRange(out);
    expect(out.every((s) => s.reasons.every((r) => r.supplier.length < 400))).toBe(true);
  });

  it('mixed scripts, emoji, digits only and empty strings', () => {
    inRange(score(['Бытовая техника', 'Waschmaschinen 洗衣机 🧺']));
    expect(score(['Бытовая техника', 'Waschmaschinen 洗衣机 🧺'])[0]?.code).toBe('washing_machines');
    expect(score(['🎁🎄', '😀'])).toEqual([]);
    expect(score(['12345'])).toEqual([]);
    expect(score(['', '   ', ''])).toEqual([]);
    expect(score([])).toEqual([]);
  });

  it('survives wrong shapes in the optional evidence', () => {
    const out = score(['Pralki'], {
      googleCategory: '   ',
      titles: ['', '🙂', 'x'.repeat(20_000)],
      mapped: [{ name: '', path: [], codes: [], samePartner: true }],
    });
    expect(out[0]?.code).toBe('washing_machines');
    expect(score(['X'], { googleCategory: '99999999' })).toEqual([]);
    expect(score(['X'], { googleCategory: 'x'.repeat(5000) })).toEqual(expect.any(Array));
  });

  it('a limit of 0 answers nothing', () => {
    expect(scoreCategory(embeddedIndex(), { path: ['Pralki'] }, 0)).toEqual([]);
  });

  it('links nothing for categories with no labels', () => {
    expect(
      suggestPivotLinks(pivot(), [
        { code: 'x', parent: null, labels: {} },
        { code: 'y', parent: 'x', labels: { en: '' } },
      ]),
    ).toEqual([]);
  });
});
