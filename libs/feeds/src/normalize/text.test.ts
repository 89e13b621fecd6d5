// cleanLine (one-line fields), cleanText (descriptions) and codeFromName (attribute codes).
import fc from 'fast-check';
import { cleanLine, cleanText, codeFromName, decodeEntities } from './text';

/** Whitespace above ASCII that `\s` matches. */
const WIDE_SPACES = [...'\u00a0\u1680\u2000\u2003\u200a\u2028\u2029\u202f\u205f\u3000\ufeff'];

describe('cleanLine', () => {
  it.each<[string | undefined, string | null]>([
    [undefined, null],
    ['', null],
    ['   ', null],
    ['\t\n\r ', null],
    ['\u0000', null],
    ['\u0000 \u0007', null],
    ['a', 'a'],
    ['  a  ', 'a'],
    ['  a  b  ', 'a b'],
    ['a\tb', 'a b'],
    ['a\nb', 'a b'],
    ['a\r\nb', 'a b'],
    ['a\u00a0\u00a0b', 'a b'],
    ['a\u3000\u2003b', 'a b'],
    ['a \u202fb', 'a b'],
    // A single Unicode space between words (not only a run) becomes a plain space.
    ['Galaxy\u00a0S24', 'Galaxy S24'],
    ['1\u2007000', '1 000'],
    ['10\u202fkg', '10 kg'],
    ['a\u2000b\u2005c\u200ad', 'a b c d'],
    ['全\u3000角', '全 角'],
    ['\u00a0Samsung\u00a0', 'Samsung'],
    ['\ufeff a\u2028', 'a'],
    ['a\u0000b', 'ab'],
    ['x\u007fy', 'xy'],
    ['a\u0007 b', 'a b'],
    ['Õun  ja\n\tpirn', 'Õun ja pirn'],
    ['<b>bold</b>', '<b>bold</b>'],
  ])('%j → %j', (text, line) => {
    expect(cleanLine(text)).toBe(line);
    expect(cleanLine(text, true)).toBe(line);
  });

  it.each<[string | undefined, string | null]>([
    [undefined, null],
    ['', null],
    ['\u0000', null],
    ['  a  ', '  a  '],
    ['   ', '   '],
    ['a\tb\nc', 'a\tb\nc'],
    ['a\u0000b\u001f', 'ab'],
    ['  a  b  ', '  a  b  '],
    ['a\u00a0b', 'a\u00a0b'],
  ])('without trimming, %j → %j (controls still removed)', (text, line) => {
    expect(cleanLine(text, false)).toBe(line);
  });

  it('gives a trimmed line with no controls, line breaks or double spaces (property)', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom(...'aÄx \t\n\r\u0000\u001f\u007f', ...WIDE_SPACES),
        }),
        (text) => {
          const line = cleanLine(text);
          if (line === null) {
            expect(text.replace(/[\s\u0000-\u001f\u007f]/g, '')).toBe('');
            return;
          }
          expect(line).toBe(line.trim());
          expect(line).not.toMatch(/[\u0000-\u001f\u007f]|\s\s|[^\S ]/);
          // Only whitespace and controls differ from the input's letters.
          expect(line.replace(/\s/g, '')).toBe(text.replace(/[\s\u0000-\u001f\u007f]/g, ''));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('cleanText', () => {
  it.each<[string | undefined, string | null]>([
    [undefined, null],
    ['', null],
    ['  \n\t ', null],
    ['\u0000\u0001', null],
    ['  a\n\n b  ', 'a\n\n b'],
    ['a\u0000b\u001fc\td', 'abc\td'],
    ['line1\r\nline2', 'line1\r\nline2'],
    ['<p>a</p>\n<p>b</p>', '<p>a</p>\n<p>b</p>'],
    ['<![CDATA[x]]>', '<![CDATA[x]]>'],
    ['&amp; &lt;b&gt;', '&amp; &lt;b&gt;'],
    ['a  b', 'a  b'],
    ['Line\u00a01\nLine 2\r\n\u00a0', 'Line\u00a01\nLine 2'],
  ])('%j → %j (HTML, entities and line breaks are kept as they are)', (text, result) => {
    expect(cleanText(text)).toBe(result);
  });

  it('keeps outer whitespace without trimming, still dropping controls', () => {
    expect(cleanText('  <p>x</p>\n', false)).toBe('  <p>x</p>\n');
    expect(cleanText('\u0000 a \u0008', false)).toBe(' a ');
    expect(cleanText('  ', false)).toBe('  ');
    expect(cleanText('\u0000', false)).toBeNull();
  });
});

describe('codeFromName', () => {
  it.each([
    ['Screen size (in)', 'screen_size_in'],
    ['Weight', 'weight'],
    ['  __Weight__  ', 'weight'],
    ['a--b  c', 'a_b_c'],
    ['100%', '100'],
    ['Ekraani suurus', 'ekraani_suurus'],
    // Estonian
    ['Õun Äädikas Ööbik Üks', 'oun_aadikas_oobik_uks'],
    ['Šokolaad Žürii', 'sokolaad_zurii'],
    ['Kaal (kg)', 'kaal_kg'],
    // Latvian
    ['Šķērsgriezums', 'skersgriezums'],
    ['Ģērbšanās ķēde ļoti ņemt', 'gerbsanas_kede_loti_nemt'],
    ['Krāsa / Čaula', 'krasa_caula'],
    ['ĪSS ŪDENS', 'iss_udens'],
    // Lithuanian
    ['Ąžuolas ėriukas', 'azuolas_eriukas'],
    ['Įvairus ųūčę', 'ivairus_uuce'],
    ['Spalva: Žalia', 'spalva_zalia'],
    // Compatibility forms and decomposed accents
    ['e\u0301', 'e'],
    ['ﬁle', 'file'],
    ['ＡＢＣ', 'abc'],
    ['Tōkyō', 'tokyo'],
  ])('%j → %s', (name, code) => {
    expect(codeFromName(name)).toBe(code);
  });

  it('falls back to the lower-cased trimmed name when nothing Latin is left', () => {
    expect(codeFromName('Цвет')).toBe('цвет');
    expect(codeFromName(' 商品 ')).toBe('商品');
    expect(codeFromName('---')).toBe('---');
    expect(codeFromName('   ')).toBe('');
  });

  it('gives different codes to names that differ only in non-Latin letters', () => {
    // Width and height: the same unit suffix must not make them one attribute.
    expect(codeFromName('Ширина (cm)')).not.toBe(codeFromName('Высота (cm)'));
    expect(codeFromName('Цвет 2')).not.toBe(codeFromName('Размер 2'));
  });

  it('composed and decomposed spellings give the same code', () => {
    for (const name of ['Õun', 'Šķērsgriezums', 'Ąžuolas ėė', 'Ūdens']) {
      expect(codeFromName(name.normalize('NFD'))).toBe(codeFromName(name.normalize('NFC')));
    }
  });

  it('is stable: the cached result equals the first result, also after the cache is cleared', () => {
    const names = ['Screen size (in)', 'Šķērsgriezums', 'Õun Äädikas', 'Ąžuolas', 'Цвет'];
    const first = names.map(codeFromName);
    expect(first).toEqual(['screen_size_in', 'skersgriezums', 'oun_aadikas', 'azuolas', 'цвет']);
    expect(names.map(codeFromName)).toEqual(first);
    // More distinct names than the cache keeps: it is cleared on the way.
    for (let i = 0; i < 10_050; i++) codeFromName(`Filler name ${i}`);
    expect(codeFromName('Filler name 7')).toBe('filler_name_7');
    expect(names.map(codeFromName)).toEqual(first);
  });

  it('gives a snake_case ASCII code for any name with a Latin letter or digit, idempotently (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'aZõÄšŽķĢąėŪ09 _-()/%.,'), maxLength: 20 }),
        (name) => {
          fc.pre(/[a-z0-9]/i.test(name.normalize('NFKD')));
          const code = codeFromName(name);
          expect(code).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
          expect(codeFromName(code)).toBe(code);
          expect(codeFromName(` ${name.toUpperCase()} `)).toBe(code);
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('decodeEntities (category texts escaped twice)', () => {
  it.each([
    ['Products &gt; TV &gt; Mounts', 'Products > TV > Mounts'],
    ['A &amp; B', 'A & B'],
    ['&lt;&quot;&apos;&gt;', '<"\'>'],
    ['&#62; &#x3E; &#x1F600;', '> > 😀'],
    ['&amp;gt;', '&gt;'],
    ['no entity & here', 'no entity & here'],
    ['&nbsp; &unknown; &#0; &#xD800; &#x110000; &#', '&nbsp; &unknown; &#0; &#xD800; &#x110000; &#'],
    ['', ''],
  ])('%j → %j', (text, decoded) => {
    expect(decodeEntities(text)).toBe(decoded);
  });

  it('returns the same string when there is nothing to decode (no copy)', () => {
    const text = 'Home > Garden';
    expect(decodeEntities(text)).toBe(text);
  });
});
