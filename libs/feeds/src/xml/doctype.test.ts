// The DOCTYPE, read without a DTD: where it ends (internal subsets with '>' and ']' in literals and
// comments), and which declarations are skipped unread and which are refused.
import { checkDoctype, doctypeEnd } from './doctype';

/** The body checkDoctype gets: what follows `<!DOCTYPE` up to the final `>`. */
const bodyOf = (doctype: string) => doctype.slice(9, doctypeEnd(doctype, 0) - 1);

describe('doctypeEnd', () => {
  it.each([
    ['<!DOCTYPE a>', 12],
    ['<!DOCTYPE a SYSTEM "a>b.dtd">', 29],
    ['<!DOCTYPE a [<!ELEMENT a (#PCDATA)>]>', 37],
    ['<!DOCTYPE a [<!ENTITY % x "(a]>b)">]>', 37],
    ['<!DOCTYPE a [<!-- ]> --><?pi ]> ?>]>', 36],
  ])('%s ends at %i', (doctype, end) => {
    expect(doctypeEnd(`${doctype}<a/>`, 0)).toBe(end);
  });

  it.each([['<!DOCTYPE a [<!ELEMENT a (#PCDATA)>'], ['<!DOCTYPE a SYSTEM "a.d'], ['<!DOCTYPE a [<!-- ]>']])(
    '%s continues in the next chunk: -1',
    (partial) => {
      expect(doctypeEnd(partial, 0)).toBe(-1);
    },
  );
});

describe('checkDoctype', () => {
  it('accepts an external DTD and an internal subset of unused declarations (crossbase-like UDX fields)', () => {
    const doctype = `<!DOCTYPE BMECAT SYSTEM "bmecat_new_catalog_1_2.dtd"
[
  <!ENTITY % USERDEFINES "(UDX.A?,UDX.B*)">
  <!ENTITY plain "unused">
  <!ELEMENT UDX.A (#PCDATA)>
  <!ATTLIST UDX.B type CDATA "x>y">
  <!NOTATION gif SYSTEM "image/gif">
  <!-- a comment with ]> inside -->
  <?generator ignored?>
]
>`;
    expect(checkDoctype(bodyOf(doctype))).toBeNull();
    expect(checkDoctype(' a SYSTEM "a.dtd"')).toBeNull();
    expect(checkDoctype(' a')).toBeNull();
  });

  it.each([
    ['<!DOCTYPE a [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> ]>', '<!ENTITY xxe SYSTEM …>', 5],
    ['<!DOCTYPE a [ <!ENTITY % dtd PUBLIC "-//X" "http://x/e.dtd"> ]>', '<!ENTITY % dtd PUBLIC …>', 5],
    ['<!DOCTYPE a [ <!ENTITY % p "x"> %p; ]>', '%p;', 23],
  ])('refuses %s as an entity (%s at body offset %i)', (doctype, entity, offset) => {
    expect(checkDoctype(bodyOf(doctype))).toEqual({ kind: 'entity', entity, offset });
  });

  it('refuses text that is no declaration in the internal subset as malformed', () => {
    expect(checkDoctype(' a [ hello ]')).toEqual({
      kind: 'malformed',
      reason: 'unexpected text in the DOCTYPE internal subset',
      offset: 5,
    });
  });
});
