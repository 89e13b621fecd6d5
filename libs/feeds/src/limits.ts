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

export const DEFAULT_FEED_LIMITS: FeedLimits = {
  maxDepth: 64,
  maxFieldChars: 1 << 20,
  maxItemNodes: 20_000,
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
