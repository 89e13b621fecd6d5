import { jsonDepthExcess } from './json-depth';

const both = (text: string, max: number) => {
  const fromString = jsonDepthExcess(text, max);
  expect(jsonDepthExcess(Buffer.from(text), max)).toEqual(fromString);
  return fromString;
};

describe('jsonDepthExcess', () => {
  test('within the bound: null; one level more: the path of the container that opens it', () => {
    expect(both('{"a":{"b":[1,2]}}', 3)).toBeNull();
    expect(both('{"a":{"b":[1,2]}}', 2)).toEqual(['a', 'b']);
    expect(both('[[[]]]', 2)).toEqual(['0', '0']);
    expect(both('[1,{"x":2},[3,[4]]]', 2)).toEqual(['2', '1']);
    expect(both('{}', 0)).toEqual([]);
    expect(both('', 1)).toBeNull();
  });

  test('keys: the current one at each level, unescaped, after earlier siblings', () => {
    expect(both('{"a":1,"b":{"c":{},"d\\"e":{"f":{}}}}', 3)).toEqual(['b', 'd"e', 'f']);
    expect(both('{"é\\u00e9":[{}]}', 2)).toEqual(['éé', '0']);
    expect(both('{"ok":[],"list":[{},{"deep":{}}]}', 3)).toEqual(['list', '1', 'deep']);
  });

  test('brackets and quotes inside strings do not count', () => {
    expect(both('{"a":"[[[{{{","b":"\\"[[","c\\\\":"]]]"}', 1)).toBeNull();
    expect(both('["\\\\",[[]]]', 2)).toEqual(['1', '0']);
  });

  test('100,000 levels: one pass, no recursion', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    expect(both(deep, 32)).toEqual(Array<string>(32).fill('0'));
  });

  test('text that is not JSON does not throw', () => {
    expect(both('}}]]{"a', 5)).toBeNull();
    expect(both('{{{', 2)).toEqual(['', '']);
  });
});
