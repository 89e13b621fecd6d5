import { Model, snakeCaseMappers, type ColumnNameMappers } from 'objection';

/**
 * Base of every domain model (DESIGN §2: objection for models, knex for bulk SQL). Properties are
 * camelCase, columns snake_case; queries name columns as the database does (`username_key`).
 * A model's `tableName` is schema-qualified (`identity.users`): in embedded mode the services share one
 * connection, so nothing may rely on a search_path (STACK trap 4). Bind a query to the connection
 * of the moment with `Model.query(ctx.trx)`; models hold no connection of their own.
 */
export class BaseModel extends Model {
  /** camelCase properties over snake_case columns. */
  static override get columnNameMappers(): ColumnNameMappers {
    return snakeCaseMappers();
  }
}

/** A model whose table has created_at / updated_at: updates stamp updated_at. */
export class TimestampedModel extends BaseModel {
  /** Set by the database on insert. */
  createdAt?: Date;
  /** Stamped on every update. */
  updatedAt?: Date;

  /** Stamps updated_at. */
  override $beforeUpdate(): void {
    this.updatedAt = new Date();
  }
}

export { Model };
