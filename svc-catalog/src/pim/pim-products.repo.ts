import type { ListPage, PimProductListQuery, PimValue } from '@feedhub/contracts';
import { BaseModel, type Knex } from '@feedhub/db';
import { containsPattern, pageOf, type ListSpec } from '@feedhub/service-kit';
import type { QueryBuilder } from 'objection';
import { SCHEMA } from '../schema';

/** A product of the embedded PIM (written by its store, embedded-product-store.ts). */
export class PimProductRecord extends BaseModel {
  static override tableName = `${SCHEMA}.pim_products`;
  static override idColumn = 'identifier';
  identifier!: string;
  enabled!: boolean;
  family!: string | null;
  categories!: string[];
  values!: Record<string, PimValue[]>;
  nameSearch!: string | null;
  createdAt!: Date;
  updatedAt!: Date;

  static override get jsonAttributes(): string[] {
    return ['categories', 'values'];
  }
}

type ProductQB = QueryBuilder<PimProductRecord, PimProductRecord[]>;
type Filter = NonNullable<PimProductListQuery['filter']>;
type Sort = NonNullable<PimProductListQuery['order']>['field'];

const LIST: ListSpec<ProductQB, Sort, Filter> = {
  sorts: { identifier: 'identifier', family: 'family', updatedAt: 'updated_at' },
  defaultSort: { field: 'updatedAt', direction: 'desc' },
  tieBreaker: 'identifier',
  filters: {
    identifier: (qb, text) => void qb.where('identifier', 'ilike', containsPattern(text)),
    name: (qb, text) => void qb.where('name_search', 'like', containsPattern(text.toLowerCase())),
    family: (qb, code) => void qb.where('family', code),
    category: (qb, code) => void qb.whereRaw('categories @> ?::jsonb', [JSON.stringify([code])]),
  },
};

/** A page of the embedded PIM's products (newest change first by default). */
export async function pagePimProductRecords(
  knex: Knex,
  query: PimProductListQuery,
): Promise<ListPage<PimProductRecord>> {
  return pageOf(PimProductRecord.query(knex), query, LIST);
}

/** One product of the embedded PIM, or undefined. */
export async function findPimProductRecord(
  knex: Knex,
  identifier: string,
): Promise<PimProductRecord | undefined> {
  return PimProductRecord.query(knex).findById(identifier);
}

/** A stored product of the embedded PIM as its store reads it (embedded-product-store.ts). */
export interface StoredPimProduct {
  identifier: string;
  enabled: boolean;
  family: string | null;
  categories: string[];
  values: Record<string, PimValue[]>;
}

const products = (knex: Knex) => knex.withSchema(SCHEMA).table('pim_products');

/** The stored products of these identifiers, locked for update (the store's upsert merges over them). */
export async function lockStoredPimProducts(trx: Knex, identifiers: string[]): Promise<StoredPimProduct[]> {
  return (await products(trx)
    .whereIn('identifier', identifiers)
    .forUpdate()
    .select('identifier', 'enabled', 'family', 'categories', 'values')) as StoredPimProduct[];
}

/** Inserts the rows, or updates the stored product of the same identifier. */
export async function upsertPimProductRows(trx: Knex, rows: Record<string, unknown>[]): Promise<void> {
  await products(trx)
    .insert(rows)
    .onConflict('identifier')
    .merge(['enabled', 'family', 'categories', 'values', 'name_search', 'updated_at']);
}

/** One stored product, or undefined. */
export async function storedPimProduct(
  knex: Knex,
  identifier: string,
): Promise<StoredPimProduct | undefined> {
  return (await products(knex)
    .where('identifier', identifier)
    .first('identifier', 'enabled', 'family', 'categories', 'values')) as StoredPimProduct | undefined;
}
