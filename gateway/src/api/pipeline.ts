import type { IncomingMessage, ServerResponse } from 'node:http';
import { EVENT_DOCS_PATH, serviceForPath } from '@feedhub/contracts';
import { localeFromHeader } from '@feedhub/i18n';
import { IDENTITY_HEADER } from '@feedhub/service-kit';
import { clientIp } from '../client-ip';
import { readCookie } from '../cookies';
import { UNSAFE_METHODS } from '../csrf';
import { sendError } from '../respond';
import type { GatewayRuntime } from '../runtime';
import { checkDeclaredLength, checkJsonDepth, readCallBody } from './body.stage';
import { GatewayError, cookiesOf, type ApiCall } from './call';
import { signedCaller } from './caller.stage';
import { checkCsrf } from './csrf.stage';
import { EVENTS_PATH } from './events';
import { docs, eventDocs, health } from './health';
import { resolveSession } from './session.stage';
import { isTestReportsPath, testReports } from './test-reports';
import { admitClient } from './whitelist.stage';

/**
 * `/api`, stage by stage (DESIGN §1, §3): whitelist → body limit → (health, docs, event docs) → session →
 * CSRF → (test reports) → route to a service → read the body → its nesting depth → sign the caller → proxy. A stage
 * refuses by throwing a GatewayError, answered here as the error envelope in the caller's language.
 */
export async function handleApi(
  rt: GatewayRuntime,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  requestId: string,
): Promise<void> {
  const call: ApiCall = {
    req,
    res,
    path,
    requestId,
    ip: clientIp(req, rt.config.TRUSTED_PROXIES),
    locale: localeFromHeader(req.headers['accept-language']),
  };
  try {
    await runStages(rt, call);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    sendError(
      res,
      error.key,
      call.locale,
      { ...cookiesOf(call), ...error.headers },
      error.params,
      error.errors,
    );
  }
}

async function runStages(rt: GatewayRuntime, call: ApiCall): Promise<void> {
  const { req, res, path } = call;
  admitClient(rt, call);
  checkDeclaredLength(rt, call);
  if (path === '/api/health') return health(rt, res);
  if (path === '/api/docs') return docs(rt, res);
  if (path === EVENT_DOCS_PATH) return eventDocs(res);
  const state = await resolveSession(rt, call);
  checkCsrf(rt, call, state);
  if (isTestReportsPath(path)) return testReports(rt, call, state);
  if (path === EVENTS_PATH) return rt.events.open(call, state, rt.cookieNames.session);
  const service = serviceForPath(path);
  if (!service) throw new GatewayError('page_not_found');
  const body = UNSAFE_METHODS.has(req.method ?? 'GET') ? await readCallBody(rt, call) : Buffer.alloc(0);
  checkJsonDepth(call, body);
  // A login or logout replaces this browser's session: drop the cached lookup now. A logout also
  // closes the session's event streams here, before it answers (other gateways close theirs on
  // identity's revocation event).
  const token = readCookie(req, rt.cookieNames.session);
  const endsSession = path === '/api/auth/logout' && req.method === 'POST';
  if (token && (endsSession || path === '/api/auth/login')) rt.sessions.forget(token);
  if (token && endsSession) rt.events.endSession(token);
  await rt.proxy(service, req, res, {
    body,
    headers: { [IDENTITY_HEADER]: signedCaller(rt, call, state), 'x-request-id': call.requestId },
    setCookies: state.setCookies,
    unavailable: () => sendError(res, 'service_unavailable', call.locale, cookiesOf(call)),
  });
}
