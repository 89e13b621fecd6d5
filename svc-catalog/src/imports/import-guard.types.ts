/**
 * How a method's staged rows read to the import guard (import-guard.ts has its rules, import-guard.repo.ts
 * its statements; both read this, so it is in a module of its own).
 */
export interface GuardSpec {
  /** Staged columns the SQL below reads besides `code` (the judge sorts only these, not whole rows). */
  columns: readonly string[];
  /** SQL of a staged row `s` that would change nothing of the stored product `u` (same partner and code). */
  unchanged: string;
  /** SQL of the staged stock as an integer (null: the feed gives none), or null when the method sets no stock. */
  amount: string | null;
  /** SQL of the staged price as numeric, or null when the method sets no price. */
  price: string | null;
  /** Whether the method adds products (new ones count) and zeroes those the feed no longer has. */
  adds: boolean;
  zeroesMissing: boolean;
}
