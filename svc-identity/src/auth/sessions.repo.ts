import { randomUUID } from 'node:crypto';
import type { Knex } from '@feedhub/db';
import { SCHEMA } from '../schema';

/** A session row. */
export interface SessionRow {
  id: string;
  user_id: number;
  csrf_token: string;
  last_seen_at: Date;
  idle_expires_at: Date;
  absolute_expires_at: Date;
  revoked_at: Date | null;
}

const sessions = (k: Knex) => k.withSchema(SCHEMA).table('sessions');

/** Stores a new session; returns its id. */
export async function insertSession(
  k: Knex,
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
  await sessions(k).insert({
    id,
    user_id: row.userId,
    token_hash: row.tokenHash,
    csrf_token: row.csrfToken,
    ip: row.ip.slice(0, 64),
    user_agent: row.userAgent.slice(0, 512),
    idle_expires_at: row.idleExpiresAt,
    absolute_expires_at: row.absoluteExpiresAt,
  });
  return id;
}

/** Finds a session by its token hash. */
export async function findSessionByTokenHash(k: Knex, tokenHash: string): Promise<SessionRow | undefined> {
  return sessions(k).where({ token_hash: tokenHash }).first();
}

/** Records activity: moves the idle expiry forward. */
export async function touchSession(k: Knex, id: string, idleExpiresAt: Date): Promise<void> {
  await sessions(k).where({ id }).update({ last_seen_at: new Date(), idle_expires_at: idleExpiresAt });
}

/** Ends one session. */
export async function revokeSession(k: Knex, id: string): Promise<void> {
  await sessions(k).where({ id }).whereNull('revoked_at').update({ revoked_at: new Date() });
}

/** Ends every session of a user, but one (the caller's own) when given; returns how many. */
export async function revokeUserSessions(k: Knex, userId: number, exceptSessionId?: string): Promise<number> {
  const q = sessions(k).where({ user_id: userId }).whereNull('revoked_at');
  if (exceptSessionId) q.whereNot({ id: exceptSessionId });
  return q.update({ revoked_at: new Date() });
}

/** Deletes sessions that ended more than a day ago. */
export async function pruneSessions(k: Knex): Promise<number> {
  const dayAgo = new Date(Date.now() - 86_400_000);
  return sessions(k)
    .where((q) =>
      q
        .where('absolute_expires_at', '<', dayAgo)
        .orWhere('idle_expires_at', '<', dayAgo)
        .orWhere('revoked_at', '<', dayAgo),
    )
    .delete();
}
