import {
  feedClassMismatch,
  GUESS_BYTES,
  guessFeedClass,
  headDecides,
  xmlRoot,
  xmlRootName,
} from './guess-class';

const guess = (text: string) => guessFeedClass(Buffer.from(text, 'utf8'));

describe('guessFeedClass', () => {
  test('JSON by its first character, after whitespace and a byte-order mark', () => {
    expect(guess('\ufeff  [{"id": 1}]')).toEqual({ format: 'json', className: 'json', root: null });
    expect(guess('{"products": []}').className).toBe('json');
  });

  test('BMEcat by its root, behind a declaration, a comment and a DOCTYPE with an internal subset', () => {
    const bmecat =
      '<?xml version="1.0" encoding="ISO-8859-1"?>\n<!-- export -->\n' +
      '<!DOCTYPE BMECAT SYSTEM "bmecat_new_catalog_1_2.dtd" [ <!ENTITY % UDX "x > y"> <!ELEMENT UDX.A (#PCDATA)> ]>\n' +
      '<BMECAT version="1.2"><HEADER/></BMECAT>';
    expect(guess(bmecat)).toEqual({ format: 'xml', className: 'bmecat', root: 'BMECAT' });
  });

  test('Google Merchant by an RSS or Atom root with Google’s namespace; other XML is generic', () => {
    expect(
      guess('<rss xmlns:g="http://base.google.com/ns/1.0" version="2.0"><channel/></rss>').className,
    ).toBe('google-merchant');
    expect(
      guess('<feed xmlns="http://www.w3.org/2005/Atom" xmlns:g="http://base.google.com/ns/1.0"/>'),
    ).toEqual({
      format: 'xml',
      className: 'google-merchant',
      root: 'feed',
    });
    expect(guess('<rss version="2.0"><channel/></rss>')).toEqual({
      format: 'xml',
      className: 'xml',
      root: 'rss',
    });
    expect(guess('<ns:catalog xmlns:ns="urn:x"><item/></ns:catalog>').root).toBe('ns:catalog');
  });

  test('Google Merchant’s TSV by its tab-separated header with id and title', () => {
    expect(guess('id\ttitle\tprice\nA1\tDrill\t9.90 EUR\n')).toEqual({
      format: 'csv',
      className: 'google-merchant',
      root: null,
    });
    expect(guess('g:id\tg:title\n').className).toBe('google-merchant');
    expect(guess('id;title;price\nA1;Drill;9,90\n').className).toBe('csv');
  });

  test('anything else is CSV', () => {
    expect(guess('code;name;price\nA1;Drill;89,90\n')).toEqual({
      format: 'csv',
      className: 'csv',
      root: null,
    });
    expect(guess('').className).toBe('csv');
  });
});

describe('xmlRootName', () => {
  test('null when the text has no element', () => {
    expect(xmlRootName('<?xml version="1.0"?><!-- nothing -->')).toBeNull();
  });
});

describe('xmlRoot', () => {
  test('the root past a declaration, a comment and a DOCTYPE, with where its start tag is', () => {
    const text =
      '<?xml version="1.0"?>\n<!-- x > y -->\n<!DOCTYPE a [ <!ENTITY e "]>"> ]>\n<g:feed xmlns:g="urn:g"/>';
    expect(xmlRoot(text)).toEqual({ name: 'g:feed', at: text.indexOf('<g:feed') });
  });
});

describe('headDecides: enough of the feed to tell its format', () => {
  test.each<[string, boolean]>([
    ['', false],
    ['  \n', false],
    ['{', true],
    ['\ufeff[', true],
    ['<?xml version="1.0"?>\n<!-- a comment', false],
    ['<?xml version="1.0"?>\n<BMEC', false],
    ['<?xml version="1.0"?>\n<BMECAT', false],
    ['<?xml version="1.0"?>\n<BMECAT ', true],
    ['code;name\nA1;Drill\n', false],
    [`code;name\n${'A1;Drill\n'.repeat(500)}`, true],
  ])('%j: %s', (head, decides) => {
    expect(headDecides(head)).toBe(decides);
  });

  test('any text at GUESS_BYTES characters', () => {
    expect(headDecides(`<!-- ${'x'.repeat(GUESS_BYTES)}`)).toBe(true);
  });
});

