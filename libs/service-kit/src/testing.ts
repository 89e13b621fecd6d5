import request from 'supertest';
import type Koa from 'koa';
import { IDENTITY_HEADER, signCaller, type Caller } from './identity';
import { AUTHENTICATED, PUBLIC, permissionsOf, type RouteDefinition } from './route-table';

/** A signed identity header for tests that call a service directly, as the gateway would. */
export function callerHeader(
  secret: string,
  user: Caller['user'],
  locale: Caller['locale'] = 'en',
): Record<string, string> {
  return { [IDENTITY_HEADER]: signCaller(secret, { user, ip: '127.0.0.1', locale, iat: Date.now() }) };
}

/** Fills `:params` of a route path with a harmless id. */
const concrete = (path: string) => path.replace(/:(\w+)/g, '1');

/**
 * The generated route × permission matrix (SECURITY: "generated from the route table"): for every
 * route, no identity → 401, a user without the permission → 403, a user with only that
 * permission → neither 401 nor 403 nor any 5xx (an empty body or an unknown id is a 4xx, never a crash).
 * The user is one the service does not know, as after a deletion: that too must not be a 500.
 */
export function describeRouteAccess(
  name: string,
  routes: readonly RouteDefinition[],
  getApp: () => Koa,
  secret: string,
  prefix = '/api',
): void {
  describe(`${name} route × permission matrix`, () => {
    const send = (route: RouteDefinition, headers: Record<string, string>) => {
      const agent = request(getApp().callback());
      const url = `${prefix}${concrete(route.path)}`;
      const req =
        route.method === 'get'
          ? agent.get(url)
          : route.method === 'delete'
            ? agent.delete(url)
            : agent[route.method](url).send({});
      return req.set(headers);
    };
    const user = (permissions: string[]) => ({
      id: 999_999,
      username: 'matrix',
      permissions,
      sessionId: 'matrix',
    });

    test.each(routes.map((r) => [`${r.method.toUpperCase()} ${r.path}`, r] as const))(
      '%s',
      async (_label, route) => {
        const anonymous = await send(route, {});
        expect(anonymous.status).toBe(401);
        if (route.access === PUBLIC) return;
        const noUser = await send(route, callerHeader(secret, null));
        expect(noUser.status).toBe(401);
        if (route.access === AUTHENTICATED) {
          const anyUser = await send(route, callerHeader(secret, user([])));
          expect(anyUser.status).toBeLessThan(500);
          return;
        }
        const without = await send(route, callerHeader(secret, user(['some-other-permission'])));
        expect(without.status).toBe(403);
        expect(without.body.key).toBe('permission_denied');
        // Each permission that opens the route opens it alone (any one of several).
        for (const permission of permissionsOf(route.access)) {
          const withIt = await send(route, callerHeader(secret, user([permission])));
          expect([401, 403]).not.toContain(withIt.status);
          expect(withIt.status).toBeLessThan(500);
        }
      },
    );
  });
}
