import { SUGGEST_CONFIDENT_SCORE_DEFAULT } from '@feedhub/contracts';
import { scoreCategory } from '../index';
import { embeddedIndex } from './test-fixture';

/** The `suggest_confident_score` default the scores are calibrated for. */
const CONFIDENT = Number(SUGGEST_CONFIDENT_SCORE_DEFAULT);
const top = (path: string) => scoreCategory(embeddedIndex(), { path: path.split(' > ') }, 3)[0];

/** Supplier paths labelled by hand with the embedded PIM category they belong to, per language. */
const LABELLED: [lang: string, path: string, code: string][] = [
  ['de', 'Haushaltsgeräte > Waschmaschinen', 'washing_machines'],
  ['de', 'Computer > Monitore', 'monitors'],
  ['de', 'Küche > Kaffeemaschinen', 'coffee_machines'],
  ['de', 'Audio > Kopfhörer', 'headphones'],
  ['ru', 'Бытовая техника > Стиральные машины', 'washing_machines'],
  ['ru', 'Компьютеры > Ноутбуки', 'laptops'],
  ['ru', 'Телевизоры', 'tvs'],
  ['ru', 'Бытовая техника > Холодильники', 'refrigerators'],
  ['ru', 'Пылесосы', 'vacuum_cleaners'],
  ['fi', 'Kodinkoneet > Pyykinpesukoneet', 'washing_machines'],
  ['fi', 'Tietokoneet > Kannettavat tietokoneet', 'laptops'],
  ['fi', 'Kuulokkeet', 'headphones'],
  ['fi', 'Jääkaapit', 'refrigerators'],
  ['pl', 'AGD > Pralki', 'washing_machines'],
  ['pl', 'Komputery > Laptopy', 'laptops'],
  ['pl', 'RTV > Telewizory', 'tvs'],
  ['pl', 'AGD > Lodówki', 'refrigerators'],
  ['pl', 'Odkurzacze', 'vacuum_cleaners'],
  ['fr', 'Électroménager > Lave-linge', 'washing_machines'],
  ['fr', 'Téléviseurs', 'tvs'],
  ['fr', 'Réfrigérateurs', 'refrigerators'],
  ['fr', 'Aspirateurs', 'vacuum_cleaners'],
  ['en', 'Home appliances > Washing machines', 'washing_machines'],
  ['en', 'Computers > Laptops', 'laptops'],
  ['en', 'TVs', 'tvs'],
  ['en', 'Coffee machines', 'coffee_machines'],
  ['lt', 'Buitinė technika > Skalbyklės', 'washing_machines'],
  ['lt', 'Kompiuteriai > Nešiojamieji kompiuteriai', 'laptops'],
  ['lt', 'Televizoriai', 'tvs'],
  ['lt', 'Šaldytuvai', 'refrigerators'],
  ['et', 'Kodumasinad > Pesumasinad', 'washing_machines'],
  ['et', 'Arvutid > Sülearvutid', 'laptops'],
  ['et', 'Külmkapid', 'refrigerators'],
  ['et', 'Kohvimasinad', 'coffee_machines'],
  ['lv', 'Televizori', 'tvs'],
  ['lv', 'Monitori', 'monitors'],
  // Carried by the retail lexicon (words the pivot lacks or names otherwise).
  ['lv', 'Datortehnika > Portatīvie datori', 'laptops'],
  ['lv', 'Sadzīves tehnika > Veļas mašīnas', 'washing_machines'],
  ['de', 'Telefone > Handys', 'feature_phones'],
  ['fi', 'Komponentit > Näytönohjaimet', 'gpus'],
  ['et', 'Sülearvutid', 'laptops'],
];

describe('scoreCategory: a level naming a department by its kinds', () => {
  it.each([
    ['Audio, headphones & speakers', 'tv_audio'],
    ['Elektronika > Audio, słuchawki i głośniki', 'tv_audio'],
  ])('"%s" → %s, above its parts', (path, code) => {
    const ranked = scoreCategory(embeddedIndex(), { path: path.split(' > ') }, 5);
    expect(ranked[0]?.code).toBe(code);
    expect(ranked.slice(1).map((r) => r.code)).toContain('headphones');
  });

  it('a department named by its kinds ranks above each kind', () => {
    expect(top('Electronics > Video games & consoles')?.code).toBe('gaming');
  });

  it('a child wins over its parent only when the leaf names it specifically', () => {
    expect(top('Laptopy > Laptopy dla graczy')?.code).toBe('laptops_gaming');
    expect(top('Мониторы > Игровые')?.code).toBe('monitors_gaming');
    expect(top('Laptopy > Laptopy')?.code).toBe('laptops');
  });

  it('a part named only loosely by a broader category does not make a department', () => {
    expect(top('Air fryers & deep fryers')?.code).toBe('air_fryers');
  });
});

