import type { ParameterizedContext } from 'koa';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Locale, PermissionName } from '@feedhub/contracts';
import type { DomainContext } from './domain-context';
import type { Caller } from './identity';

/** Anyone who came through the gateway (login). */
export const PUBLIC = 'public' as const;
/** Any logged-in user (logout, own profile). */
export const AUTHENTICATED = 'authenticated' as const;
/**
 * What a route requires: a permission of SPEC §6, any one of several (a select list two screens use,
 * e.g. partners for the partners list and partnerDesktop for the desktop's partner picker), or one of
 * the two access levels above.
 */
export type RouteAccess =
  PermissionName | readonly [PermissionName, ...PermissionName[]] | typeof PUBLIC | typeof AUTHENTICATED;

/** The permissions a permission access accepts (any one of them); empty for PUBLIC and AUTHENTICATED. */
export function permissionsOf(access: RouteAccess): readonly string[] {
  if (access === PUBLIC || access === AUTHENTICATED) return [];
  return typeof access === 'string' ? [access] : access;
}

/** How an access reads in docs and the route matrix: `partners`, `partners|partnerDesktop`, `public`. */
export function accessLabel(access: RouteAccess): string {
  return typeof access === 'string' ? access : access.join('|');
}

/** HTTP methods the routes use. */
export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/**
 * Everything a handler gets besides its validated input. It is a DomainContext (actor, ip, locale,
 * log, trx), so a handler passes it straight to domain code.
 */
export interface RequestContext extends DomainContext {
  /** Who is calling, as the gateway signed it (user null on public routes without a session). */
  caller: Caller;
  /** Language of messages. */
  locale: Locale;
  /** Request id, also in every log line. */
  requestId: string;
  /** Logger bound to the request. */
  log: Logger;
  /** The Koa context, for the rare handler that sets cookies or headers. */
  http: ParameterizedContext;
}

/** What a handler returns: the envelope's data and an optional message, or a file. */
export type HandlerResult<T> =
  { data: T; message?: string } | { file: { name: string; contentType: string; body: string | Buffer } };

/** A route of a service's one table (STYLE (a)): the router, checks, validation and docs come from it. */
export interface RouteDefinition<
  B extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  P extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  /** HTTP method. */
  method: HttpMethod;
  /** Path under the service prefix, koa-router syntax (`/roles/delete/:id`). */
  path: string;
  /** Required permission or access level; a route cannot be declared without it. */
  access: RouteAccess;
  /**
   * When the permission depends on the request (a save with an id is an edit: `partnerEdit`, without
   * one an add: `access`): the permission this request needs, from its raw input, checked instead of
   * `access` before the input is validated. `access` stays what an empty request needs (docs, matrix).
   */
  accessFor?: (raw: { body: unknown; query: unknown; params: unknown }) => RouteAccess;
  /** One line for the API docs. */
  summary: string;
  /** Body schema (POST/PUT). */
  body?: B;
  /** Query schema. */
  query?: Q;
  /** Path parameter schema. */
  params?: P;
  /**
   * A GET that changes something (SPEC's maintenance buttons): it must carry
   * `X-Requested-With: XMLHttpRequest`, which a cross-site link or image cannot send, and must not
   * come from another site (the gateway's `crossSite`: Sec-Fetch-Site or a foreign Origin), as an
   * unsafe method must not; either is 419 csrf_token_mismatch.
   */
  requireXhr?: boolean;
  /**
   * A save whose screen edits what a GET of this table answers: that GET's path (`/partners/:id` for
   * a detail, `/users/list` for a list's row). The keys of its answer (the row) that this body does
   * not have are read-only: dropped, at every level, before the body is validated, so the row can be
   * sent back as it was read; any other unknown key is still refused (service-kit read-only-keys.ts).
   */
  rowOf?: string;
  /** Field names to report errors under when the payload key differs from the form's (`permissionIds` → `permissions`). */
  errorFields?: Record<string, string>;
  /** Schema of `data` in the answer (documentation and tests). */
  response?: R;
  /** Does the work. */
  handler: (
    input: { body: z.infer<B>; query: z.infer<Q>; params: z.infer<P> },
    ctx: RequestContext,
  ) => Promise<HandlerResult<z.infer<R>>>;
}

/** Declares a route with its types inferred from the schemas. */
export function defineRoute<
  B extends z.ZodType = z.ZodUnknown,
  Q extends z.ZodType = z.ZodUnknown,
  P extends z.ZodType = z.ZodUnknown,
  R extends z.ZodType = z.ZodUnknown,
>(route: RouteDefinition<B, Q, P, R>): RouteDefinition {
  return route as unknown as RouteDefinition;
}
