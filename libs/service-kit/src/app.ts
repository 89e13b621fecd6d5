import { randomUUID } from 'node:crypto';
import Koa, { type Middleware } from 'koa';
import type { Logger } from 'pino';
import { DEFAULT_LOCALE, MAX_JSON_DEPTH, PERMISSIONS, type ErrorEnvelope } from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';
import { PG_ERRORS, pgConstraint, pgErrorCode, type Knex } from '@feedhub/db';
import { AppError, TranslatedValidationError, ValidationError } from './errors';
import { IDENTITY_HEADER, verifyCaller } from './identity';
import { jsonDepthExcess } from './json-depth';
import { openApiDocument } from './openapi';
import type { RouteDefinition } from './route-table';
import { assertRouteTable, buildRouter } from './router';
import type { ServiceState } from './state';
import { translateRules } from './validation';

/** What a service app is built from. */
export interface ServiceAppOptions {
  /** Service name (logs, docs, health). */
  name: string;
  /** Path prefix the gateway forwards with, e.g. `/api`. */
  prefix: string;
  /** The route table. */
  routes: readonly RouteDefinition[];
  /** Shared secret with the gateway for the identity header. */
  gatewaySecret: string;
  /** Logger of the app. */
  log: Logger;
  /** JSON body limit, e.g. `1mb`. */
  bodyLimit?: string;
  /** The service's database, handed to every handler as `ctx.trx`. */
  knex: Knex;
  /** Readiness probe (database reachable…); throws when not ready. */
  ready?: () => Promise<void>;
  /**
   * Field of each unique constraint (`users_username_key_unique` → `username`): a unique violation
   * (23505) that a concurrent write slipped past the domain's check becomes 422 `unique` on that field.
   */
  uniqueFields?: Readonly<Record<string, string>>;
}

type State = ServiceState & { startedAt: number };

/** Turns any thrown value into the error envelope of DESIGN §3, in the caller's locale. */
function errorMiddleware(uniqueFields: Readonly<Record<string, string>>): Middleware<State> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error: unknown) {
      const locale = ctx.state.locale ?? DEFAULT_LOCALE;
      const envelope = (
        key: AppError['key'],
        params: Record<string, string | number> = {},
      ): ErrorEnvelope => ({
        message: translate(locale, 'errors', key, params),
        key,
      });
      const httpError = error as { status?: number; type?: string; expose?: boolean };
      if (error instanceof AppError) {
        ctx.status = error.status;
        ctx.body = error.fields
          ? {
              ...envelope(error.key, error.params),
              errors: translateRules(error.fields, locale),
              rules: error.fields,
            }
          : envelope(error.key, error.params);
      } else if (error instanceof ValidationError) {
        ctx.status = 422;
        ctx.body = {
          ...envelope('validation_failed'),
          errors: translateRules(error.fields, locale),
          rules: error.fields,
        };
      } else if (error instanceof TranslatedValidationError) {
        ctx.status = 422;
        ctx.body = {
          ...envelope('validation_failed'),
          errors: error.errors,
          ...(error.rules ? { rules: error.rules } : {}),
        };
      } else if (
        (error instanceof SyntaxError && httpError.status === 400) ||
        httpError.type === 'entity.parse.failed' ||
        httpError.type === 'encoding.unsupported'
      ) {
        ctx.status = 400;
        ctx.body = envelope('invalid_json');
      } else if (httpError.status === 413) {
        ctx.status = 413;
        ctx.body = envelope('payload_too_large');
      } else if (pgErrorCode(error) === PG_ERRORS.uniqueViolation) {
        const constraint = pgConstraint(error) ?? '';
        const field = Object.hasOwn(uniqueFields, constraint) ? uniqueFields[constraint] : undefined;
        ctx.status = 422;
        const rules = field ? { [field]: [{ rule: 'unique' }] } : {};
        ctx.body = field
          ? { ...envelope('validation_failed'), errors: translateRules(rules, locale), rules }
          : envelope('validation_failed');
        if (!field) ctx.state.log?.warn({ constraint }, 'unique violation of an unmapped constraint');
      } else if (
        [
          PG_ERRORS.stringTooLong,
          PG_ERRORS.invalidByteSequence,
          PG_ERRORS.numericOutOfRange,
          PG_ERRORS.invalidTextRepresentation,
        ].includes(pgErrorCode(error) as never)
      ) {
        // A value the schema let through but the column refuses: the caller's data, not our fault.
        ctx.status = 422;
        ctx.body = envelope('validation_failed');
        ctx.state.log?.warn({ err: error }, 'database refused a value');
      } else {
        ctx.status = 500;
        ctx.body = {
          ...envelope('internal_error', { requestId: ctx.state.requestId }),
          requestId: ctx.state.requestId,
        };
        ctx.state.log?.error({ err: error }, 'request failed');
      }
    }
  };
}