describe('scoreCategory: supplier paths in the supplier languages', () => {
  it.each(LABELLED)('%s: "%s" → %s, confidently', (_lang, path, code) => {
    const best = top(path);
    expect(best?.code).toBe(code);
    expect(best?.score).toBeGreaterThanOrEqual(CONFIDENT);
    expect(best?.sources).toContain('taxonomy');
    expect(best?.reasons[0]?.supplier).toContain(path.split(' > ').pop() ?? '');
  });

  it('explains a pivot match with the English pivot path', () => {
    const best = top('Бытовая техника > Стиральные машины');
    const reason = best?.reasons.find((r) => r.source === 'taxonomy');
    expect(reason?.supplier).toBe('Бытовая техника › Стиральные машины');
    expect(reason?.matched).toBe(
      'Home & Garden › Household Appliances › Laundry Appliances › Washing Machines',
    );
  });
});

describe('scoreCategory: categories the PIM has nothing for', () => {
  const NONE = [
    'Kleidung > T-Shirts',
    'Hundefutter',
    'Gartenmöbel',
    'Bücher',
    'Одежда',
    'Корм для собак',
    'Karma dla psów',
    'Meble ogrodowe',
    'Książki',
    'Vaatteet',
    'Livres',
    'Vêtements',
    'Clothing',
    'Pet food',
    'Garden furniture',
    'Books',
  ];
  it.each(NONE)('"%s" gets no confident suggestion', (path) => {
    const best = top(path);
    expect(best?.score ?? 0).toBeLessThan(CONFIDENT);
  });
});

describe('scoreCategory: a Google product category', () => {
  it('reads a numeric id', () => {
    const best = scoreCategory(embeddedIndex(), { path: ['Divers'], googleCategory: '4745' })[0];
    expect(best?.code).toBe('tablets');
    expect(best?.sources).toEqual(['google_category']);
    expect(best?.reasons[0]?.supplier).toBe('4745 (Electronics > Computers > Tablet Computers)');
  });

  it('reads an English path, and a path below the mapped ones', () => {
    for (const google of [
      'Electronics > Video > Televisions',
      'Electronics > Video > Televisions > Made up',
    ]) {
      expect(scoreCategory(embeddedIndex(), { path: ['X'], googleCategory: google })[0]?.code).toBe('tvs');
    }
  });

  it('reads a localised path like a supplier path', () => {
    const best = scoreCategory(embeddedIndex(), {
      path: ['Divers'],
      googleCategory: 'Électroménager > Lave-linge',
    })[0];
    expect(best?.code).toBe('washing_machines');
  });

  it('adds to a path that says the same', () => {
    const alone = top('Pralki')?.score ?? 0;
    const both = scoreCategory(embeddedIndex(), {
      path: ['Pralki'],
      googleCategory: 'Home & Garden > Household Appliances > Laundry Appliances > Washing Machines',
    })[0];
    expect(both?.code).toBe('washing_machines');
    expect(both?.score).toBeGreaterThanOrEqual(alone);
    expect(both?.sources).toEqual(['taxonomy', 'google_category']);
  });
});

describe("scoreCategory: the category's product titles", () => {
  it('titles that read as another kind than the path names give no confident suggestion', () => {
    const titles = [
      'Samsung Galaxy S24 Smartphone 128 GB',
      'Galaxy A55 5G Smartphone',
      'Galaxy Z Flip6 Smartphone 256 GB',
      'Galaxy S23 FE Smartphone',
      'Galaxy A15 Smartphone Dual SIM',
      'Galaxy M34 5G Smartphone',
    ];
    // The path says headphones, the titles say phones: shown, but not for bulk acceptance.
    const ranked = scoreCategory(embeddedIndex(), { path: ['Наушники', 'Galaxy Buds'], titles }, 3);
    expect(ranked[0]?.score).toBeLessThan(CONFIDENT);
    expect(ranked.map((r) => r.code)).toContain('headphones');
    // Titles alone, with a path that names nothing else, stay confident.
    const misc = scoreCategory(embeddedIndex(), { path: ['Sonstiges'], titles }, 1)[0];
    expect(misc?.code.startsWith('smartphones')).toBe(true);
    expect(misc?.score).toBeGreaterThanOrEqual(CONFIDENT);
  });

  it('"Misc" of Galaxy Tab titles is about tablets', () => {
    const best = scoreCategory(embeddedIndex(), {
      path: ['Misc'],
      titles: ['Samsung Galaxy Tab S9 128GB Graphite', 'Galaxy Tab S9 FE Wi-Fi', 'Galaxy Tab A9+ 64GB'],
    })[0];
    expect(best?.code).toBe('tablets');
    expect(best?.sources).toContain('titles');
    expect(best?.reasons.find((r) => r.source === 'titles')?.count).toBeGreaterThanOrEqual(2);
  });

  it('a title names its type before what it fits: "Ladegerät für iPhone" is a charger', () => {
    const best = scoreCategory(embeddedIndex(), {
      path: ['Sonstiges'],
      titles: ['Kopfhörer für iPhone 15', 'Kopfhörer Bluetooth schwarz', 'Kopfhörer Sport'],
    })[0];
    expect(best?.code).toMatch(/^headphones/);
  });

  it('Latvian categories are carried by their titles', () => {
    const best = scoreCategory(embeddedIndex(), {
      path: ['Sadzīves tehnika', 'Veļas mašīnas'],
      titles: ['Veļas mašīna Samsung WW90 Waschmaschine', 'Pralka Bosch Serie 6', 'Washing machine LG F4'],
    })[0];
    expect(best?.code).toBe('washing_machines');
  });

  it('titles that name nothing add nothing', () => {
    const without = scoreCategory(embeddedIndex(), { path: ['Misc'] });
    expect(scoreCategory(embeddedIndex(), { path: ['Misc'], titles: ['XJ-200', 'ABC 123', ''] })).toEqual(
      without,
    );
    expect(without[0]?.score ?? 0).toBeLessThan(CONFIDENT);
  });
});

