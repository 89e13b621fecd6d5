import { LabelIndex } from '../text/label-index';
import { normalizeText } from '../text/normalize';
import type { PivotFile } from './format';

/** One category of the pivot taxonomy. */
export interface PivotNode {
  id: string;
  parent: string | null;
  /** The node's own name per language (not its path). */
  labels: Record<string, string>;
  /** The Google product category id it maps to, if any. */
  google: number | null;
  depth: number;
}

export interface PivotSearchHit {
  id: string;
  /** English path, root › … › node. */
  path: string;
  score: number;
}

/** The pivot taxonomy in memory: nodes by id, paths per language, the Google mapping, label search. */
export class Pivot {
  readonly version: string;
  readonly languages: string[];
  /** Number of category nodes; nodes are also addressed by index 0..size-1. */
  readonly size: number;
  private readonly indexOf = new Map<string, number>();
  private readonly depths: Int32Array;
  private readonly googleNodes = new Map<number, number[]>();
  private readonly googleByPath = new Map<string, number>();
  private labelIndex: LabelIndex | null = null;
  private docNodeOffsets = new Int32Array(1);
  private docNodeEnds = new Int32Array(0);
  private docNodeList = new Int32Array(0);

  constructor(readonly data: PivotFile) {
    this.version = `${data.taxonomy} (format v${data.version})`;
    this.languages = [...data.languages];
    this.size = data.categories.ids.length;
    data.categories.ids.forEach((id, i) => this.indexOf.set(id, i));
    this.depths = new Int32Array(this.size);
    for (let i = 0; i < this.size; i++) {
      const parent = data.categories.parents[i];
      this.depths[i] = parent < 0 ? 0 : this.depths[parent] + 1;
      const google = data.categories.google[i];
      if (google !== null) this.googleNodes.set(google, [...(this.googleNodes.get(google) ?? []), i]);
    }
    data.google.paths.forEach((path, j) => this.googleByPath.set(normalizeText(path), data.google.ids[j]));
  }

  /** Index of a node id, or -1. */
  indexOfId(id: string): number {
    return this.indexOf.get(id) ?? -1;
  }

  idAt(index: number): string {
    return this.data.categories.ids[index];
  }

  parentAt(index: number): number {
    return this.data.categories.parents[index];
  }

  depthAt(index: number): number {
    return this.depths[index];
  }

  /** A node's own label in a language, falling back to English. */
  labelAt(index: number, lang = 'en'): string {
    return this.data.categories.labels[lang]?.[index] ?? this.data.categories.labels.en[index] ?? '';
  }

  node(id: string): PivotNode | null {
    const i = this.indexOfId(id);
    if (i < 0) return null;
    const labels: Record<string, string> = {};
    for (const lang of this.languages) {
      const label = this.data.categories.labels[lang][i];
      if (label) labels[lang] = label;
    }
    const parent = this.parentAt(i);
    return {
      id,
      parent: parent < 0 ? null : this.idAt(parent),
      labels,
      google: this.data.categories.google[i],
      depth: this.depths[i],
    };
  }

  /** Indexes from the root down to the node. */
  lineage(index: number): number[] {
    const out: number[] = [];
    for (let i = index; i >= 0; i = this.parentAt(i)) out.push(i);
    return out.reverse();
  }

  /** The node's path in a language ("Home & Garden › … › Washing Machines"), or null for an unknown id. */
  pathOf(id: string, lang = 'en'): string[] | null {
    const i = this.indexOfId(id);
    return i < 0 ? null : this.lineage(i).map((n) => this.labelAt(n, lang));
  }

  /**
   * The node a Google product category stands for: by numeric id ("505") or English full path; an id
   * or path the mapping does not carry falls back to its nearest mapped parent path. Null when none.
   */
  googleToNode(idOrPath: string): string | null {
    const text = idOrPath.trim();
    if (text === '' || text.length > 2000) return null;
    let googleId: number | undefined = /^\d{1,7}$/.test(text) ? Number(text) : undefined;
    let path = googleId === undefined ? text.split(/\s*>\s*/).filter(Boolean) : null;
    if (googleId !== undefined) {
      const at = this.data.google.ids.indexOf(googleId);
      path = at >= 0 ? this.data.google.paths[at].split(' > ') : null;
    }
    while (path && path.length > 0) {
      googleId = this.googleByPath.get(normalizeText(path.join(' > '))) ?? googleId;
      const nodes = googleId === undefined ? undefined : this.googleNodes.get(googleId);
      if (nodes && nodes.length > 0) {
        // Many Shopify nodes map onto one Google category: the shallowest is the one it stands for.
        const best = nodes.reduce((a, b) => (this.depths[b] < this.depths[a] ? b : a));
        return this.idAt(best);
      }
      path = path.slice(0, -1);
      googleId = undefined;
    }
    return null;
  }

  /** English path of a Google product category id, if known. */
  googlePath(googleId: number): string | null {
    const at = this.data.google.ids.indexOf(googleId);
    return at >= 0 ? this.data.google.paths[at] : null;
  }

  /** The label index over every node's label in every language (built on first use). */
  labels(): { index: LabelIndex; nodesOf: (doc: number) => Int32Array } {
    if (!this.labelIndex) {
      const index = new LabelIndex();
      // (doc, node) pairs, then packed per doc: a small array per label would cost more than the labels.
      const pairs: number[] = [];
      for (const lang of this.languages) {
        const labels = this.data.categories.labels[lang];
        for (let i = 0; i < this.size; i++) {
          const label = labels[i];
          if (!label || (lang !== 'en' && label === this.data.categories.labels.en[i])) continue;
          const doc = index.add(label);
          if (doc >= 0) pairs.push(doc, i);
        }
      }
      index.freeze();
      const offsets = new Int32Array(index.size + 1);
      for (let k = 0; k < pairs.length; k += 2) offsets[pairs[k] + 1] += 1;
      for (let d = 0; d < index.size; d++) offsets[d + 1] += offsets[d];
      const fill = offsets.slice(0, index.size);
      const nodes = new Int32Array(pairs.length / 2).fill(-1);
      for (let k = 0; k < pairs.length; k += 2) {
        const doc = pairs[k];
        const node = pairs[k + 1];
        // The same label in two languages of one node is listed once.
        let seen = false;
        for (let at = offsets[doc]; at < fill[doc]; at++) if (nodes[at] === node) seen = true;
        if (!seen) nodes[fill[doc]++] = node;
      }
      this.docNodeOffsets = offsets;
      this.docNodeEnds = fill;
      this.docNodeList = nodes;
      this.labelIndex = index;
    }
    return {
      index: this.labelIndex,
      nodesOf: (doc) => this.docNodeList.subarray(this.docNodeOffsets[doc], this.docNodeEnds[doc]),
    };
  }

  /** Nodes whose label (any language) is like the text: the link editor's search. */
  search(text: string, limit = 20): PivotSearchHit[] {
    const { index, nodesOf } = this.labels();
    const hits: PivotSearchHit[] = [];
    const seen = new Set<number>();
    for (const hit of index.query(text, limit * 2, 0.2)) {
      for (const node of nodesOf(hit.doc)) {
        if (seen.has(node)) continue;
        seen.add(node);
        hits.push({
          id: this.idAt(node),
          path: this.lineage(node)
            .map((n) => this.labelAt(n))
            .join(' › '),
          score: hit.sim,
        });
      }
    }
    hits.sort((a, b) => b.score - a.score || a.path.length - b.path.length);
    return hits.slice(0, limit);
  }
}
