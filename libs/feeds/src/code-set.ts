import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Codes held in the memory table before they move to a sorted run in a temp file: the table never
 * grows past 2^19 slots (6 MB), whatever the feed's size.
 */
export const RUN_CODES = 1 << 18;
/** Records per block of a run: a look-up in a run reads one block (3 KB). */
const BLOCK_RECORDS = 256;
/** A record: h1, h2, ordinal (three uint32). */
const RECORD_WORDS = 3;
/** Bloom filter of a run: 16 bits per code in 512-bit blocks (one cache line), 8 bits set per code. */
const BLOOM_BLOCK_WORDS = 16;
const BLOOM_PROBES = 8;

/** Closes a spill file whose set was dropped without close() (a consumer that stopped early). */
const orphans = new FinalizationRegistry<number>((fd) => {
  try {
    closeSync(fd);
  } catch {
    // already closed
  }
});

/** A run of codes on disk, sorted by (h1, h2): where it starts, its size, each block's first key, its filter. */
interface Run {
  offset: number;
  count: number;
  keys: Uint32Array;
  bloom: Uint32Array;
}

/**
 * The product codes seen in one feed, to drop repeats, in bounded memory. Each code is kept as two
 * independent 32-bit hashes (a false "repeat" needs both to collide: about n² / 2^65, 3·10⁻⁸ for a
 * million codes) and the ordinal of its first product; no reference to the feed's text is held.
 *
 * The newest codes are in a hash table of at most RUN_CODES codes (6 MB). When it fills, its entries
 * are sorted and appended to a temp file as a run (12 bytes a code, unlinked as soon as it is
 * opened), and the table starts again. A run keeps in memory only a Bloom filter (2 bytes a code)
 * and the first key of each block (8 bytes per 256 codes): a code looks in a run only when its
 * filter says it may be there (≈ 0.1 % of new codes per run, and every repeat), by reading one 3 KB
 * block. So memory is ~7 MB plus 2 bytes per code (11 MB at 2 million codes) instead of the 24
 * bytes a code a growing table needs, and a feed of a few thousand codes never touches the disk.
 * close() closes the file (it is closed when the set is collected too).
 */
export class CodeSet {
  private capacity = 1 << 14;
  private size = 0;
  private first = new Uint32Array(this.capacity * 2);
  private ordinal = new Uint32Array(this.capacity);
  private readonly runs: Run[] = [];
  private fd: number | null = null;
  private fileBytes = 0;
  private readonly block = new Uint32Array(BLOCK_RECORDS * RECORD_WORDS);

  /** `runCodes`: codes the table holds before they move to disk (smaller in tests). */
  constructor(private readonly runCodes = RUN_CODES) {}

