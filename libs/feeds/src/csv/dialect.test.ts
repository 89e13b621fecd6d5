// CSV dialect sniffing: newline, delimiter (quotes open a field only at its start) and header detection.
import fc from 'fast-check';
import { CSV_DELIMITERS, detectDelimiter, detectNewline, looksLikeHeader } from './dialect';

describe('detectNewline', () => {
  it.each<[string, string]>([
    ['a,b\n1,2\n', '\n'],
    ['a;b\r\n1;2\r\n', '\r\n'],
    ['a;b\r1;2\r', '\r'],
    ['a,b\n1,2\r\n', '\n'],
    ['a,b\r\n1,2\n', '\r\n'],
    ['\r\n', '\r\n'],
    ['\n\r', '\n'],
    ['abc', '\n'],
    ['', '\n'],
  ])('%j → %j', (sample, newline) => {
    expect(detectNewline(sample)).toBe(newline);
  });

  it('takes the first line break outside quotes', () => {
    expect(detectNewline('"Name\nwith break",Price\r\n"x",1\r\n')).toBe('\r\n');
    expect(detectNewline('Code;"Multi\r\nline";X\n1;2;3\n')).toBe('\n');
  });
});

describe('detectDelimiter', () => {
  it.each<[string, string]>([
    ['a,b,c\n1,2,3\n4,5,6\n', ','],
    ['a;b;c\n1;2;3\n4;5;6\n', ';'],
    ['a\tb\tc\n1\t2\t3\n4\t5\t6\n', '\t'],
    ['a|b|c\n1|2|3\n4|5|6\n', '|'],
    ['a~b\n1~2\n3~4\n', '~'],
  ])('%j → %j', (sample, delimiter) => {
    expect(detectDelimiter(sample, '\n', '"')).toBe(delimiter);
  });

  it('counts delimiters outside quoted fields only', () => {
    // Decimal commas inside quotes, semicolons between fields.
    expect(detectDelimiter('name;price\n"Hammer, big";"12,50"\n"Saw, small";"3,10"\n', '\n', '"')).toBe(';');
    // Semicolons inside quotes do not make it a semicolon file.
    expect(detectDelimiter('name,price\n"a;b;c;d",1\n"e;f;g;h",2\n', '\n', '"')).toBe(',');
    // Doubled quotes stay inside the field.
    expect(detectDelimiter('a,b\n"say ""x;y"" twice",2\n"z",3\n', '\n', '"')).toBe(',');
    // The quote character is a parameter.
    expect(detectDelimiter("a;b\n'1,2,3';4\n'5,6,7';8\n", '\n', "'")).toBe(';');
  });

  it('opens a quoted field only at the start of a field', () => {
    // 15" and 17" are inches, not quotes: the commas after them still count.
    expect(detectDelimiter('name,size,price\nScreen 15",15,100\nScreen 17",17,120\n', '\n', '"')).toBe(',');
    expect(detectDelimiter('a b"x,y"c;d\n1"2,3";4\n', '\n', '"')).toBe(';');
  });

  it('prefers the delimiter that splits more fields consistently, then the listed order', () => {
    expect(detectDelimiter('a;b,c,d\n1;2,3,4\n5;6,7,8\n', '\n', '"')).toBe(',');
    expect(detectDelimiter('a;b,c\n1;2,3\n4;5,6\n', '\n', '"')).toBe(CSV_DELIMITERS[0]);
    expect(CSV_DELIMITERS).toEqual([';', ',', '\t', '|', '~']);
  });

  it('drops the last line of a multi-line sample (it may be cut) and skips blank lines', () => {
    expect(detectDelimiter('a,b,c\n1,2,3\n1,2', '\n', '"')).toBe(',');
    expect(detectDelimiter('h1,h2\n\n1,2\n\n3,4\n', '\n', '"')).toBe(',');
    expect(detectDelimiter('a,b', '\n', '"')).toBe(',');
    expect(detectDelimiter('a,b,c\r\n1,2,3\r\n', '\r\n', '"')).toBe(',');
  });

  it.each(['single\nvalue\nrows\n', '', '\n\n', 'a,b,c\n1,2\n3,4\n5,6\n7,8\n', ',a\nb\nc\nd\ne\n'])(
    'finds none in %j',
    (sample) => {
      expect(detectDelimiter(sample, '\n', '"')).toBeNull();
    },
  );

  it('finds the delimiter of any generated table (property)', () => {
    const cellArb = fc.string({
      unit: fc.constantFrom('a', 'Õ', '1', ' ', '.', '-'),
      minLength: 1,
      maxLength: 5,
    });
    fc.assert(
      fc.property(
        fc.constantFrom(...CSV_DELIMITERS),
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 2, max: 8 }),
        fc.infiniteStream(cellArb),
        fc.infiniteStream(fc.boolean()),
        (delimiter, columns, rows, cells, quoted) => {
          const lines: string[] = [];
          for (let r = 0; r < rows; r++) {
            const row: string[] = [];
            for (let c = 0; c < columns; c++) {
              const cell = cells.next().value as string;
              // A quoted first cell may hold every delimiter. (Quoting later cells could make the text
              // truly ambiguous: a quote after another delimiter is not at a field start for this one.)
              row.push(c === 0 && quoted.next().value ? `"${cell}${CSV_DELIMITERS.join('')}"` : cell);
            }
            lines.push(row.join(delimiter));
          }
          expect(detectDelimiter(`${lines.join('\n')}\n`, '\n', '"')).toBe(delimiter);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('looksLikeHeader', () => {
  it.each<[string[], boolean]>([
    [['Code', 'Price'], true],
    [['Artikelnummer', 'Preis €', 'EAN-Code'], true],
    [['Kood', 'Hind (km-ga)', 'Laoseis'], true],
    [['Price 2024', 'Name'], true],
    [['2024-01-01'], false],
    [['1', 'x'], false],
    [['12,50', 'Name'], false],
    [['+1 234.5'], false],
    [['-'], false],
    [['a', ''], false],
    [[' ', 'x'], false],
    [['SKU-1', '12.50', '5'], false],
  ])('%j → %s', (cells, header) => {
    expect(looksLikeHeader(cells)).toBe(header);
  });
});
