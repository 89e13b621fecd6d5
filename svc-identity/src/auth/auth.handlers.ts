import type { LocaleSaveInput, LoginInput } from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';
import type { RequestContext } from '@feedhub/service-kit';
import type { IdentityDeps } from '../deps';
import { LoginThrottledError, currentUser, login, logout, saveLocale } from './auth.domain';
import { endSessionAtGateway, handSessionToGateway, sessionTokenOf } from './cookies';

/** Login, logout and the current user (SPEC §7 Authentication). */
export function authHandlers(deps: IdentityDeps) {
  const secure = deps.config.COOKIE_SECURE;
  return {
    /** Checks the password and opens a session, handed to the gateway for its cookie. */
    login: async ({ body }: { body: LoginInput }, ctx: RequestContext) => {
      try {
        const result = await login(ctx, deps, {
          ...body,
          previousToken: sessionTokenOf(ctx, secure),
          userAgent: ctx.http.get('user-agent'),
        });
        handSessionToGateway(ctx, result.token, deps.config.SESSION_ABSOLUTE_HOURS * 3600);
        return { data: result.user, message: translate(result.user.locale, 'messages', 'logged_in') };
      } catch (error) {
        if (error instanceof LoginThrottledError)
          ctx.http.set('Retry-After', String(error.retryAfterSeconds));
        throw error;
      }
    },
    /** Ends the session (if any) and answers a fresh pre-login CSRF token. */
    logout: async (_input: unknown, ctx: RequestContext) => {
      await logout(ctx, deps);
      endSessionAtGateway(ctx);
      return {
        data: { csrfToken: ctx.caller.anonymousCsrfToken ?? '' },
        message: translate(ctx.locale, 'messages', 'logged_out'),
      };
    },
    /** The logged-in user with current permissions. */
    me: async (_input: unknown, ctx: RequestContext) => ({ data: await currentUser(ctx) }),
    /** Keeps the interface language on the user; the message is in that language. */
    locale: async ({ body }: { body: LocaleSaveInput }, ctx: RequestContext) => {
      await saveLocale(ctx, deps, body.locale);
      return { data: { locale: body.locale }, message: translate(body.locale, 'messages', 'locale_saved') };
    },
  };
}
