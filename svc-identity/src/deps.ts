import type { Bus } from '@feedhub/bus';
import type { Knex } from '@feedhub/db';
import type { Logger } from '@feedhub/service-kit';
import type { IdentityConfig } from './config';

/** What the identity service is built from; the embedded and cluster runners differ only here. */
export interface IdentityDeps {
  /** Shared knex (one PGlite connection in embedded mode, a pool on PostgreSQL). */
  knex: Knex;
  /** The bus. */
  bus: Bus;
  /** Settings from the environment. */
  config: IdentityConfig;
  /** Logger. */
  log: Logger;
  /** Instance id (several replicas answer maintenance commands separately). */
  instance: string;
}
