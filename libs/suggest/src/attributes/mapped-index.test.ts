import { EMBEDDED_TAXONOMY } from '@feedhub/pim';
import { loadEvalAttributes } from '../bench/eval-set';
import { pivot } from '../pivot/load';
import { buildAttributeIndex, prepare } from './attribute-index';
import { buildMappedNameIndex, mappedNameCandidates } from './mapped-index';
import { aliasMatch } from './normalize';
import { pimAttributeInputs } from './pim-input';
import { nameForms, PARTNER_FLOOR, scoreAttribute } from './score';
import type { AttributeEvidence } from './types';

const index = buildAttributeIndex(
  pivot(),
  pimAttributeInputs(EMBEDDED_TAXONOMY.attributes, EMBEDDED_TAXONOMY.options),
);

type Mapped = NonNullable<AttributeEvidence['mapped']>[number];
const candidatesFor = (mapped: readonly Mapped[], supplier: { code: string; name: string }) =>
  mappedNameCandidates(
    buildMappedNameIndex(mapped.map((m) => m.name)),
    nameForms(index, supplier).map(([, m]) => m),
  ).map((at) => mapped[at]!.name);

/** How well the scorer finds a mapped name to match a supplier's (its best form, weighted). */
function similarity(supplier: { code: string; name: string }, mappedName: string): number {
  const other = prepare(index, mappedName);
  return Math.max(0, ...nameForms(index, supplier).map(([, m, weight]) => aliasMatch(m, other) * weight));
}

// Pairs the scorer counts, one per way a name matches (see mapped-index.ts): each must be a candidate.
const PAIRS: [supplier: string, mapped: string][] = [
  ['Farbe', 'FARBE'], // the same compact form
  ['Farbe des Gehäuses', 'Farbe'], // a word in both
  ['Farben', 'Farbe'], // the same word inflected (first four letters)
  ['Оперативная память', 'Объем оперативной памяти'], // inflected words
  ['Nettogewicht', 'Gewicht'], // a compound ending in the mapped name
  ['Gewichtsangabe', 'Gewicht'], // a compound starting with it (the first four letters too)
  ['Akku', 'Lithiumakku'], // a one-word name ending the mapped one
  ['Colours', 'Colour'], // the same word with another ending
  ['Energieeffizienzklasse', 'Enrgieeffizienzklasse'], // close in trigrams (a typo)
  ['Mobile OS', 'OS'], // a two-letter word
  ['Bildschirmgröße (Zoll)', 'Bildschirm'], // the name without its unit
];

describe('mapped attribute names: word index', () => {
  it.each(PAIRS)('keeps a mapped name the scorer counts: %s ~ %s', (supplier, mappedName) => {
    const named = { code: '', name: supplier };
    expect(similarity(named, mappedName)).toBeGreaterThanOrEqual(PARTNER_FLOOR);
    const mapped = [
      { name: 'Gewicht', codes: ['weight'], samePartner: false },
      { name: mappedName, codes: ['color'], samePartner: false },
      { name: 'Zzq Qxv', codes: ['material'], samePartner: false },
    ];
    expect(candidatesFor(mapped, named)).toContain(mappedName);
  });

  it('leaves out names that share nothing with the supplier’s', () => {
    const mapped = ['Gewicht', 'Farbe', 'Prozessor', 'Цвет', 'Zzq Qxv'].map((name) => ({
      name,
      codes: ['weight'],
      samePartner: false,
    }));
    expect(candidatesFor(mapped, { code: 'farbe', name: 'Farbe' })).toEqual(['Farbe']);
    expect(candidatesFor(mapped, { code: 'x', name: 'Kõrgus' })).toEqual([]);
  });

  // Every labelled supplier attribute against all the others as mapped names: whatever the scorer
  // would count (a likeness ≥ PARTNER_FLOOR) is a candidate, and scoring with the candidates alone
  // gives the same answer as scoring with every mapped attribute.
  const rows = loadEvalAttributes();
  const mapped: Mapped[] = rows.flatMap((r, i) => [
    { name: r.name, codes: r.expected === 'none' ? [] : [r.expected], samePartner: i % 7 === 0 },
    { name: r.code || r.name, codes: r.expected === 'none' ? [] : [r.expected], samePartner: false },
  ]);
  const mappedIndex = buildMappedNameIndex(mapped.map((m) => m.name));

  it('finds every mapped name the scorer counts, over the evaluation set', () => {
    let counted = 0;
    let candidates = 0;
    const missed: string[] = [];
    for (const row of rows) {
      const supplier = { code: row.code, name: row.name };
      const found = new Set(
        mappedNameCandidates(
          mappedIndex,
          nameForms(index, supplier).map(([, m]) => m),
        ),
      );
      candidates += found.size;
      mapped.forEach((m, at) => {
        if (similarity(supplier, m.name) < PARTNER_FLOOR) return;
        counted++;
        if (!found.has(at)) missed.push(`${row.name} ~ ${m.name}`);
      });
    }
    expect(missed).toEqual([]);
    // The set has near names (else this proves little), and the index leaves most names out.
    expect(counted).toBeGreaterThan(rows.length);
    expect(candidates).toBeLessThan((rows.length * mapped.length) / 10);
  });

  it('scores with the candidates alone exactly as with every mapped attribute', () => {
    for (const row of rows) {
      const supplier = { code: row.code, name: row.name, values: row.values };
      const only = mappedNameCandidates(
        mappedIndex,
        nameForms(index, supplier).map(([, m]) => m),
      ).map((at) => mapped[at]!);
      expect(scoreAttribute(index, { ...supplier, mapped: only })).toEqual(
        scoreAttribute(index, { ...supplier, mapped }),
      );
    }
  });
});