describe('feedClassMismatch', () => {
  const BMECAT = '<?xml version="1.0"?>\n<BMECAT version="2005"><T_NEW_CATALOG/></BMECAT>';
  const RSS = '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel/></rss>';
  const ATOM = '<feed xmlns="http://www.w3.org/2005/Atom" xmlns:g="http://base.google.com/ns/1.0"/>';
  const XML = '<offer>\n<product id="1"/></offer>';
  const JSON_FEED = '\n[{"id": "1"}]';
  const CSV = 'code;name\nA1;Drill\nA2;Saw\n';
  const mismatch = (className: Parameters<typeof feedClassMismatch>[0], head: string) => {
    const error = feedClassMismatch(className, head);
    return error && { key: error.key, params: error.params, position: error.position };
  };

  test('a class that reads the feed: null', () => {
    expect(mismatch('xml', XML)).toBeNull();
    expect(mismatch('xml', BMECAT)).toBeNull();
    expect(mismatch('xml', RSS)).toBeNull();
    expect(mismatch('bmecat', BMECAT)).toBeNull();
    expect(mismatch('google-merchant', RSS)).toBeNull();
    expect(mismatch('google-merchant', ATOM)).toBeNull();
    // Its TSV form (also without `title`: the preset's own check says what is missing).
    expect(mismatch('google-merchant', 'id\ttitle\nA1\tDrill\nA2\tSaw\n')).toBeNull();
    expect(mismatch('google-merchant', 'sku\tname\nA1\tDrill\nA2\tSaw\n')).toBeNull();
    expect(mismatch('json', JSON_FEED)).toBeNull();
    expect(mismatch('csv', CSV)).toBeNull();
  });

  test.each([['xml'], ['csv'], ['google-merchant'], ['bmecat']] as const)(
    'JSON read as %s: choose json',
    (className) => {
      expect(mismatch(className, JSON_FEED)).toEqual({
        key: 'feed_wrong_format',
        params: { found: 'JSON', expected: className === 'csv' ? 'CSV' : 'XML', className: 'json' },
        position: { line: 2 },
      });
    },
  );

  test('XML read as CSV or JSON: the classes its root fits', () => {
    expect(mismatch('csv', XML)?.params).toEqual({ found: 'XML', expected: 'CSV', className: 'xml' });
    expect(mismatch('json', BMECAT)).toEqual({
      key: 'feed_wrong_format',
      params: { found: 'XML', expected: 'JSON', className: 'bmecat', alternative: 'xml' },
      position: { line: 2 },
    });
    expect(mismatch('csv', ATOM)?.params).toMatchObject({ className: 'google-merchant', alternative: 'xml' });
  });

  test('a table read as XML or JSON: csv; text that is not a table: null (the adapter says what it is)', () => {
    expect(mismatch('bmecat', CSV)?.params).toEqual({ found: 'CSV', expected: 'XML', className: 'csv' });
    expect(mismatch('json', CSV)?.params).toEqual({ found: 'CSV', expected: 'JSON', className: 'csv' });
    expect(mismatch('google-merchant', CSV)).toEqual({
      key: 'feed_wrong_format',
      params: { found: 'CSV', expected: 'Google Merchant', className: 'csv' },
      position: { line: 1 },
    });
    expect(mismatch('xml', 'Not found\n')).toBeNull();
    expect(mismatch('xml', 'Not found; try later\n')).toBeNull();
  });

  test('a preset with another root: the root as written and the classes it fits', () => {
    expect(mismatch('bmecat', RSS)).toEqual({
      key: 'feed_root_not_bmecat',
      params: { root: 'rss', className: 'google-merchant', alternative: 'xml' },
      position: { line: 1 },
    });
    expect(mismatch('google-merchant', BMECAT)).toEqual({
      key: 'feed_root_not_google',
      params: { root: 'BMECAT', className: 'bmecat', alternative: 'xml' },
      position: { line: 2 },
    });
    expect(mismatch('bmecat', XML)?.params).toEqual({ root: 'offer', className: 'xml' });
    // An RSS without Google's namespace is still what the preset reads (its items may lack g:id).
    expect(mismatch('google-merchant', '<rss version="2.0"><channel/></rss>')).toBeNull();
    // No root in the first characters: the preset reads on and says what it finds.
    expect(mismatch('bmecat', '<?xml version="1.0"?>\n<!-- cut')).toBeNull();
  });
});
