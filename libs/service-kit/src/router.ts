import Router from '@koa/router';
import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import { z } from 'zod';
import { EmptyBodySchema, grants } from '@feedhub/contracts';
import { AppError, TranslatedValidationError, type FieldRule } from './errors';
import { parseQuery } from './query';
import {
  AUTHENTICATED,
  PUBLIC,
  permissionsOf,
  type RequestContext,
  type RouteDefinition,
} from './route-table';
import { dropReadOnly, keyTree, readOnlyKeysOf } from './read-only-keys';
import type { ServiceState } from './state';
import { openObjectPaths, rulesOfIssues, textRules, translateRules } from './validation';

/** Raw input of a request, before its schemas parse it. */
type RawInput = { params: unknown; query: unknown; body: unknown };

/**
 * Refuses the caller unless the route's access level lets them in (401 no user, 403 no permission);
 * a route with `accessFor` is checked against what that says of this request.
 */
export function checkAccess(route: RouteDefinition, state: ServiceState, raw?: RawInput): void {
  const access = raw && route.accessFor ? route.accessFor(raw) : route.access;
  if (access === PUBLIC) return;
  const user = state.caller.user;
  if (!user) throw new AppError('unauthenticated');
  if (access === AUTHENTICATED) return;
  if (!permissionsOf(access).some((permission) => grants(user.permissions, permission)))
    throw new AppError('permission_denied');
}

/** Moves errors of payload keys onto the form's field names (`permissionIds.0` → `permissions.0`). */
function renameFields<T>(
  rules: Record<string, T>,
  aliases: Record<string, string> | undefined,
): Record<string, T> {
  if (!aliases) return rules;
  return Object.fromEntries(
    Object.entries(rules).map(([path, value]) => {
      const [head, ...rest] = path.split('.');
      const alias = Object.hasOwn(aliases, head) ? aliases[head] : head;
      return [[alias, ...rest].join('.'), value];
    }),
  );
}

/** Adds field rules to others (a field's rules from both kept). */
function mergeRules(
  into: Record<string, FieldRule[]>,
  more: Record<string, FieldRule[]>,
): Record<string, FieldRule[]> {
  const out = new Map(Object.entries(into));
  for (const [path, list] of Object.entries(more)) out.set(path, [...(out.get(path) ?? []), ...list]);
  return Object.fromEntries(out);
}

/**
 * The schema a part of the request is parsed with: the route's own, and for a write that declares no
 * body the empty one, so an action (logout, apply a held run) refuses a body field as every save does.
 */
function schemaOf(route: RouteDefinition, part: 'params' | 'query' | 'body'): z.ZodType | undefined {
  if (part === 'body' && !route.body && route.method !== 'get') return EmptyBodySchema;
  return route[part];
}

/**
 * Parses params, query and body with the route's schemas, reporting every issue of all three at once;
 * the raw query and body also pass the rules of every string (textRules: no NUL, no lone surrogate).
 */
function parseInput(
  route: RouteDefinition,
  raw: { params: unknown; query: unknown; body: unknown },
  state: ServiceState,
) {
  let rules: Record<string, FieldRule[]> = {};
  const out: Record<'params' | 'query' | 'body', unknown> = {
    params: raw.params,
    query: raw.query,
    body: raw.body,
  };
  let params404 = false;
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = schemaOf(route, part);
    if (!schema) continue;
    const result = schema.safeParse(raw[part]);
    const text = part === 'params' ? {} : renameFields(textRules(raw[part]), route.errorFields);
    if (result.success) {
      out[part] = result.data;
    } else if (part === 'params') {
      params404 = true; // `/users/delete/abc` names no user: not found, not a form error
    } else {
      rules = mergeRules(
        rules,
        renameFields(rulesOfIssues(result.error.issues, raw[part]), route.errorFields),
      );
    }
    rules = mergeRules(rules, text);
  }
  if (params404) throw new AppError('page_not_found');
  if (Object.keys(rules).length) throw new TranslatedValidationError(translateRules(rules, state.locale), rules);
  return out as { params: never; query: never; body: never };
}

/**
 * Builds the Koa router of a service from its route table, each path under `prefix`; handlers get
 * `knex` as their `trx`. A save with `rowOf` drops the read-only keys of that GET's row from the body
 * first.
 */
export function buildRouter(routes: readonly RouteDefinition[], knex: Knex, prefix = ''): Middleware {
  const router = new Router();
  const readOnly = readOnlyKeysOf(routes);
  for (const route of routes) {
    const readOnlyTree = keyTree(readOnly.get(route) ?? []);
    router[route.method](`${prefix}${route.path}`, async (ctx) => {
      const state = ctx.state as ServiceState;
      const raw: RawInput = {
        params: ctx.params,
        query: parseQuery(ctx.querystring),
        body: dropReadOnly((ctx.request as { body?: unknown }).body ?? {}, readOnlyTree),
      };
      checkAccess(route, state, raw);
      if (route.requireXhr && (ctx.get('x-requested-with') !== 'XMLHttpRequest' || state.caller.crossSite))
        throw new AppError('csrf_token_mismatch');
      const input = parseInput(route, raw, state);
      const requestContext: RequestContext = {
        actor: state.caller.user,
        ip: state.caller.ip,
        trx: knex,
        caller: state.caller,
        locale: state.locale,
        requestId: state.requestId,
        log: state.log,
        http: ctx,
      };
      const result = await route.handler(input, requestContext);
      if ('file' in result) {
        ctx.set('Content-Type', result.file.contentType);
        ctx.attachment(result.file.name);
        ctx.body = result.file.body;
        return;
      }
      ctx.body =
        result.message === undefined ? { data: result.data } : { data: result.data, message: result.message };
    });
  }
  return router.routes() as unknown as Middleware;
}

/**
 * Asserts at start-up that every route declares a known access level (a route without one fails),
 * that its body refuses unknown keys at every level (docs/api.md: unknown fields are refused) and
 * that a `rowOf` names a GET of the table with a response.
 */
export function assertRouteTable(
  routes: readonly RouteDefinition[],
  knownPermissions: readonly string[],
): void {
  const seen = new Set<string>();
  readOnlyKeysOf(routes);
  for (const route of routes) {
    const id = `${route.method.toUpperCase()} ${route.path}`;
    if (seen.has(id)) throw new Error(`route ${id} is declared twice`);
    seen.add(id);
    const access = z.union([
      z.literal(PUBLIC),
      z.literal(AUTHENTICATED),
      z.enum(knownPermissions as [string, ...string[]]),
    ]);
    const levels = typeof route.access === 'string' ? [route.access] : route.access;
    if (!levels.length || !levels.every((level) => access.safeParse(level).success))
      throw new Error(`route ${id} has no valid permission: ${String(route.access)}`);
    const open = route.body ? openObjectPaths(route.body) : [];
    if (open.length)
      throw new Error(
        `route ${id} body accepts unknown keys at ${open.join(', ')}: make those objects .strict()`,
      );
  }
}
