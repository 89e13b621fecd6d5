import type { GatewayRuntime } from '../runtime';
import { GatewayError, type ApiCall } from './call';

/** Whitelist stage: 503 until the list is loaded (fail closed), 403 for a client IP outside it. */
export function admitClient(rt: GatewayRuntime, call: ApiCall): void {
  if (!rt.whitelist.loaded) throw new GatewayError('service_unavailable');
  if (!rt.whitelist.allows(call.ip)) {
    rt.log.warn({ ip: call.ip, path: call.path }, 'client IP outside the whitelist');
    throw new GatewayError('permission_denied');
  }
}
