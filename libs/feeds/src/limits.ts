import type { FeedPosition } from './errors';

/** Bounds that keep a hostile or broken feed from taking the memory or the CPU. */
export interface FeedLimits {
  /** Deepest element / object nesting. */
  maxDepth: number;
  /** Longest text of one field (and of any run of text or markup between tags or rows), in characters. */
  maxFieldChars: number;
  /** Most elements or values inside one item. */
  maxItemNodes: number;
  /** Warnings kept in a preview (all are counted). */
  maxWarningsKept: number;
}

/**
 * The highest element limit a feed may set for one product (`maxItemElements`): a product is held whole
 * while it is read, at up to ~500 bytes an element with its attributes (~100 MB here).
 */
export const MAX_ITEM_ELEMENTS = 200_000;

export const DEFAULT_FEED_LIMITS: FeedLimits = {
  maxDepth: 64,
  maxFieldChars: 1 << 20,
  // Real eCl@ss Advanced products reach ~45 000 elements (BMEcat features with templates and groups).
  maxItemNodes: 50_000,
  maxWarningsKept: 200,
};

/** A problem with one item or value: the feed goes on without it. */
export interface FeedWarning {
  key: string;
  params: Record<string, string | number>;
  position: FeedPosition;
  /** The canonical field or mapping entry concerned, when there is one. */
  field?: string;
}