  /** Adds a code; returns the ordinal it was first seen with, or 0 when it is new. */
  addOrGet(code: string, ordinal: number): number {
    let h1 = 0x811c9dc5;
    let h2 = 0x2545f491;
    for (let i = 0; i < code.length; i++) {
      const c = code.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 0x01000193);
      h2 = Math.imul(h2 ^ c, 0x5bd1e995) ^ (h2 >>> 15);
    }
    h1 >>>= 0;
    h2 = (h2 | 1) >>> 0; // 0 marks an empty slot; unsigned, as the Uint32Array stores it
    const mask = this.capacity - 1;
    let slot = h1 & mask;
    for (; ; slot = (slot + 1) & mask) {
      const stored = this.first[slot * 2 + 1];
      if (stored === 0) break;
      if (stored === h2 && this.first[slot * 2] === h1) return this.ordinal[slot];
    }
    for (const run of this.runs) {
      const found = this.inRun(run, h1, h2);
      if (found !== undefined) return found;
    }
    this.first[slot * 2] = h1;
    this.first[slot * 2 + 1] = h2;
    this.ordinal[slot] = ordinal;
    this.size += 1;
    if (this.size >= this.runCodes) this.spill();
    else if (this.size * 2 > this.capacity) this.grow();
    return 0;
  }

  /** Closes the temp file of the runs (the set cannot be used after). */
  close(): void {
    if (this.fd === null) return;
    orphans.unregister(this);
    closeSync(this.fd);
    this.fd = null;
  }

  private grow(): void {
    const oldFirst = this.first;
    const oldOrdinal = this.ordinal;
    this.capacity *= 2;
    this.first = new Uint32Array(this.capacity * 2);
    this.ordinal = new Uint32Array(this.capacity);
    const mask = this.capacity - 1;
    for (let old = 0; old < oldOrdinal.length; old++) {
      const h2 = oldFirst[old * 2 + 1];
      if (h2 === 0) continue;
      const h1 = oldFirst[old * 2];
      let slot = h1 & mask;
      while (this.first[slot * 2 + 1] !== 0) slot = (slot + 1) & mask;
      this.first[slot * 2] = h1;
      this.first[slot * 2 + 1] = h2;
      this.ordinal[slot] = oldOrdinal[old];
    }
  }

  /**
   * Moves the table's codes to a new run on disk and empties the table. The run is written a block at a
   * time through the look-up buffer: at 2 million codes a whole run's records in one array were 3 MB
   * more at every spill (a seventh of the feed thread's growth from 200k to 2M, measured).
   */
  private spill(): void {
    const slots = new Uint32Array(this.size);
    let n = 0;
    for (let slot = 0; slot < this.capacity; slot++) if (this.first[slot * 2 + 1] !== 0) slots[n++] = slot;
    const first = this.first;
    slots.sort((a, b) => first[a * 2] - first[b * 2] || first[a * 2 + 1] - first[b * 2 + 1]);
    const blocks = Math.ceil(n / BLOCK_RECORDS);
    const keys = new Uint32Array(blocks * 2);
    // A power of two of 512-bit blocks, at least 16 bits a code.
    let bloomBlocks = 1;
    while (bloomBlocks * BLOOM_BLOCK_WORDS * 32 < n * 16) bloomBlocks *= 2;
    const bloom = new Uint32Array(bloomBlocks * BLOOM_BLOCK_WORDS);
    const fd = this.file();
    const records = this.block;
    for (let b = 0; b < blocks; b++) {
      const count = Math.min(BLOCK_RECORDS, n - b * BLOCK_RECORDS);
      for (let i = 0; i < count; i++) {
        const slot = slots[b * BLOCK_RECORDS + i];
        const h1 = first[slot * 2];
        const h2 = first[slot * 2 + 1];
        records[i * RECORD_WORDS] = h1;
        records[i * RECORD_WORDS + 1] = h2;
        records[i * RECORD_WORDS + 2] = this.ordinal[slot];
        bloomVisit(bloom, h1, h2, true);
      }
      keys[b * 2] = records[0];
      keys[b * 2 + 1] = records[1];
      const bytes = Buffer.from(records.buffer, records.byteOffset, count * RECORD_WORDS * 4);
      const at = this.fileBytes + b * BLOCK_RECORDS * RECORD_WORDS * 4;
      for (let done = 0; done < bytes.length;)
        done += writeSync(fd, bytes, done, bytes.length - done, at + done);
    }
    this.runs.push({ offset: this.fileBytes, count: n, keys, bloom });
    this.fileBytes += n * RECORD_WORDS * 4;
    this.first.fill(0);
    this.size = 0;
  }

  /** The ordinal of (h1, h2) in the run, or undefined when it is not there. */
  private inRun(run: Run, h1: number, h2: number): number | undefined {
    if (!bloomVisit(run.bloom, h1, h2, false)) return undefined;
    // The last block whose first key is ≤ (h1, h2).
    let low = 0;
    let high = run.keys.length / 2 - 1;
    while (low < high) {
      const mid = (low + high + 1) >>> 1;
      if (compare(run.keys[mid * 2], run.keys[mid * 2 + 1], h1, h2) <= 0) low = mid;
      else high = mid - 1;
    }
    const count = Math.min(BLOCK_RECORDS, run.count - low * BLOCK_RECORDS);
    const bytes = Buffer.from(this.block.buffer, 0, count * RECORD_WORDS * 4);
    const at = run.offset + low * BLOCK_RECORDS * RECORD_WORDS * 4;
    for (let done = 0; done < bytes.length;) {
      const read = readSync(this.fd!, bytes, done, bytes.length - done, at + done);
      if (read === 0) throw new Error('code set: the temp file ended early');
      done += read;
    }
    for (let i = 0; i < count; i++) {
      const r = i * RECORD_WORDS;
      if (this.block[r] === h1 && this.block[r + 1] === h2) return this.block[r + 2];
    }
    return undefined;
  }

  /** The temp file of the runs, opened on the first spill and unlinked at once (nothing is left behind). */
  private file(): number {
    if (this.fd !== null) return this.fd;
    const path = join(tmpdir(), `feedhub-codes-${process.pid}-${randomBytes(6).toString('hex')}`);
    const fd = openSync(path, 'wx+', 0o600);
    try {
      unlinkSync(path);
    } catch (error) {
      closeSync(fd);
      throw error;
    }
    this.fd = fd;
    orphans.register(this, fd, this);
    return fd;
  }
}

function compare(a1: number, a2: number, b1: number, b2: number): number {
  return a1 - b1 || a2 - b2;
}

/** Sets (`set`) or tests the code's bits in a blocked Bloom filter: all of them in one 512-bit block. */
function bloomVisit(bloom: Uint32Array, h1: number, h2: number, set: boolean): boolean {
  const blocks = bloom.length / BLOOM_BLOCK_WORDS;
  const base = ((Math.imul(h1 ^ (h2 >>> 7), 0x9e3779b1) >>> 0) % blocks) * BLOOM_BLOCK_WORDS;
  let x = h2 ^ Math.imul(h1, 0x85ebca6b);
  for (let i = 0; i < BLOOM_PROBES; i++) {
    x = Math.imul(x ^ (x >>> 15), 0x2c1b3c6d);
    x ^= x >>> 13;
    const bit = x >>> 23; // 0..511
    const word = base + (bit >>> 5);
    const flag = 1 << (bit & 31);
    if (set) bloom[word] |= flag;
    else if ((bloom[word] & flag) === 0) return false;
  }
  return true;
}