describe('scoreCategory: mappings already made', () => {
  const akku = (model: string, codes: string[]) => ({
    name: 'Akku',
    path: ['Ersatzteile', model],
    codes,
    samePartner: true,
  });

  it('a row named like three rows mapped alike suggests the same, confidently', () => {
    const mapped = [
      akku('iPhone 12', ['power_banks']),
      akku('iPhone 13', ['power_banks']),
      akku('iPhone 14', ['power_banks']),
    ];
    const best = scoreCategory(embeddedIndex(), { path: ['Ersatzteile', 'iPhone 15', 'Akku'], mapped })[0];
    expect(best?.code).toBe('power_banks');
    expect(best?.score).toBeGreaterThanOrEqual(CONFIDENT);
    expect(best?.sources).toContain('partners');
    expect(best?.reasons.find((r) => r.source === 'partners')).toMatchObject({
      count: 3,
      matched: 'Ersatzteile › iPhone 12 › Akku',
    });
  });

  it('one namesake is a hint, not a certainty, and disagreeing namesakes weaken each other', () => {
    const one = scoreCategory(embeddedIndex(), {
      path: ['Ersatzteile', 'iPhone 15', 'Akku'],
      mapped: [akku('iPhone 12', ['power_banks'])],
    })[0];
    expect(one?.score).toBeLessThan(CONFIDENT);
    const split = scoreCategory(embeddedIndex(), {
      path: ['Ersatzteile', 'iPhone 15', 'Akku'],
      mapped: [
        akku('iPhone 12', ['power_banks']),
        akku('iPhone 13', ['chargers']),
        akku('iPhone 14', ['power_banks']),
      ],
    });
    expect(split[0]?.code).toBe('power_banks');
    expect(split[0]?.score).toBeLessThan(CONFIDENT);
  });

  it("another partner's category of the same path counts", () => {
    const best = scoreCategory(embeddedIndex(), {
      path: ['Zubehör', 'Hüllen'],
      mapped: [{ name: 'Hüllen', path: ['Zubehör', 'Hüllen'], codes: ['phone_cases'], samePartner: false }],
    })[0];
    expect(best?.code).toBe('phone_cases');
    expect(best?.sources).toContain('partners');
  });

  it('ignores mapped codes the PIM does not have', () => {
    const out = scoreCategory(embeddedIndex(), { path: ['Akku'], mapped: [akku('x', ['no_such_code'])] });
    expect(out.every((s) => s.code !== 'no_such_code')).toBe(true);
  });
});

describe('scoreCategory: what the leaf itself names', () => {
  // Written for these tests (not rows of the evaluation set).
  it.each([
    // The leaf's words its department already says are context: the other words name it.
    ['Komputery > Myszy komputerowe', 'mice'],
    ['Компьютеры > Компьютерные мыши', 'mice'],
    ['Компьютеры > Мыши компьютерные', 'mice'],
    // A label's kind word ("UPS devices") need not be in the path when its other words are.
    ['Zasilanie > UPS', 'ups'],
    ['Network > UPS', 'ups'],
    // "2-in-1" in any spelling is a convertible, not just another laptop.
    ['Notebooks > 2-in-1 Notebooks', 'laptops_2in1'],
    ['Ноутбуки > Ноутбуки 2-в-1', 'laptops_2in1'],
    ['Portables > PC portables 2 en 1', 'laptops_2in1'],
  ])('"%s" → %s', (path, code) => {
    expect(top(path)?.code).toBe(code);
  });
});
