/** One open object or array while scanning. */
interface Frame {
  array: boolean;
  /** Index of the current item (arrays). */
  index: number;
  /** Where the current key's text starts and ends (objects; -1 before the first key). */
  keyStart: number;
  keyEnd: number;
  /** The next string is a key (after `{` or `,` in an object). */
  expectKey: boolean;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;

/** A key's text as JSON wrote it, unescaped (as written when it does not unescape). */
function keyText(read: (start: number, end: number) => string, start: number, end: number): string {
  if (start < 0) return '';
  const raw = read(start, end);
  try {
    return JSON.parse(`"${raw}"`) as string;
  } catch {
    return raw;
  }
}

/**
 * Where a JSON text nests deeper than `max` levels (the root object or array is level 1): the field
 * path of the object or array that would open level `max + 1`, or null when it stays within. A scan
 * of the bytes, not a parse: it holds at most `max` frames whatever the text, so a body nested
 * 100,000 levels costs one pass and no stack; brackets inside strings (escaped quotes included) do
 * not count. UTF-8 bytes of other characters never equal these ASCII ones, so bytes scan safely.
 */
export function jsonDepthExcess(text: Uint8Array | string, max: number): string[] | null {
  const at = typeof text === 'string' ? (i: number) => text.charCodeAt(i) : (i: number) => text[i];
  const read =
    typeof text === 'string'
      ? (start: number, end: number) => text.slice(start, end)
      : (start: number, end: number) =>
          Buffer.from(text.buffer, text.byteOffset + start, end - start).toString();
  const stack: Frame[] = [];
  let inString = false;
  let stringStart = 0;
  let stringIsKey = false;
  for (let i = 0; i < text.length; i++) {
    const c = at(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) {
        inString = false;
        if (stringIsKey) {
          const top = stack[stack.length - 1];
          top.keyStart = stringStart;
          top.keyEnd = i;
          top.expectKey = false;
        }
      }
      continue;
    }
    switch (c) {
      case QUOTE: {
        const top = stack[stack.length - 1];
        inString = true;
        stringStart = i + 1;
        stringIsKey = top !== undefined && !top.array && top.expectKey;
        break;
      }
      case OPEN_OBJECT:
      case OPEN_ARRAY:
        if (stack.length >= max)
          return stack.map((frame) =>
            frame.array ? String(frame.index) : keyText(read, frame.keyStart, frame.keyEnd),
          );
        stack.push({
          array: c === OPEN_ARRAY,
          index: 0,
          keyStart: -1,
          keyEnd: -1,
          expectKey: c === OPEN_OBJECT,
        });
        break;
      case CLOSE_OBJECT:
      case CLOSE_ARRAY:
        stack.pop();
        break;
      case COMMA: {
        const top = stack[stack.length - 1];
        if (top?.array) top.index++;
        else if (top) top.expectKey = true;
        break;
      }
      default:
    }
  }
  return null;
}
