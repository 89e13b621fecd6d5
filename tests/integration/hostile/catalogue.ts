import { MAX_JSON_DEPTH } from '@feedhub/contracts';
import { maxLengthOf } from './schema-walk';
import type { FieldInfo } from './field-kinds';
import { Raw, type Tag } from './verdicts';

// SECURITY's test catalogue ("Query and input", mass assignment) as values: what each field of each
// route is sent. Query values are text (a query has no JSON types): wrong types there are the
// shapes a query can take instead (arrays, objects, repeated keys).

/** One hostile value: its label, the value (a Raw JSON text where JSON.stringify cannot write it), why. */
export interface Hostile {
  label: string;
  value: unknown;
  tag: Tag;
}

const h = (label: string, value: unknown, tag: Tag): Hostile => ({ label, value, tag });

/** Nesting past the gateway's depth limit. */
const DEEP = MAX_JSON_DEPTH + 8;
const deepArrays = (): unknown => {
  let value: unknown = [];
  for (let i = 0; i < DEEP; i++) value = [value];
  return value;
};
const deepObjects = (): unknown => {
  let value: unknown = {};
  for (let i = 0; i < DEEP; i++) value = { a: value };
  return value;
};

/** Strings any text-taking field (body, query or path) is sent. */
const TEXTS: readonly Hostile[] = [
  h('empty', '', 'empty'),
  h('spaces', '   ', 'blank'),
  h('tab and newline', '\t\n ', 'blank'),
  h('NUL', 'a\u0000b', 'nul'),
  h('lone high surrogate', 'a\ud800b', 'surrogate'),
  h('lone low surrogate', '\udc00', 'surrogate'),
  h('RTL override', '\u202egnp.exe', 'invisible'),
  h('zero-width space', 'a\u200bb', 'invisible'),
  h('BOM inside', 'ab\ufeffc', 'invisible'),
  // Issue 30's probe: role names that displayed as "Administrator".
  h('word joiner', 'Administrator\u2060', 'invisible'),
  h('soft hyphen', 'Administ\u00adrator', 'invisible'),
  h('dotless i look-alike', 'Adm\u0131nistrator', 'lookalike'),
  h('Cyrillic look-alike', '\u0430dmin', 'lookalike'),
  h('full-width digits', '\uff11\uff12', 'lookalike'),
  h('combining accent', 'e\u0301', 'lookalike'),
  h('word', 'abc', 'word'),
  h('"NaN"', 'NaN', 'numeral-text'),
  h('"Infinity"', 'Infinity', 'numeral-text'),
  h('"-Infinity"', '-Infinity', 'numeral-text'),
  h('"1e3"', '1e3', 'numeral-text'),
  h('"1e309"', '1e309', 'numeral-text'),
  h('"9007199254740993"', '9007199254740993', 'numeral-text'),
  h('"0x10"', '0x10', 'numeral-text'),
  h('"12,50"', '12,50', 'numeral-text'),
  h('"1.234,56"', '1.234,56', 'numeral-text'),
  h('"€12"', '€12', 'numeral-text'),
  h('"1.5"', '1.5', 'fraction'),
  h('"-1"', '-1', 'range-text'),
  h('"0"', '0', 'range-text'),
  h('"-0"', '-0', 'range-text'),
  h('"2147483648"', '2147483648', 'range-text'),
  h('"99999999999"', '99999999999', 'range-text'),
  h('"999999999999999"', '999999999999999', 'range-text'),
  h('impossible date', '2024-02-30', 'bad-date'),
  h('year 0', '0000-01-01', 'bad-date'),
  h('month 13', '2024-13-01', 'bad-date'),
  h('short date', '2024-1-1', 'bad-date'),
  h('date-time', '2024-01-01T00:00:00Z', 'bad-date'),
  h('date word', 'yesterday', 'bad-date'),
  h('SQL', 'name;drop table users--', 'injection'),
  h('quoted sort', '"id" desc--', 'injection'),
  h('other table column', 'users.password_hash', 'injection'),
  h('LIKE wildcards', '%_\\', 'injection'),
  h('path traversal', '../../etc/passwd', 'injection'),
];

/** Strings of a length: over 64 KiB (no column holds it), and at and past the field's own maximum. */
function lengths(field: FieldInfo, huge: readonly number[]): Hostile[] {
  const max = maxLengthOf(field.node);
  return [
    ...huge.map((n) => h(`${n} characters`, 'x'.repeat(n), 'huge')),
    ...(max !== undefined && max < 65_536
      ? [
          h(`${max} characters (its maximum)`, 'x'.repeat(max), 'at-max'),
          h(`${max + 1} characters`, 'x'.repeat(max + 1), 'too-long'),
        ]
      : []),
  ];
}

/** What one value of a JSON body is sent. */
export function bodyLeafValues(field: FieldInfo): Hostile[] {
  return [
    h('number', 12345, 'range'),
    h('0', 0, 'range'),
    h('-1', -1, 'range'),
    h('-0', new Raw('-0'), 'range'),
    h('2^31', 2147483648, 'range'),
    h('1e3 as a number', new Raw('1e3'), 'range'),
    h('1e309', new Raw('1e309'), 'non-finite'),
    h('2^53 + 1', new Raw('9007199254740993'), 'non-finite'),
    h('1.5', 1.5, 'fraction'),
    h('true', true, 'boolean'),
    h('false', false, 'boolean'),
    h('null', null, 'null'),
    h('object', { a: 1 }, 'shape'),
    h('empty object', {}, 'shape'),
    h('array', ['a'], 'shape'),
    h('empty array', [], 'shape'),
    h(`${DEEP} nested arrays`, deepArrays(), 'deep'),
    ...TEXTS,
    // 1 MB once per top-level field: deeper, it meets the same body limit again.
    ...lengths(field, field.path.length > 1 ? [65_536] : [65_536, 1_048_576]),
  ];
}

