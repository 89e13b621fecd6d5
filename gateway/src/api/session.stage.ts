import { PUBLIC_API_PATHS } from '@feedhub/contracts';
import { readBrowserState, type BrowserState } from '../browser-state';
import type { GatewayRuntime } from '../runtime';
import { GatewayError, type ApiCall } from './call';

/**
 * Session stage: reads the browser's cookies and resolves its session; outside the public paths an
 * ended session is 419 `session_expired` and a missing one 401.
 */
export async function resolveSession(rt: GatewayRuntime, call: ApiCall): Promise<BrowserState> {
  const state = await readBrowserState(rt, call.req);
  call.state = state;
  // The browser says which language it shows (Accept-Language); the user's stored locale is the fallback.
  if (state.session && !call.req.headers['accept-language']) call.locale = state.session.locale;
  const isPublic = (PUBLIC_API_PATHS as readonly string[]).includes(call.path);
  if (state.expired && !isPublic) throw new GatewayError('session_expired');
  if (!state.session && !isPublic) throw new GatewayError('unauthenticated');
  return state;
}
