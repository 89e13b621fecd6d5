// compileXmlPath (the XPath subset of feed mappings) and matching compiled paths against element trees.
import type { XmlNode } from './node';
import { compileXmlPath, PathSyntaxError, selectValues, stepMatches, WELL_KNOWN_NAMESPACES } from './path';

const G = 'http://base.google.com/ns/1.0';
const ATOM = 'http://www.w3.org/2005/Atom';

const step = (
  local: string,
  extra: Partial<{ uri: string | null; qname: string | null; tests: unknown[] }> = {},
) => ({
  kind: 'element',
  local,
  uri: null,
  qname: null,
  tests: [],
  ...extra,
});

/** An element tree node (parent links filled in). */
function el(
  name: string,
  uri: string,
  attrs: Record<string, string>,
  text: string,
  children: XmlNode[] = [],
): XmlNode {
  const colon = name.indexOf(':');
  const node: XmlNode = { name, local: name.slice(colon + 1), uri, attrs, text, children, parent: null };
  for (const child of children) child.parent = node;
  return node;
}

describe('compileXmlPath: steps', () => {
  it.each<[string, unknown[], string | null]>([
    ['product', [step('product')], null],
    ['products/product', [step('products'), step('product')], null],
    ['/rss/channel/item', [step('rss'), step('channel'), step('item')], null],
    ['//item', [step('item')], null],
    [' a / b ', [step('a'), step('b')], null],
    ['@id', [], 'id'],
    ['a/@id', [step('a')], 'id'],
    ['@xml:lang', [], 'xml:lang'],
    ['*', [step('*')], null],
    ['a/*/b', [step('a'), step('*'), step('b')], null],
    ['a-b.c_d', [step('a-b.c_d')], null],
    ['_x', [step('_x')], null],
    ['toode/hind', [step('toode'), step('hind')], null],
    ['õun/Ääre', [step('õun'), step('Ääre')], null],
    ['Šķērsgriezums/ąžuolas', [step('Šķērsgriezums'), step('ąžuolas')], null],
    ['商品/価格', [step('商品'), step('価格')], null],
    ['товар/цена2', [step('товар'), step('цена2')], null],
  ])('%j', (source, steps, attribute) => {
    expect(compileXmlPath(source)).toMatchObject({ source, steps, attribute });
  });

  it('compiles "." and ".." as self and parent steps', () => {
    expect(compileXmlPath('.').steps).toMatchObject([
      { kind: 'self', local: '', uri: null, qname: null, tests: [] },
    ]);
    expect(compileXmlPath('../@name')).toMatchObject({
      source: '../@name',
      steps: [{ kind: 'parent', local: '', uri: null, qname: null, tests: [] }],
      attribute: 'name',
    });
  });
});

describe('compileXmlPath: predicates', () => {
  it.each<[string, unknown[]]>([
    ['a[@type]', [{ attr: 'type', value: null }]],
    ["a[@type='gtin']", [{ attr: 'type', value: 'gtin' }]],
    ['a[@type="gtin"]', [{ attr: 'type', value: 'gtin' }]],
    [
      'a[ @type = \'x\' ][@b="y"]',
      [
        { attr: 'type', value: 'x' },
        { attr: 'b', value: 'y' },
      ],
    ],
    ["a[@type='']", [{ attr: 'type', value: '' }]],
    ["a[@g:x='1']", [{ attr: 'g:x', value: '1' }]],
    ["a[@name='Õun ja pirn']", [{ attr: 'name', value: 'Õun ja pirn' }]],
  ])('%j', (source, tests) => {
    expect(compileXmlPath(source).steps).toMatchObject([step('a', { tests })]);
  });

  it('keeps a predicate on an inner step', () => {
    expect(compileXmlPath("prices/price[@type='net']/@value")).toMatchObject({
      source: "prices/price[@type='net']/@value",
      steps: [step('prices'), step('price', { tests: [{ attr: 'type', value: 'net' }] })],
      attribute: 'value',
    });
  });

  it.each([
    ["link[@type='image/jpeg']", 'link', 'type', 'image/jpeg'],
    ["a[@href='http://x.example/p']", 'a', 'href', 'http://x.example/p'],
  ])('allows "/" inside a quoted predicate value: %j', (source, local, attr, value) => {
    expect(compileXmlPath(source).steps).toMatchObject([step(local, { tests: [{ attr, value }] })]);
  });
});

