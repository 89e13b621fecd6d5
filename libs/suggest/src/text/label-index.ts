import { normalizeText, stem } from './normalize';
import { canonicalWords } from './synonyms';

/**
 * A TF-IDF index of short labels over the character trigrams of their stemmed words: "Pralki" finds
 * "Pralka", "Стиральные машины" finds "Стиральная машина", "Waschmaschinen" finds
 * "Waschmaschine", in any script, without a dictionary. Rare trigrams weigh more than common ones.
 * Packed into typed arrays (postings and per-label vectors) so 100,000 labels cost a few megabytes.
 */
export interface LabelHit {
  doc: number;
  /** Cosine similarity of the trigram vectors, 0..1. */
  sim: number;
}

/** The key a label is stored under: its stemmed words, so "Laptops" and "laptop" are one doc. */
export function labelKey(text: string): string {
  const norm = canonicalWords(normalizeText(text));
  return norm === '' ? '' : norm.split(' ').map(stem).join(' ');
}

/**
 * Trigrams of a label key as small integers: each character gets a 10-bit number (the index's own
 * alphabet), three of them make a 30-bit gram, each word padded with spaces ("pralk" → " pr",
 * "pra", "ral", "alk", "lk "). Integers, not substrings: the build sees 1.5 million trigrams and
 * would otherwise leave as many short strings behind. Characters past the 1,023rd share a number.
 */
function keyGrams(key: string, alphabet: Map<number, number>, grow: boolean): number[] {
  const grams: number[] = [];
  const code = (c: number): number => {
    let k = alphabet.get(c);
    if (k === undefined) {
      k = grow && alphabet.size < 1023 ? alphabet.size + 1 : 1023;
      if (grow && alphabet.size < 1023) alphabet.set(c, k);
    }
    return k;
  };
  let a = 0;
  let b = 0;
  for (let i = 0; i <= key.length; i++) {
    const c = i === key.length ? 32 : key.charCodeAt(i);
    if (c === 32) {
      if (b !== 0) grams.push(a * 1048576 + b * 1024);
      a = 0;
      b = 0;
      continue;
    }
    const k = code(c);
    if (b !== 0) grams.push(a * 1048576 + b * 1024 + k);
    a = b;
    b = k;
  }
  return grams;
}

/** Answers a frozen index keeps (a few megabytes at most; cleared when full). */
const MEMO_ANSWERS = 5_000;
/** Trigrams in more labels than this only refine candidates found through rarer ones. */
const COMMON_DF = 1200;
/** What a label wholly contained in a longer name is worth before counting how much of it it covers. */
const CONTAINED_BASE = 0.35;
/** Candidates whose exact similarity is computed. */
const CANDIDATES = 120;

export class LabelIndex {
  /** Label keys, one per document. */
  readonly keys: string[] = [];
  private readonly docOf = new Map<string, number>();
  private readonly grams = new Map<number, number>();
  private readonly alphabet = new Map<number, number>([[32, 0]]);
  private idf = new Float32Array(0);
  /** Postings: gram → documents (a document's weight for a gram is idf × its inverse norm). */
  private offsets = new Int32Array(1);
  private postDocs = new Int32Array(0);
  private invNorm = new Float32Array(0);
  /** Sum of a document's trigram weights (how much of it a query contains). */
  private mass = new Float32Array(0);
  /** Forward vectors: document → its grams (for the exact second pass). */
  private fwdOffsets = new Int32Array(1);
  private fwdGrams = new Int32Array(0);
  private accumulator = new Float32Array(0);
  private queryWeights = new Float32Array(0);
  /** Answers of `query` since the last freeze. */
  private readonly answers = new Map<string, readonly LabelHit[]>();

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

  /** The document of a label with exactly these stemmed words, if indexed. */
  exact(text: string): number | undefined {
    return this.docOf.get(labelKey(text));
  }

  /** The document of an already computed key. */
  exactKey(key: string): number | undefined {
    return this.docOf.get(key);
  }

  get size(): number {
    return this.keys.length;
  }

