import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkFeedFolder, checkTable } from './check';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'feeds-check-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (name: string, text: string) => writeFileSync(join(dir, name), text);

const BMECAT = `<?xml version="1.0" encoding="UTF-8"?>
<BMECAT version="1.2"><HEADER/><T_NEW_CATALOG>
<ARTICLE><SUPPLIER_AID>A1</SUPPLIER_AID><ARTICLE_DETAILS><DESCRIPTION_SHORT>Drill</DESCRIPTION_SHORT></ARTICLE_DETAILS></ARTICLE>
</T_NEW_CATALOG></BMECAT>`;

describe('checkFeedFolder', () => {
  test('one row per feed in name order: class guessed, params beside the feed used, warnings by kind', async () => {
    write('a-prices.csv', 'Nr;Name;Preis\nA1;Bohrer;"9,00"\nA1;Bohrer;"8,00"\n;Ohne Nr;"1,00"\n');
    write('a-prices.params.json', JSON.stringify({ fields: { code: 'Nr', name: 'Name', price: 'Preis' } }));
    write('b-catalogue.xml', BMECAT);
    write('notes.md', '# not a feed');
    const rows = await checkFeedFolder(dir, { locale: 'en' });
    expect(rows.map((r) => [r.file, r.className, r.guessed, r.paramsFile])).toEqual([
      ['a-prices.csv', 'csv', true, 'a-prices.params.json'],
      ['b-catalogue.xml', 'bmecat', true, null],
    ]);
    expect(rows[0]).toMatchObject({
      records: 1,
      warnings: 2,
      warningsByKind: { feed_duplicate_code: 1, feed_missing_code: 1 },
      complete: true,
      error: null,
    });
    expect(rows[1]).toMatchObject({ records: 1, warnings: 0, complete: true });
  });

  test('a fatal error and an unreadable params file are the row’s error, in the caller’s language', async () => {
    write('broken.xml', '<BMECAT><T_NEW_CATALOG><ARTICLE><SUPPLIER_AID>A1');
    write('bad.json', '[{"id": 1}]');
    write('bad.params.json', '{ not json');
    const rows = await checkFeedFolder(dir, { locale: 'et' });
    expect(rows.find((r) => r.file === 'bad.json')).toMatchObject({ complete: false, records: 0 });
    expect(rows.find((r) => r.file === 'bad.json')!.error).toMatch(/^bad\.params\.json: /);
    const broken = rows.find((r) => r.file === 'broken.xml')!;
    expect(broken.complete).toBe(false);
    expect(broken.error).toMatch(/Voog lõpeb liiga vara/);
  });

  test('a wrong class given for the folder: each row says what the feed is and which class reads it', async () => {
    write('a.json', '[{"id": "1"}]');
    write('b.csv', 'code;name\nA1;Drill\n');
    write('b.params.json', JSON.stringify({ delimiter: ';', fields: { code: 'code' } }));
    write('c.xml', BMECAT);
    const rows = await checkFeedFolder(dir, { locale: 'en', className: 'xml' });
    expect(rows.map((r) => [r.file, r.complete, r.error])).toEqual([
      ['a.json', false, 'This feed is JSON, not XML: choose the class json (line 1)'],
      ['b.csv', false, 'This feed is CSV, not XML: choose the class csv (line 1)'],
      [
        'c.xml',
        false,
        'In the feed settings, set "itemPath": the element that holds one product, e.g. "products/product" (or choose the class bmecat, which reads this feed\'s root element <BMECAT> without a mapping)',
      ],
    ]);
    const bmecat = await checkFeedFolder(dir, { locale: 'et', className: 'bmecat' });
    expect(bmecat.find((r) => r.file === 'a.json')?.error).toBe(
      'See voog on JSON, mitte XML: valige klass json (rida 1)',
    );
  });

  test('a class given applies to every feed', async () => {
    write('list.txt.csv', 'code,name\nX1,Saw\n');
    write('list.txt.csv.params.json', JSON.stringify({ fields: { code: 'code', name: 'name' } }));
    const rows = await checkFeedFolder(dir, { locale: 'en', className: 'csv' });
    expect(rows).toEqual([expect.objectContaining({ className: 'csv', guessed: false, records: 1 })]);
  });
});

describe('checkTable', () => {
  test('a Markdown row per feed, pipes in messages escaped', () => {
    const table = checkTable([
      {
        file: 'x|y.csv',
        className: 'csv',
        guessed: true,
        paramsFile: null,
        records: 3,
        warnings: 2,
        warningsByKind: { feed_duplicate_code: 2 },
        categories: 1,
        attributes: 0,
        brands: 0,
        complete: true,
        error: null,
        seconds: 0.01,
      },
    ]);
    expect(table.split('\n')[2]).toBe(
      '| x\\|y.csv | csv (guessed) | – | 3 | 2 | duplicate_code 2 | 1 | 0 | 0 | 0.01 | – |',
    );
  });
});
