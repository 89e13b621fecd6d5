import { randomUUID } from 'node:crypto';
import type { Knex } from '@feedhub/db';
import { Session } from './sessions.model';

/** Stores a new session; returns its id. */
export async function insertSession(
  trx: Knex,
  row: {
    userId: number;
    tokenHash: string;
    csrfToken: string;
    ip: string;
    userAgent: string;
    idleExpiresAt: Date;
    absoluteExpiresAt: Date;
  },
): Promise<string> {
  const id = randomUUID();
  await Session.query(trx).insert({
    id,
    userId: row.userId,
    tokenHash: row.tokenHash,
    csrfToken: row.csrfToken,
    ip: row.ip.slice(0, 64),
    userAgent: row.userAgent.slice(0, 512),
    idleExpiresAt: row.idleExpiresAt,
    absoluteExpiresAt: row.absoluteExpiresAt,
  });
  return id;
}

/** Finds a session by its token hash. */
export async function findSessionByTokenHash(trx: Knex, tokenHash: string): Promise<Session | undefined> {
  return Session.query(trx).findOne({ token_hash: tokenHash });
}

/** Records activity: moves the idle expiry forward. */
export async function touchSession(trx: Knex, id: string, idleExpiresAt: Date): Promise<void> {
  await Session.query(trx).patch({ lastSeenAt: new Date(), idleExpiresAt }).where('id', id);
}

/** Ends one session. */
export async function revokeSession(trx: Knex, id: string): Promise<void> {
  await Session.query(trx).patch({ revokedAt: new Date() }).where('id', id).whereNull('revoked_at');
}

/** Ends every session of a user, but one (the caller's own) when given; returns how many. */
export async function revokeUserSessions(
  trx: Knex,
  userId: number,
  exceptSessionId?: string,
): Promise<number> {
  const q = Session.query(trx)
    .patch({ revokedAt: new Date() })
    .where('user_id', userId)
    .whereNull('revoked_at');
  if (exceptSessionId) q.whereNot('id', exceptSessionId);
  return q;
}

/** Deletes sessions that ended more than a day ago. */
export async function pruneSessions(trx: Knex): Promise<number> {
  const dayAgo = new Date(Date.now() - 86_400_000);
  return Session.query(trx)
    .delete()
    .where((q) =>
      q
        .where('absolute_expires_at', '<', dayAgo)
        .orWhere('idle_expires_at', '<', dayAgo)
        .orWhere('revoked_at', '<', dayAgo),
    );
}
