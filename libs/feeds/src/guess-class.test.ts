import { guessFeedClass, xmlRootName } from './guess-class';

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
