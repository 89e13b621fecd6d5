import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Locale } from '@feedhub/contracts';
import type { Caller } from './identity';

/** The logged-in user a request acts for (null on public routes). */
export type Actor = NonNullable<Caller['user']>;

/**
 * What domain code knows of the request it serves (STYLE (a): ctx first): who acts, from which IP,
 * in which language, and the connection to use — a transaction once inside `inTransaction`.
 * Domain code never sees Koa.
 */
export interface DomainContext {
  /** Who acts; null for an anonymous caller (login) or the system (bus handlers, timers). */
  actor: Actor | null;
  /** Client IP as the gateway determined it (empty for the system). */
  ip: string;
  /** Language of messages. */
  locale: Locale;
  /** Logger bound to the request. */
  log: Logger;
  /** The database: the service's knex, or the open transaction. */
  trx: Knex | Knex.Transaction;
}

/** A context for work nobody asked for over HTTP (bus requests, timers, seeds). */
export function systemContext(knex: Knex, log: Logger, locale: Locale = 'en'): DomainContext {
  return { actor: null, ip: '', locale, log, trx: knex };
}

/**
 * Runs `work` in one transaction (a savepoint when `ctx` is already in one) and hands it a context
 * on that transaction, so every read and write of the step sees the same snapshot.
 */
export function inTransaction<C extends DomainContext, T>(ctx: C, work: (tx: C) => Promise<T>): Promise<T> {
  return ctx.trx.transaction((trx) => work({ ...ctx, trx }));
}