  /** Packs the postings and vectors; call once after the last add. */
  freeze(): this {
    this.answers.clear();
    const n = this.keys.length;
    // Pass 1 numbers the trigrams and sizes the arrays exactly (grown buffers would stay in RSS).
    const fwdOffsets = new Int32Array(n + 1);
    this.keys.forEach((key, doc) => {
      const grams = keyGrams(key, this.alphabet, true);
      for (const gram of grams) if (!this.grams.has(gram)) this.grams.set(gram, this.grams.size);
      fwdOffsets[doc + 1] = fwdOffsets[doc] + grams.length;
    });
    const total = fwdOffsets[n];
    const fwdGrams = new Int32Array(total);
    const df = new Int32Array(this.grams.size);
    this.keys.forEach((key, doc) => {
      const ids = keyGrams(key, this.alphabet, false).map((gram) => this.grams.get(gram) ?? 0);
      ids.sort((a, b) => a - b);
      // Repeated trigrams stay as repeated entries: each adds its weight once more (term frequency).
      ids.forEach((id, i) => {
        fwdGrams[fwdOffsets[doc] + i] = id;
        if (i === 0 || id !== ids[i - 1]) df[id] += 1;
      });
    });
    this.idf = Float32Array.from(df, (d) => Math.log(1 + n / d));
    this.invNorm = new Float32Array(n);
    this.mass = new Float32Array(n);
    for (let doc = 0; doc < n; doc++) {
      let norm = 0;
      for (let at = fwdOffsets[doc]; at < fwdOffsets[doc + 1]; at++) this.mass[doc] += this.idf[fwdGrams[at]];
      let run = 0;
      for (let at = fwdOffsets[doc]; at < fwdOffsets[doc + 1]; at++) {
        run += this.idf[fwdGrams[at]];
        if (at + 1 === fwdOffsets[doc + 1] || fwdGrams[at + 1] !== fwdGrams[at]) {
          norm += run * run;
          run = 0;
        }
      }
      this.invNorm[doc] = norm > 0 ? 1 / Math.sqrt(norm) : 0;
    }
    this.offsets = new Int32Array(df.length + 1);
    for (let at = 0; at < total; at++) this.offsets[fwdGrams[at] + 1] += 1;
    for (let g = 0; g < df.length; g++) this.offsets[g + 1] += this.offsets[g];
    const fill = this.offsets.slice(0, df.length);
    this.postDocs = new Int32Array(total);
    for (let doc = 0; doc < n; doc++) {
      for (let at = fwdOffsets[doc]; at < fwdOffsets[doc + 1]; at++)
        this.postDocs[fill[fwdGrams[at]]++] = doc;
    }
    this.fwdOffsets = fwdOffsets;
    this.fwdGrams = fwdGrams;
    this.accumulator = new Float32Array(n);
    this.queryWeights = new Float32Array(df.length);
    return this;
  }

  /**
   * The documents most similar to a text, best first, at least `minSim`. Two passes for speed: the
   * query's rarer trigrams pick candidates from the postings (common ones such as "en " would walk
   * tens of thousands of labels), then each candidate's exact cosine comes from its own vector.
   * `covering` asks instead for the labels that contain every trigram of the text.
   */
  query(text: string, limit: number, minSim = 0.3, covering = false): readonly LabelHit[] {
    // Sibling categories share their upper levels, and every category of a feed its root: the same
    // texts are asked again and again (a frozen index answers them alike).
    const memoKey = `${limit}|${minSim}|${covering ? 1 : 0}|${text}`;
    const known = this.answers.get(memoKey);
    if (known) return known;
    const hits = Object.freeze(this.search(text, limit, minSim, covering));
    if (this.answers.size >= MEMO_ANSWERS) this.answers.clear();
    this.answers.set(memoKey, hits);
    return hits;
  }

