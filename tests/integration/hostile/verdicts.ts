import { accepts } from './schema-walk';
import { jsonTypeOf, type FieldInfo } from './field-kinds';

// THE rule of the suite: which hostile values a field may legitimately take, by the field's kind
// (field-kinds.ts), never by asking the schema about the hostile value itself, except where the kind
// leaves it to the field's declared bounds ("contract": a range, a pattern, nullability, a maximum).
//
//   everywhere          NUL, lone surrogates, `__proto__` keys, nesting past MAX_JSON_DEPTH: reject
//   free (params)       anything else: accept
//   any field           a JSON type the field does not take (number for text, text for a number,
//                       object or array for a single value, array for an object…): reject
//   object              a key it does not name: reject when it is strict; {} and null: contract
//   array, record       empty, 10,000 items, data keys: contract
//   every leaf          null: accept (the field takes null); '' and blanks: accept only where the field
//                       takes ''; over 64 KiB, or over its declared maximum: reject; at its maximum:
//                       accept (so the column must hold it)
//   enum                only what it lists
//   boolean             only true and false
//   integer             numbers and digit texts in any range: contract; fractions, exponents, NaN,
//                       Infinity, 1e309, ids past 2^53, hex, locale formats, full-width digits, words,
//                       dates: reject
//   decimal             as integer, but fractions: contract
//   date                anything but a YYYY-MM-DD day: reject
//   text                Unicode (RTL override, zero-width, look-alikes), numerals and injection as text:
//                       accept
//   name                as text, but invisible characters (word joiner, soft hyphen, BOM…): reject
//   code                invisible characters: reject; anything else: contract
//
// A read-only route (GET without requireXhr) may answer 2xx to a rejected value (a search string is
// harmless); a write route must answer it 422 naming the field, and store nothing.

/** Why a hostile value is hostile. */
export type Tag =
  | 'nul'
  | 'surrogate'
  | 'proto-key'
  | 'deep'
  | 'shape'
  | 'null'
  | 'boolean'
  | 'empty'
  | 'blank'
  | 'huge'
  | 'too-long'
  | 'at-max'
  | 'invisible'
  | 'lookalike'
  | 'word'
  | 'injection'
  | 'range'
  | 'range-text'
  | 'fraction'
  | 'non-finite'
  | 'numeral-text'
  | 'bad-date'
  | 'unknown-key'
  | 'many'
  /** A query key the parser drops before any schema sees it (`__proto__`). */
  | 'dropped';

/** A JSON text written into a body as is (numbers JSON.stringify cannot write: 1e309, -0, 2^53+1). */
export class Raw {
  constructor(readonly text: string) {}
}

/** What a field must do with a hostile value. */
export type Verdict = 'reject' | 'accept';

/** The value as the service parses it (a Raw as JSON.parse reads it). */
export const parsed = (value: unknown): unknown =>
  value instanceof Raw ? (JSON.parse(value.text) as unknown) : value;

const TEXT_ACCEPTS = new Set<Tag>([
  'invisible',
  'lookalike',
  'word',
  'injection',
  'range-text',
  'numeral-text',
  'bad-date',
]);

/** The verdict for a hostile value of `tag` in `field`. */
export function verdict(field: FieldInfo, tag: Tag, value: unknown): Verdict {
  const contract = (): Verdict => (accepts(field.node, parsed(value)) ? 'accept' : 'reject');
  if (tag === 'nul' || tag === 'surrogate' || tag === 'proto-key' || tag === 'deep') return 'reject';
  if (tag === 'dropped') return 'accept';
  if (field.kind === 'free') return 'accept';
  if (tag === 'unknown-key') return field.kind === 'object' && field.strict ? 'reject' : contract();
  if (tag !== 'many' && !field.types.has(jsonTypeOf(parsed(value)))) return 'reject';
  if (field.kind === 'object' || field.kind === 'array' || field.kind === 'record') return contract();
  switch (tag) {
    case 'null':
      return 'accept';
    case 'empty':
    case 'blank':
      return field.takesEmpty ? 'accept' : 'reject';
    case 'huge':
    case 'too-long':
      return 'reject';
    case 'at-max':
      return 'accept';
    default:
  }
  switch (field.kind) {
    case 'enum':
      return field.listed.includes(parsed(value)) ? 'accept' : 'reject';
    case 'boolean':
      return typeof parsed(value) === 'boolean' ? 'accept' : 'reject';
    case 'integer':
      return tag === 'range' || tag === 'range-text' ? contract() : 'reject';
    case 'decimal':
      return tag === 'range' || tag === 'range-text' || tag === 'fraction' ? contract() : 'reject';
    case 'date':
      return 'reject';
    case 'text':
      return TEXT_ACCEPTS.has(tag) ? 'accept' : contract();
    case 'name':
      if (tag === 'invisible') return 'reject';
      return TEXT_ACCEPTS.has(tag) ? 'accept' : contract();
    case 'code':
      return tag === 'invisible' ? 'reject' : contract();
    default:
      return contract();
  }
}
