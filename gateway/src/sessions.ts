import { createHash } from 'node:crypto';
import {
  SUBJECTS,
  SessionResolveReplySchema,
  SessionRevokedEventSchema,
  type SessionResolveReply,
} from '@feedhub/contracts';
import type { Bus } from '@feedhub/bus';

/** How long a resolved session is reused without asking identity again. */
const CACHE_MS = 5_000;

/**
 * Session lookups through identity (bus request/reply), cached for a few seconds per token; a
 * revocation event (logout, password or role change) drops the user's entries at once.
 */
export class SessionResolver {
  private cache = new Map<string, { reply: SessionResolveReply; until: number }>();

  /** Builds the resolver and follows revocations. */
  constructor(private readonly bus: Bus) {
    bus.subscribe(SUBJECTS.sessionRevoked, SessionRevokedEventSchema, ({ userIds }) => {
      for (const [key, entry] of this.cache) {
        if (entry.reply.status !== 'active' || userIds.includes(entry.reply.session.userId))
          this.cache.delete(key);
      }
    });
  }

  /** Whose session is this token? */
  async resolve(token: string): Promise<SessionResolveReply> {
    const key = createHash('sha256').update(token).digest('base64url');
    const hit = this.cache.get(key);
    if (hit && hit.until > Date.now()) return hit.reply;
    const reply = await this.bus.request(SUBJECTS.sessionResolve, { token }, SessionResolveReplySchema, 3000);
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(key, { reply, until: Date.now() + CACHE_MS });
    return reply;
  }

  /** Forgets every cached answer; returns how many there were. */
  clear(): number {
    const size = this.cache.size;
    this.cache.clear();
    return size;
  }

  /** Forgets a token (it is being logged in over or out). */
  forget(token: string): void {
    this.cache.delete(createHash('sha256').update(token).digest('base64url'));
  }
}
