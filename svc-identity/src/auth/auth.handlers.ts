import { AuthUserSchema, LoginSchema, LogoutOutputSchema } from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';
import { AUTHENTICATED, PUBLIC, defineRoute, type RouteDefinition } from '@feedhub/service-kit';
import { z } from 'zod';
import type { IdentityDeps } from '../deps';
import { LoginThrottledError, currentUser, login, logout } from './auth.domain';
import { endSessionAtGateway, handSessionToGateway, sessionTokenOf } from './cookies';

/** Login, logout and the current user (SPEC §7 Authentication). */
export function authRoutes(deps: IdentityDeps): RouteDefinition[] {
  const secure = deps.config.COOKIE_SECURE;
  return [
    defineRoute({
      method: 'post',
      path: '/auth/login',
      access: PUBLIC,
      summary: 'Log in with user name and password; opens a session (cookie) and returns the user',
      body: LoginSchema,
      response: AuthUserSchema,
      handler: async ({ body }, ctx) => {
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
    }),
    defineRoute({
      method: 'post',
      path: '/auth/logout',
      access: PUBLIC,
      summary: 'Log out: ends the session (if any) and returns a fresh CSRF token',
      response: LogoutOutputSchema,
      handler: async (_input, ctx) => {
        await logout(ctx);
        endSessionAtGateway(ctx);
        return {
          data: { csrfToken: ctx.caller.anonymousCsrfToken ?? '' },
          message: translate(ctx.locale, 'messages', 'logged_out'),
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/auth/me',
      access: AUTHENTICATED,
      summary: 'The logged-in user with current permissions (the shell refreshes its stored user)',
      response: AuthUserSchema.omit({ csrfToken: true }).extend({ csrfToken: z.string().optional() }),
      handler: async (_input, ctx) => ({ data: await currentUser(ctx) }),
    }),
  ];
}
