import { BaseModel } from '@feedhub/db';
import { SCHEMA } from '../schema';

/** A server-side session (SECURITY: only the token's hash is stored). */
export class Session extends BaseModel {
  static override tableName = `${SCHEMA}.sessions`;
  /** Id (uuid). */
  id!: string;
  /** SHA-256 of the cookie token. */
  tokenHash!: string;
  /** Owner. */
  userId!: number;
  /** Synchronizer CSRF token of the session. */
  csrfToken!: string;
  /** Client IP at login. */
  ip!: string;
  /** Browser at login. */
  userAgent!: string;
  /** Login time. */
  createdAt!: Date;
  /** Last request (touched at most once a minute). */
  lastSeenAt!: Date;
  /** Ends without a request by then. */
  idleExpiresAt!: Date;
  /** Ends by then whatever happens. */
  absoluteExpiresAt!: Date;
  /** Set when it ended early (logout, password change…). */
  revokedAt!: Date | null;
}