describe('compileXmlPath: namespaces', () => {
  it('knows the g, atom and xml prefixes without declarations', () => {
    expect(WELL_KNOWN_NAMESPACES).toMatchObject({
      g: G,
      atom: ATOM,
      xml: 'http://www.w3.org/XML/1998/namespace',
    });
    expect(compileXmlPath('g:price').steps).toMatchObject([step('price', { uri: G })]);
    expect(compileXmlPath('atom:entry/atom:link/@href')).toMatchObject({
      source: 'atom:entry/atom:link/@href',
      steps: [step('entry', { uri: ATOM }), step('link', { uri: ATOM })],
      attribute: 'href',
    });
  });

  it('resolves declared prefixes to their URI, a declaration winning over a well-known one', () => {
    expect(compileXmlPath('x:foo/x:bar', { x: 'urn:x' }).steps).toMatchObject([
      step('foo', { uri: 'urn:x' }),
      step('bar', { uri: 'urn:x' }),
    ]);
    expect(compileXmlPath('g:price', { g: 'urn:other' }).steps).toMatchObject([
      step('price', { uri: 'urn:other' }),
    ]);
  });

  it('matches an undeclared prefix literally', () => {
    expect(compileXmlPath('x:foo').steps).toMatchObject([step('foo', { qname: 'x:foo' })]);
  });

  it('matches elements by namespace URI, whatever prefix the document uses', () => {
    const item = el('item', '', {}, '', [
      el('g:price', G, {}, '10 EUR'),
      el('google:price', G, {}, '12 EUR'),
      el('price', '', {}, '99'),
      el('other:price', 'urn:other', {}, '1'),
    ]);
    expect(selectValues(compileXmlPath('g:price'), item)).toMatchObject(['10 EUR', '12 EUR']);
    expect(selectValues(compileXmlPath('price'), item)).toMatchObject(['10 EUR', '12 EUR', '99', '1']);
    expect(selectValues(compileXmlPath('o:price', { o: 'urn:other' }), item)).toMatchObject(['1']);
    expect(selectValues(compileXmlPath('other:price'), item)).toMatchObject(['1']);
  });

  it('tests attributes of an element step', () => {
    const ids = el('ids', '', {}, '', [
      el('id', '', { type: 'gtin' }, '4006381333931'),
      el('id', '', { type: 'mpn' }, 'M-1'),
      el('id', '', {}, 'plain'),
    ]);
    const item = el('item', '', { code: 'A1' }, '', [ids]);
    expect(selectValues(compileXmlPath("ids/id[@type='gtin']"), item)).toMatchObject(['4006381333931']);
    expect(selectValues(compileXmlPath('ids/id[@type]'), item)).toMatchObject(['4006381333931', 'M-1']);
    expect(selectValues(compileXmlPath('ids/id/@type'), item)).toMatchObject(['gtin', 'mpn']);
    expect(selectValues(compileXmlPath('@code'), item)).toMatchObject(['A1']);
    expect(selectValues(compileXmlPath('ids/../@code'), item)).toMatchObject(['A1']);
    expect(stepMatches(compileXmlPath("id[@type='mpn']").steps[0], ids.children[1])).toBe(true);
    expect(stepMatches(compileXmlPath("id[@type='mpn']").steps[0], ids.children[0])).toBe(false);
  });
});

describe('compileXmlPath: bad paths', () => {
  it.each<[string, string]>([
    ['', 'empty path'],
    ['   ', 'empty path'],
    ['/', 'empty path'],
    ['//', 'empty path'],
    ['a//b', '"" is not an element name'],
    ['a/', '"" is not an element name'],
    ['a/@b/c', '"@b": an attribute can only be the last step'],
    ['@a/@b', '"@a": an attribute can only be the last step'],
    ['@', '"@" is not an attribute name'],
    ['@1a', '"@1a" is not an attribute name'],
    ['a/@b c', '"@b c" is not an attribute name'],
    ['1a', '"1a" is not an element name'],
    ['-a', '"-a" is not an element name'],
    ['a b', '"a b" is not an element name'],
    ['a[', '"a[" is not an element name'],
    ['a[type=x]', '"a[type=x]" is not an element name'],
    ["a[@type='x]", `"a[@type='x]" is not an element name`],
    ['a:b:c', '"a:b:c" is not an element name'],
    ['*:x', '"*:x" is not an element name'],
    ['a|b', '"a|b" is not an element name'],
    ['a[1]', '"a[1]" is not an element name'],
    ['text()', '"text()" is not an element name'],
  ])('%j: %s', (source, reason) => {
    let thrown: unknown = null;
    try {
      compileXmlPath(source);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(PathSyntaxError);
    expect(thrown instanceof Error && thrown.message).toBe(reason);
  });
});
