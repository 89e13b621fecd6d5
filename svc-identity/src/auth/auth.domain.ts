import type { AuthUser, Locale, SessionResolveReply } from '@feedhub/contracts';
import { isLocale } from '@feedhub/i18n';
import { AppError, type RequestContext } from '@feedhub/service-kit';
import type { IdentityDeps } from '../deps';
import { nameKey } from '../shared/name-key';
import { allPermissionNames, findUserById, findUserByNameKey, permissionsOfUser } from '../users/users.repo';
import { verifyPassword } from './passwords';
import { findSessionByTokenHash, insertSession, revokeSession, touchSession } from './sessions.repo';
import { clearFailures, lockedForSeconds, recordFailure } from './throttle';
import { hashToken, newToken } from './tokens';

/** A session is touched (idle expiry moved) at most this often. */
const TOUCH_EVERY_MS = 60_000;

/** Thrown for a throttled login; the handler adds Retry-After. */
export class LoginThrottledError extends AppError {
  /** Builds the 429 error. */
  constructor(readonly retryAfterSeconds: number) {
    super('too_many_attempts', { seconds: retryAfterSeconds });
  }
}

/** Wrong user name or password: the same answer for both (no user enumeration). */
export class LoginFailedError extends AppError {
  /** Builds the 422 login_failed error. */
  constructor() {
    super('login_failed', {}, 422, { username: [{ rule: 'login_credentials' }] });
  }
}

/** A successful login: what the browser gets, and the cookie token. */
export interface LoginResult {
  /** Logged-in user (SPEC §3). */
  user: AuthUser;
  /** Raw session token for the cookie (only its hash is stored). */
  token: string;
}

/** Checks the password, throttles failures, and opens a new session (rotating the old one away). */
export async function login(
  deps: IdentityDeps,
  ctx: RequestContext,
  input: { username: string; password: string; previousToken?: string },
): Promise<LoginResult> {
  const { knex, config } = deps;
  const key = nameKey(input.username);
  const ip = ctx.caller.ip;
  const wait = await lockedForSeconds(knex, key, ip);
  if (wait > 0) throw new LoginThrottledError(wait);
  const user = await findUserByNameKey(knex, key);
  const ok = await verifyPassword(user?.password_hash, input.password);
  if (!user || !ok) {
    await recordFailure(knex, key, ip);
    ctx.log.warn({ username: key, ip }, 'login failed');
    throw new LoginFailedError();
  }
  await clearFailures(knex, key, ip);
  // Fixation defence: whatever session this browser had ends; the new one has a new id and token.
  if (input.previousToken) {
    const previous = await findSessionByTokenHash(knex, hashToken(input.previousToken));
    if (previous) await revokeSession(knex, previous.id);
  }
  const token = newToken();
  const csrfToken = newToken();
  const now = Date.now();
  await insertSession(knex, {
    userId: user.id,
    tokenHash: hashToken(token),
    csrfToken,
    ip,
    userAgent: ctx.http.get('user-agent'),
    idleExpiresAt: new Date(now + config.SESSION_IDLE_MINUTES * 60_000),
    absoluteExpiresAt: new Date(now + config.SESSION_ABSOLUTE_HOURS * 3_600_000),
  });
  ctx.log.info({ userId: user.id }, 'login');
  const locale: Locale = isLocale(user.locale) ? user.locale : 'en';
  return {
    token,
    user: {
      id: user.id,
      username: user.username,
      firstName: user.first_name,
      lastName: user.last_name,
      email: user.email,
      locale,
      csrfToken,
      permissions: await permissionsOfUser(knex, user.id),
      allPermissions: await allPermissionNames(knex),
    },
  };
}

/** Ends the caller's session, if any. */
export async function logout(deps: IdentityDeps, ctx: RequestContext): Promise<void> {
  const sessionId = ctx.caller.user?.sessionId;
  if (sessionId) await revokeSession(deps.knex, sessionId);
}

/** The gateway's question: whose session is this token, and is it still alive? */
export async function resolveSession(deps: IdentityDeps, token: string): Promise<SessionResolveReply> {
  const { knex, config } = deps;
  const session = await findSessionByTokenHash(knex, hashToken(token));
  if (!session || session.revoked_at) return { status: 'unknown' };
  const now = Date.now();
  if (
    new Date(session.idle_expires_at).getTime() <= now ||
    new Date(session.absolute_expires_at).getTime() <= now
  ) {
    return { status: 'expired' };
  }
  const user = await findUserById(knex, session.user_id);
  if (!user) return { status: 'unknown' };
  if (now - new Date(session.last_seen_at).getTime() > TOUCH_EVERY_MS) {
    await touchSession(knex, session.id, new Date(now + config.SESSION_IDLE_MINUTES * 60_000));
  }
  return {
    status: 'active',
    session: {
      sessionId: session.id,
      userId: user.id,
      username: user.username,
      locale: isLocale(user.locale) ? user.locale : 'en',
      permissions: await permissionsOfUser(knex, user.id),
      csrfToken: session.csrf_token,
    },
  };
}
