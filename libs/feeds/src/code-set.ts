/**
 * The product codes seen in one feed, to drop repeats, in 12 bytes per slot instead of a Set of strings:
 * each code is kept as two independent 32-bit hashes (a false "repeat" needs both to collide: about
 * n² / 2^65, 3·10⁻⁸ for a million codes) and the ordinal of its first product. Memory stays small and
 * holds no reference to the feed's text.
 */
export class CodeSet {
  private capacity = 1 << 14;
  private size = 0;
  private first = new Uint32Array(this.capacity * 2);
  private ordinal = new Uint32Array(this.capacity);

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
    for (let slot = h1 & mask; ; slot = (slot + 1) & mask) {
      const stored = this.first[slot * 2 + 1];
      if (stored === 0) {
        this.first[slot * 2] = h1;
        this.first[slot * 2 + 1] = h2;
        this.ordinal[slot] = ordinal;
        if (++this.size * 2 > this.capacity) this.grow();
        return 0;
      }
      if (stored === h2 && this.first[slot * 2] === h1) return this.ordinal[slot];
    }
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
}
