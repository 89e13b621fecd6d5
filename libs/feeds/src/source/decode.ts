import { FeedError } from '../errors';

/** Character encodings a feed may declare in params (TextDecoder labels; Node 20's ICU decodes them all). */
export const FEED_ENCODINGS = [
  'auto',
  'utf-8',
  'utf-16le',
  'utf-16be',
  'windows-1257',
  'iso-8859-13',
  'iso-8859-4',
  'windows-1252',
  'iso-8859-1',
  'iso-8859-15',
  'windows-1250',
  'iso-8859-2',
  'windows-1251',
] as const;
export type FeedEncoding = (typeof FEED_ENCODINGS)[number];

/** Picks the encoding of a feed from its first bytes: BOM, then an XML declaration, then UTF-16 without BOM. */
export function sniffEncoding(head: Uint8Array): string {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf-8';
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  if (head[0] === 0x3c && head[1] === 0x00 && head[2] !== 0x00) return 'utf-16le';
  if (head[0] === 0x00 && head[1] === 0x3c) return 'utf-16be';
  const start = Buffer.from(head.subarray(0, 256)).toString('latin1');
  const declared = /^<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(start);
  if (declared) {
    try {
      return new TextDecoder(declared[1]).encoding;
    } catch {
      throw new FeedError('feed_encoding', { encoding: declared[1], offset: 0 });
    }
  }
  return 'utf-8';
}

/** Byte offset of the first invalid UTF-8 sequence in a buffer, or -1. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i];
    const size =
      b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (size === 0) return i;
    if (i + size > bytes.length) return -1; // cut at the chunk end: the next chunk decides
    for (let k = 1; k < size; k++) if ((bytes[i + k] & 0xc0) !== 0x80) return i;
    i += size;
  }
  return -1;
}

/**
 * Decodes a byte stream to text, strictly: bytes that are not valid in the feed's encoding stop the feed with
 * feed_encoding and the byte offset (a wrong encoding would otherwise import garbled names). The BOM is dropped.
 */
export async function* decodeStream(
  bytes: AsyncIterable<Buffer | Uint8Array>,
  encoding: FeedEncoding,
): AsyncGenerator<string> {
  let decoder: TextDecoder | null = null;
  let label = '';
  let offset = 0;
  const fail = (chunk: Uint8Array | null): never => {
    const inChunk = chunk && label === 'utf-8' ? firstInvalidUtf8(chunk) : -1;
    throw new FeedError(
      'feed_encoding',
      { encoding: label, offset: offset + Math.max(0, inChunk) },
      {
        offset: offset + Math.max(0, inChunk),
      },
    );
  };
  for await (const chunk of bytes) {
    if (!decoder) {
      label = encoding === 'auto' ? sniffEncoding(chunk) : encoding;
      decoder = new TextDecoder(label, { fatal: true });
    }
    let text: string;
    try {
      text = decoder.decode(chunk, { stream: true });
    } catch {
      return fail(chunk);
    }
    offset += chunk.length;
    if (text) yield text;
  }
  if (!decoder) return;
  let rest: string;
  try {
    rest = decoder.decode();
  } catch {
    return fail(null);
  }
  if (rest) yield rest;
}
