import { stem, words } from './normalize';

/**
 * A TF-IDF index of short labels over the character trigrams of their stemmed words: "Pralki" finds
 * "Pralka", "Стиральные машины" finds "Стиральная машина", "Waschmaschinen" finds
 * "Waschmaschine", in any script, without a dictionary. Rare trigrams weigh more than common ones.
 * Packed into typed arrays so that a 100,000-label index costs a few megabytes.
 */
export interface LabelHit {
  doc: number;
  /** Cosine similarity of the trigram vectors, 0..1. */
  sim: number;
}

/** The key a label is stored under: its stemmed words, so "Laptops" and "laptop" are one doc. */
export function labelKey(text: string): string {
  return words(text).map(stem).join(' ');
}

/** Trigrams of a label key, each word padded ("pralk" → " pr", "pra", "ral", "alk", "lk "). */
function keyGrams(key: string): string[] {
  const grams: string[] = [];
  for (const word of key.split(' ')) {
    if (word === '') continue;
    const padded = ` ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) grams.push(padded.slice(i, i + 3));
  }
  return grams;
}

export class LabelIndex {
  /** Label keys, one per document. */
  readonly keys: string[] = [];
  private readonly docOf = new Map<string, number>();
  private grams = new Map<string, number>();
  private idf = new Float32Array(0);
  private offsets = new Int32Array(1);
  private postDocs = new Int32Array(0);
  private postWeights = new Float32Array(0);
  private scratch = new Float32Array(0);

  /** Adds a label (once per distinct key) and returns its document number, or -1 when empty. */
  add(text: string): number {
    const key = labelKey(text);
    if (key === '') return -1;
    const known = this.docOf.get(key);
    if (known !== undefined) return known;
    const doc = this.keys.length;
    this.keys.push(key);
    this.docOf.set(key, doc);
    return doc;
  }

  /** The document of an exact label key, if indexed. */
  exact(text: string): number | undefined {
    return this.docOf.get(labelKey(text));
  }

  get size(): number {
    return this.keys.length;
  }

  /** Packs the postings; call once after the last add. */
  freeze(): this {
    const docGrams: Map<number, number>[] = [];
    const df: number[] = [];
    for (const key of this.keys) {
      const counts = new Map<number, number>();
      for (const gram of keyGrams(key)) {
        let id = this.grams.get(gram);
        if (id === undefined) {
          id = this.grams.size;
          this.grams.set(gram, id);
          df.push(0);
        }
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
      for (const id of counts.keys()) df[id] += 1;
      docGrams.push(counts);
    }
    const n = this.keys.length;
    this.idf = Float32Array.from(df, (d) => Math.log(1 + n / d));
    this.offsets = new Int32Array(df.length + 1);
    for (let g = 0; g < df.length; g++) this.offsets[g + 1] = this.offsets[g] + df[g];
    const fill = this.offsets.slice(0, df.length);
    this.postDocs = new Int32Array(this.offsets[df.length]);
    this.postWeights = new Float32Array(this.offsets[df.length]);
    docGrams.forEach((counts, doc) => {
      let norm = 0;
      for (const [g, c] of counts) norm += (c * this.idf[g]) ** 2;
      norm = Math.sqrt(norm) || 1;
      for (const [g, c] of counts) {
        const at = fill[g]++;
        this.postDocs[at] = doc;
        this.postWeights[at] = (c * this.idf[g]) / norm;
      }
    });
    this.scratch = new Float32Array(n);
    return this;
  }

  /** The documents most similar to a text, best first, at least `minSim`. */
  query(text: string, limit: number, minSim = 0.3): LabelHit[] {
    const key = labelKey(text);
    if (key === '') return [];
    const counts = new Map<number, number>();
    for (const gram of keyGrams(key)) {
      // A trigram no label has still counts in the query's length: unknown words lower the match.
      const id = this.grams.get(gram) ?? -1 - counts.size;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    let norm = 0;
    const maxIdf = Math.log(1 + this.keys.length);
    for (const [g, c] of counts) norm += (c * (g >= 0 ? this.idf[g] : maxIdf)) ** 2;
    norm = Math.sqrt(norm) || 1;
    const touched: number[] = [];
    const acc = this.scratch;
    for (const [g, c] of counts) {
      if (g < 0) continue;
      const qw = (c * this.idf[g]) / norm;
      for (let at = this.offsets[g]; at < this.offsets[g + 1]; at++) {
        const doc = this.postDocs[at];
        if (acc[doc] === 0) touched.push(doc);
        acc[doc] += qw * this.postWeights[at];
      }
    }
    const hits: LabelHit[] = [];
    for (const doc of touched) {
      if (acc[doc] >= minSim) hits.push({ doc, sim: Math.min(1, acc[doc]) });
      acc[doc] = 0;
    }
    hits.sort((a, b) => b.sim - a.sim || a.doc - b.doc);
    return hits.slice(0, limit);
  }
}