  private search(text: string, limit: number, minSim: number, covering: boolean): LabelHit[] {
    const query = this.vector(labelKey(text));
    if (query.length === 0) return [];
    const acc = this.accumulator;
    const qw = this.queryWeights;
    const touched: number[] = [];
    const known = query.filter(([g]) => g >= 0).sort((a, b) => this.df(a[0]) - this.df(b[0]));
    const maxDf = Math.max(COMMON_DF, known.length > 1 ? this.df(known[1][0]) : 0);
    let best = 0;
    for (const [g, w] of known) {
      qw[g] = w * this.idf[g];
      if (this.df(g) > maxDf) continue;
      for (let at = this.offsets[g]; at < this.offsets[g + 1]; at++) {
        const doc = this.postDocs[at];
        if (acc[doc] === 0) touched.push(doc);
        acc[doc] += qw[g] * this.invNorm[doc];
        if (acc[doc] > best) best = acc[doc];
      }
    }
    // Only the best partial scores go on to the exact pass.
    let floor = best * 0.25;
    let candidates = touched.filter((doc) => acc[doc] >= floor);
    if (candidates.length > CANDIDATES * 4) {
      floor = best * 0.5;
      candidates = candidates.filter((doc) => acc[doc] >= floor);
    }
    candidates.sort((a, b) => acc[b] - acc[a]);
    candidates = candidates.slice(0, Math.max(CANDIDATES, limit * 3));
    for (const doc of touched) acc[doc] = 0;
    // The query's own mass: its trigram weights, unknown trigrams at the top weight.
    const maxIdf = Math.log(1 + this.keys.length);
    let queryMass = 0;
    for (const [g] of query) queryMass += g >= 0 ? this.idf[g] : maxIdf;
    const hits: LabelHit[] = [];
    for (const doc of candidates) {
      let dot = 0;
      let contained = 0;
      for (let at = this.fwdOffsets[doc]; at < this.fwdOffsets[doc + 1]; at++) {
        const g = this.fwdGrams[at];
        dot += qw[g];
        if (qw[g] > 0) contained += this.idf[g];
      }
      dot *= this.invNorm[doc];
      // A label wholly inside a longer name ("Pralki" in "Pralki ładowane od frontu") is a match
      // too, worth more the more of the name it covers.
      const containment = this.mass[doc] > 0 ? contained / this.mass[doc] : 0;
      const covered = queryMass > 0 ? Math.min(1, contained / queryMass) : 0;
      // Covering: labels that contain the whole query, shorter ones first ("graczy" in "Krzesła dla graczy").
      const sim = covering
        ? covered >= 0.99
          ? 0.6 + 0.4 * dot
          : 0
        : Math.max(
            dot,
            containment >= 0.99 ? containment * (CONTAINED_BASE + (1 - CONTAINED_BASE) * covered) : 0,
          );
      if (sim >= minSim) hits.push({ doc, sim: Math.min(1, sim) });
    }
    for (const [g] of known) qw[g] = 0;
    hits.sort((a, b) => b.sim - a.sim || a.doc - b.doc);
    return hits.slice(0, limit);
  }

  /** Cosine similarity of two texts under this index's trigram weights (0..1). */
  similarity(a: string, b: string): number {
    const ka = labelKey(a);
    const kb = labelKey(b);
    if (ka === '' || kb === '') return 0;
    if (ka === kb) return 1;
    const vb = new Map(this.vector(kb));
    let dot = 0;
    for (const [g, w] of this.vector(ka)) if (g >= 0) dot += w * (vb.get(g) ?? 0);
    return Math.min(1, dot);
  }

  private df(gram: number): number {
    return this.offsets[gram + 1] - this.offsets[gram];
  }

  /** Unit-length TF-IDF entries of a key, one per distinct trigram; trigrams no label has get negative ids and the top weight. */
  private vector(key: string): [gram: number, weight: number][] {
    if (key === '') return [];
    const maxIdf = Math.log(1 + this.keys.length);
    const weights = new Map<number, number>();
    let unknown = 0;
    for (const gram of keyGrams(key, this.alphabet, false)) {
      const id = this.grams.get(gram);
      if (id === undefined) weights.set(-1 - unknown++, maxIdf);
      else weights.set(id, (weights.get(id) ?? 0) + this.idf[id]);
    }
    let norm = 0;
    for (const w of weights.values()) norm += w * w;
    norm = Math.sqrt(norm) || 1;
    return [...weights].map(([g, w]) => [g, w / norm]);
  }
}
