import type { Partner } from '../partners/partners.model';
import type { BulkConnection } from './bulk-session';
import type { GuardSpec } from './import-guard.types';
import type { LineMapperName } from './line-mappers';

/**
 * What the staged import (staged-import.ts), its modes, the import guard and the methods share: a
 * run's temp tables, what a method does on the shared path, and what a merge answers. In a module of
 * its own so that none of them imports another only for a type (no import circle).
 */

/** Counts of one merge. */
export interface MergeCounts {
  new: number;
  changed: number;
}

/** The temp tables of a run, schema-qualified. */
export interface StageTables {
  stage: string;
  seen: string;
  /**
   * The new and changed rows, when already told apart from the unchanged ones: a spanning run's
   * chunk (the stage still holds all its rows), or a guarded run's pending rows. The merge reads
   * them and skips its look-up of unchanged rows.
   */
  changed?: string;
}

/** A run's temp tables. */
export type RunTables = Required<StageTables> & { pending: string };

/** The rows a merge reads: the changed ones when they are told apart, else the whole stage. */
export const rowsToMerge = (tables: StageTables): string => tables.changed ?? tables.stage;

/**
 * The transaction a merge runs in: its own ('chunk': a plain run's chunk, a held run's apply), or a
 * guarded run's one transaction that spans the whole run ('run'; see spanning-run.ts).
 */
export type MergeScope = 'chunk' | 'run';

/** What a method does on the shared path. */
export interface StagedImportSpec {
  /** Column definitions of the staging table, in COPY order. */
  stageColumns: readonly (readonly [name: string, type: string])[];
  /** Record → COPY line (line-mappers.ts; it runs in the feed thread). */
  mapper: LineMapperName;
  /** Merges the staged chunk (inside a transaction); the engine then moves its codes to "seen". */
  merge(c: BulkConnection, tables: StageTables, partner: Partner, scope: MergeScope): Promise<MergeCounts>;
  /** A partner's first load (first-load-run.ts; the products import). */
  firstLoad?: {
    /** The staged chunk into the partner's bare `table` (inside a transaction). Answers the rows written, all new. */
    chunk(c: BulkConnection, stage: string, partner: Partner, table: string): Promise<number>;
    /** The loaded `table` merged into the partner's products, when they got a table meanwhile. */
    mergeInto(c: BulkConnection, partner: Partner, table: string): Promise<MergeCounts>;
  };
  /** How the import guard reads this method's staged rows (absent: the method is never held). */
  guard?: GuardSpec;
  /** After a complete feed (inside a transaction): the anti-join, the stats row; returns extra log params. */
  finish?(
    c: BulkConnection,
    tables: StageTables,
    partner: Partner,
    totals: {
      new: number;
      changed: number;
      total: number;
      inStock: number;
      /** Products the feed no longer has, when the guard counted them (0: nothing to zero). */
      knownGone?: number;
    },
    scope: MergeScope,
  ): Promise<{ missing?: number; missingInStock?: number }>;
}
