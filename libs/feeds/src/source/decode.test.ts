import fc from 'fast-check';
import { Readable } from 'node:stream';
import { isFeedError } from '../errors';
import { decodeStream, StrictUtf8Decoder } from './decode';

interface Decoder {
  decode(input?: Uint8Array, options?: { stream?: boolean }): string;
}

/** Decodes `bytes` cut at `cuts` in streaming mode; 'ERR' when the decoder refuses them. */
function decodeInPieces(decoder: Decoder, bytes: Uint8Array, cuts: number[]): string {
  let out = '';
  let from = 0;
  try {
    for (const cut of [...cuts, bytes.length]) {
      out += decoder.decode(bytes.subarray(from, cut), { stream: true });
      from = cut;
    }
    return out + decoder.decode();
  } catch {
    return 'ERR';
  }
}

const cutsWithin = (length: number, raw: number[]) =>
  [...new Set(raw.map((c) => Math.min(c, length)))].sort((a, b) => a - b);

describe('StrictUtf8Decoder', () => {
  it('decodes any bytes, cut anywhere, exactly as a fatal TextDecoder does (BOM, invalid and cut sequences)', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 40 }),
        fc.array(fc.nat(44), { maxLength: 5 }),
        fc.boolean(),
        (raw, rawCuts, bom) => {
          const bytes = bom ? Uint8Array.from([0xef, 0xbb, 0xbf, ...raw]) : raw;
          const cuts = cutsWithin(bytes.length, rawCuts);
          expect(decodeInPieces(new StrictUtf8Decoder(), bytes, cuts)).toBe(
            decodeInPieces(new TextDecoder('utf-8', { fatal: true }), bytes, cuts),
          );
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('gives back any text, whatever the chunk boundaries', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 30 }),
        fc.array(fc.nat(130), { maxLength: 6 }),
        (text, rawCuts) => {
          const bytes = Buffer.from(text);
          expect(decodeInPieces(new StrictUtf8Decoder(), bytes, cutsWithin(bytes.length, rawCuts))).toBe(
            text,
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('refuses a sequence cut at the end of the input', () => {
    const euro = Buffer.from('€');
    expect(decodeInPieces(new StrictUtf8Decoder(), euro.subarray(0, 2), [])).toBe('ERR');
  });
});

describe('decodeStream', () => {
  const read = async (chunks: Buffer[], encoding: Parameters<typeof decodeStream>[1]) => {
    let text = '';
    for await (const piece of decodeStream(Readable.from(chunks), encoding)) text += piece;
    return text;
  };

  it('reads UTF-8 split inside characters and drops the BOM', async () => {
    const bytes = Buffer.from('\ufeffÕun ja müüja – 5 €');
    const chunks = [bytes.subarray(0, 1), bytes.subarray(1, 5), bytes.subarray(5, 20), bytes.subarray(20)];
    await expect(read(chunks, 'auto')).resolves.toBe('Õun ja müüja – 5 €');
  });

  it('stops with feed_encoding and the byte offset on bytes that are not UTF-8', async () => {
    const bytes = Buffer.concat([Buffer.from('<a>ok</a>'), Buffer.from([0xc3, 0x28])]);
    const error: unknown = await read([bytes.subarray(0, 4), bytes.subarray(4)], 'utf-8').catch(
      (e: unknown) => e,
    );
    expect(isFeedError(error) && error.key).toBe('feed_encoding');
    expect(isFeedError(error) && error.params).toEqual({ encoding: 'utf-8', offset: 9 });
  });

  it('reads Windows-1257 (Baltic) text', async () => {
    // õ = 0xF5, š = 0xF0, ž = 0xFE, Ā = 0xC2 in windows-1257
    await expect(read([Buffer.from([0xf5, 0xf0, 0xfe, 0xc2])], 'windows-1257')).resolves.toBe('õšžĀ');
  });
});