/** Bytes of a size like `1mb`, `512kb` or `1000`. */
function bytesOf(size: string): number {
  const match = /^(\d+)\s*(b|kb|mb)?$/i.exec(size.trim());
  if (!match) throw new Error(`not a size: ${size}`);
  return Number(match[1]) * { b: 1, kb: 1024, mb: 1024 * 1024 }[(match[2] ?? 'b').toLowerCase() as 'b'];
}

/**
 * Reads a request body up to `limit` bytes (413 past it). A body past the limit is read to its end
 * and dropped before the 413: answering mid-body would reset the connection under the gateway, still
 * writing it (its own limit may be larger), which then answered 503. Only the gateway (a signed
 * caller, checked before this) gets here, and it bounds the body.
 */
async function readBody(req: NodeJS.ReadableStream, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size <= limit) chunks.push(chunk as Buffer);
  }
  if (size > limit) throw new AppError('payload_too_large');
  return Buffer.concat(chunks);
}

/**
 * Only plain JSON bodies: another content type, or any Content-Encoding but identity, is 415;
 * bytes that are not UTF-8 or not JSON, or JSON that is not an object or array, are 400 invalid_json.
 * Compressed bodies are refused rather than inflated: no browser sends them, and inflating would let a
 * small body past the gateway's size limit grow without bound. The nesting depth is checked on the
 * bytes before the parse (the gateway checks it first; this holds for any other caller): a body
 * nested deeper than MAX_JSON_DEPTH is 422 under the field where it ran out, never parsed. A key
 * `__proto__` is kept as a plain key, which textRules and the strict schemas then refuse (422).
 */
function jsonOnly(limit: string): Middleware<State> {
  const maxBytes = bytesOf(limit);
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  return async (ctx, next) => {
    const hasBody = Number(ctx.get('content-length') || 0) > 0 || Boolean(ctx.get('transfer-encoding'));
    const encoding = ctx.get('content-encoding').trim().toLowerCase();
    if (hasBody && encoding !== '' && encoding !== 'identity') throw new AppError('unsupported_media_type');
    if (hasBody && !ctx.is('application/json')) throw new AppError('unsupported_media_type');
    if (!['POST', 'PUT', 'PATCH'].includes(ctx.method)) return next();
    const bytes = await readBody(ctx.req, maxBytes);
    const tooDeep = jsonDepthExcess(bytes, MAX_JSON_DEPTH);
    if (tooDeep)
      throw ValidationError.field(tooDeep.join('.') || 'body', 'max_depth', { max: MAX_JSON_DEPTH });
    let text: string;
    try {
      text = utf8.decode(bytes);
    } catch {
      throw new AppError('invalid_json');
    }
    const request = ctx.request as { body?: unknown };
    if (!text.trim()) {
      request.body = {};
      return next();
    }
    // Like co-body's strict mode: a body is an object or an array.
    if (!/^[\x20\x09\x0a\x0d]*[[{]/.test(text)) throw new AppError('invalid_json');
    try {
      request.body = JSON.parse(text) as unknown;
    } catch {
      throw new AppError('invalid_json');
    }
    return next();
  };
}

/**
 * The Koa app of a service (DESIGN §3): request id and logs, the error envelope, health and OpenAPI,
 * the caller the gateway vouches for (anything else is refused), JSON bodies, and the router built
 * from the route table.
 */
export function createServiceApp(options: ServiceAppOptions): Koa<State> {
  assertRouteTable(options.routes, PERMISSIONS);
  const app = new Koa<State>();
  app.silent = true;
  const docs = openApiDocument(options.name, options.prefix, options.routes);

  app.use(async (ctx, next) => {
    const requestId = ctx.get('x-request-id') || randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.locale = DEFAULT_LOCALE;
    ctx.state.log = options.log.child({ requestId });
    ctx.set('x-request-id', requestId);
    ctx.set('Cache-Control', 'no-store');
    const started = performance.now();
    await next();
    ctx.state.log.debug(
      { method: ctx.method, url: ctx.url, status: ctx.status, ms: performance.now() - started },
      'request',
    );
  });
  app.use(errorMiddleware(options.uniqueFields ?? {}));
  app.use(async (ctx, next) => {
    if (ctx.path === `${options.prefix}/${options.name}/health`) {
      await options.ready?.();
      ctx.body = { data: { service: options.name, status: 'ok' } };
      return;
    }
    if (ctx.path === `${options.prefix}/${options.name}/openapi.json`) {
      ctx.body = docs;
      return;
    }
    const caller = verifyCaller(options.gatewaySecret, ctx.get(IDENTITY_HEADER));
    if (!caller) throw new AppError('unauthenticated');
    ctx.state.caller = caller;
    ctx.state.locale = caller.locale;
    await next();
  });
  app.use(jsonOnly(options.bodyLimit ?? '1mb'));
  app.use(buildRouter(options.routes, options.knex, options.prefix) as Middleware<State>);
  app.use(async (ctx) => {
    throw new AppError('page_not_found', {}, ctx.status === 405 ? 405 : 404);
  });
  return app;
}