/** Keys a body object is given (mass assignment). */
const KEYS: readonly [string, Tag][] = [
  ['__proto__', 'proto-key'],
  ['constructor', 'unknown-key'],
  ['prototype', 'unknown-key'],
  ['is_admin', 'unknown-key'],
  ['partner_id', 'unknown-key'],
];

/** What an object, array or record of a JSON body is sent; `item`: an array's valid item. */
export function bodyContainerValues(field: FieldInfo, item: unknown): Hostile[] {
  return [
    h('number', 12345, 'shape'),
    h('text', 'abc', 'shape'),
    h('true', true, 'shape'),
    h('null', null, 'null'),
    h(field.kind === 'array' ? 'object' : 'array of objects', field.kind === 'array' ? {} : [{}], 'shape'),
    h(field.kind === 'array' ? 'empty array' : 'empty object', field.kind === 'array' ? [] : {}, 'shape'),
    h(`${DEEP} nested objects`, deepObjects(), 'deep'),
    ...(field.kind === 'array' ? [h('10,000 items', Array<unknown>(10_000).fill(item), 'many')] : []),
  ];
}

/** Keys added to a body object: [key, tag]. */
export const bodyKeys = (): readonly [string, Tag][] => KEYS;

/** A query shape: how `key` and `value` are written in the query string. */
export interface QueryForm extends Hostile {
  /** `key=value` pairs replacing the field's own (raw, already encoded). */
  pairs: (key: string, base: string | undefined) => string[];
}

const enc = (text: string) =>
  // encodeURIComponent throws on a lone surrogate: such a value is sent as the bytes of U+FFFD's place.
  text.replace(/[^A-Za-z0-9_.~-]/gu, (c) => (/\p{Cs}/u.test(c) ? '%ED%A0%80' : encodeURIComponent(c)));

const pair = (key: string, value: string) => `${key}=${enc(value)}`;

/** What one value of a query is sent: texts (8 KiB at most: a URL has to fit the header limit) and shapes. */
export function queryLeafValues(field: FieldInfo): QueryForm[] {
  const texts: Hostile[] = [...TEXTS.filter((t) => t.tag !== 'surrogate'), ...lengths(field, [8_000])];
  return [
    ...texts.map((t) => ({ ...t, pairs: (key: string) => [pair(key, t.value as string)] })),
    { label: 'array []', value: ['1'], tag: 'shape', pairs: (key) => [`${key}[]=1`] },
    { label: 'array [0]', value: ['1'], tag: 'shape', pairs: (key) => [`${key}[0]=1`] },
    { label: 'object [a]', value: { a: '1' }, tag: 'shape', pairs: (key) => [`${key}[a]=1`] },
    {
      label: 'repeated',
      value: ['1', '2'],
      tag: 'shape',
      pairs: (key, base) => [pair(key, base ?? '1'), pair(key, base ?? '2')],
    },
  ];
}

/** What a query object (the query itself, filter, order) is sent: unknown keys, injection, shapes. */
export function queryObjectValues(field: FieldInfo, root: boolean): QueryForm[] {
  const under = (key: string, sub: string) => (key ? `${key}[${sub}]` : sub);
  const extra = (sub: string, value: string, tag: Tag, label = `${sub}=${value}`): QueryForm => ({
    label,
    value: { [sub]: value },
    tag,
    pairs: (key) => [pair(under(key, sub), value)],
  });
  return [
    extra('sort', 'name;drop table', 'unknown-key'),
    extra('sort', '"id" desc--', 'unknown-key'),
    extra('limit', '-1', 'unknown-key'),
    extra('limit', '1e9', 'unknown-key'),
    extra('offset', '99999999999', 'unknown-key'),
    extra('with', 'user.sessions', 'unknown-key'),
    extra('constructor', '1', 'unknown-key'),
    extra('prototype', '1', 'unknown-key'),
    {
      label: '[price][$gt]=1',
      value: {},
      tag: 'unknown-key',
      pairs: (key) => [`${under(key, 'price')}[$gt]=1`],
    },
    {
      label: '[a][b][c][d][e]=1',
      value: {},
      tag: 'unknown-key',
      pairs: (key) => [`${under(key, 'a')}[b][c][d][e]=1`],
    },
    {
      label: '[__proto__][x]=1',
      value: {},
      tag: 'dropped',
      pairs: (key) => [`${under(key, '__proto__')}[x]=1`],
    },
    ...(root
      ? []
      : [
          { label: 'text', value: 'abc', tag: 'shape' as Tag, pairs: (key: string) => [`${key}=abc`] },
          { label: 'array', value: ['1'], tag: 'shape' as Tag, pairs: (key: string) => [`${key}[]=1`] },
        ]),
  ];
}

/** What a path parameter is sent (text only; a path has no JSON types). */
export function paramValues(field: FieldInfo): Hostile[] {
  return [
    ...TEXTS.filter((t) => t.tag !== 'surrogate' && t.tag !== 'empty'),
    h('2^53 + 1', '9007199254740993', 'numeral-text'),
    h('encoded slash', 'a/b', 'injection'),
    ...lengths(field, [4_000]),
  ];
}

export { enc as encodeQueryValue };
