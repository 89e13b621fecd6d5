import type { AuthUser, Locale, SessionResolveReply } from '@feedhub/contracts';
import { isLocale } from '@feedhub/i18n';
import { AppError, systemContext, type DomainContext } from '@feedhub/service-kit';
import type { IdentityDeps } from '../deps';
import { allPermissionNames } from '../permissions/permissions.repo';
import { nameKey } from '../shared/name-key';
import type { User } from '../users/users.model';
import { presentUserIdentity } from '../users/users.presenter';
import { announcePermissionChange } from '../roles/roles.domain';
import { findUser, findUserByKey, permissionsOfUser, updateUserLocale } from '../users/users.repo';
import { verifyPassword } from './passwords';
import { findSessionByTokenHash, insertSession, revokeSession, touchSession } from './sessions.repo';
import { clearFailures, lockedForSeconds, recordFailure } from './throttle.repo';
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

/** The interface language stored for a user. */
const localeOf = (user: User): Locale => (isLocale(user.locale) ? user.locale : 'en');

/** The browser's view of a user: fields, current permissions and every permission name. */
async function authUser(ctx: DomainContext, user: User, locale: Locale) {
  return {
    ...presentUserIdentity(user),
    locale,
    permissions: await permissionsOfUser(ctx.trx, user.id),
    allPermissions: await allPermissionNames(ctx.trx),
  };
}

/** Checks the password, throttles failures, and opens a new session (rotating the old one away). */
export async function login(
  ctx: DomainContext,
  deps: IdentityDeps,
  input: { username: string; password: string; previousToken?: string; userAgent: string },
): Promise<LoginResult> {
  const { config } = deps;
  const key = nameKey(input.username);
  const wait = await lockedForSeconds(ctx.trx, key, ctx.ip);
  if (wait > 0) throw new LoginThrottledError(wait);
  const user = await findUserByKey(ctx.trx, key);
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) {
    await recordFailure(ctx.trx, key, ctx.ip);
    ctx.log.warn({ username: key, ip: ctx.ip }, 'login failed');
    throw new LoginFailedError();
  }
  await clearFailures(ctx.trx, key, ctx.ip);
  // Fixation defence: whatever session this browser had ends; the new one has a new id and token.
  if (input.previousToken) {
    const previous = await findSessionByTokenHash(ctx.trx, hashToken(input.previousToken));
    if (previous) await revokeSession(ctx.trx, previous.id);
  }
  const token = newToken();
  const csrfToken = newToken();
  const now = Date.now();
  await insertSession(ctx.trx, {
    userId: user.id,
    tokenHash: hashToken(token),
    csrfToken,
    ip: ctx.ip,
    userAgent: input.userAgent,
    idleExpiresAt: new Date(now + config.SESSION_IDLE_MINUTES * 60_000),
    absoluteExpiresAt: new Date(now + config.SESSION_ABSOLUTE_HOURS * 3_600_000),
  });
  ctx.log.info({ userId: user.id }, 'login');
  return { token, user: { ...(await authUser(ctx, user, localeOf(user))), csrfToken } };
}

/**
 * Ends the actor's session, if any. The gateway that took the logout has closed the session's event
 * streams already; the revocation event makes every other gateway look the user's sessions up again,
 * so a stream of this session held there closes too.
 */
export async function logout(ctx: DomainContext, deps: IdentityDeps): Promise<void> {
  if (!ctx.actor) return;
  await revokeSession(ctx.trx, ctx.actor.sessionId);
  await announcePermissionChange(deps, [ctx.actor.id]);
}

/** The actor's user row; a session whose user was deleted meanwhile is no session (401). */
async function actorUser(ctx: DomainContext): Promise<User> {
  const user = ctx.actor ? await findUser(ctx.trx, ctx.actor.id) : undefined;
  if (!user) throw new AppError('unauthenticated');
  return user;
}

/**
 * The logged-in user with current permissions and the language stored on the user (as login
 * answers it). A session whose user was deleted meanwhile is no session: 401, as the gateway would
 * answer had it heard of the deletion already.
 */
export async function currentUser(ctx: DomainContext): Promise<Omit<AuthUser, 'csrfToken'>> {
  const user = await actorUser(ctx);
  return authUser(ctx, user, localeOf(user));
}

/**
 * Keeps the language the user switched to on the user, so the next login, in any browser, answers
 * it. Gateways drop their cached session of the user, whose locale they use when a request names none.
 */
export async function saveLocale(ctx: DomainContext, deps: IdentityDeps, locale: Locale): Promise<void> {
  const user = await actorUser(ctx);
  await updateUserLocale(ctx.trx, user.id, locale);
  await announcePermissionChange(deps, [user.id]);
}

/** The gateway's question over the bus: whose session is this token, and is it still alive? */
export async function resolveSession(deps: IdentityDeps, token: string): Promise<SessionResolveReply> {
  const ctx = systemContext(deps.knex, deps.log);
  const session = await findSessionByTokenHash(ctx.trx, hashToken(token));
  if (!session || session.revokedAt) return { status: 'unknown' };
  const now = Date.now();
  if (
    new Date(session.idleExpiresAt).getTime() <= now ||
    new Date(session.absoluteExpiresAt).getTime() <= now
  ) {
    return { status: 'expired' };
  }
  const user = await findUser(ctx.trx, session.userId);
  if (!user) return { status: 'unknown' };
  if (now - new Date(session.lastSeenAt).getTime() > TOUCH_EVERY_MS) {
    await touchSession(ctx.trx, session.id, new Date(now + deps.config.SESSION_IDLE_MINUTES * 60_000));
  }
  return {
    status: 'active',
    session: {
      sessionId: session.id,
      userId: user.id,
      username: user.username,
      locale: localeOf(user),
      permissions: await permissionsOfUser(ctx.trx, user.id),
      csrfToken: session.csrfToken,
    },
  };
}
