/** The category half of the scorer's API (see SUGGEST_API: agreed with svc-catalog and the bench). */

/** A PIM category as the scorer needs it. */
export interface PimCategoryInput {
  code: string;
  parent: string | null;
  labels: { en?: string; et?: string };
}

/** A PIM category's link to a pivot node. */
export interface PivotLinkInput {
  code: string;
  node: string;
  source: 'auto' | 'manual';
  score: number | null;
}

export interface CategoryEvidence {
  /** The supplier's path, root → leaf, any language. */
  path: string[];
  /** A Google product category id ("505") or path, as feeds carry it. */
  googleCategory?: string | null;
  /** Up to ~50 titles of the category's own products. */
  titles?: string[];
  /** Mappings already made: other partners' categories (and this partner's namesakes) with their PIM codes. */
  mapped?: { name: string; path: string[]; codes: string[]; samePartner: boolean }[];
}

export type CategorySource = 'partners' | 'taxonomy' | 'google_category' | 'titles';

/** Structured reason; the service words it in the caller's language. */
export interface CategoryReason {
  source: CategorySource;
  /** What of the supplier's data matched ("Бытовая техника › Стиральные машины"). */
  supplier: string;
  /** What it matched: the pivot path in English, or the PIM path. */
  matched: string;
  /** partners: how many mapped categories agree. */
  count?: number;
}

export interface ScoredCategory {
  code: string;
  /** 0..1, calibrated: a category with no fitting PIM category stays below 0.7. */
  score: number;
  sources: CategorySource[];
  reasons: CategoryReason[];
}
