import type { IncomingMessage } from 'node:http';
import { loadConfig } from '@feedhub/service-kit';
import { GatewayConfigSchema } from '../config';
import { originAllowed, ownOrigin } from './origin';

const config = (env: Record<string, string> = {}) =>
  loadConfig(GatewayConfigSchema, { GATEWAY_SECRET: 'x'.repeat(32), TRUSTED_PROXIES: '10.0.0.1', ...env });
const req = (headers: Record<string, string>, peer = '192.0.2.1') =>
  ({ headers, socket: { remoteAddress: peer } }) as unknown as IncomingMessage;

describe('ownOrigin: where the request was sent', () => {
  test('scheme from COOKIE_SECURE, else from a trusted proxy, else http; host from Host', () => {
    expect(ownOrigin(req({ host: 'feedhub.example' }), config())).toBe('http://feedhub.example');
    expect(ownOrigin(req({ host: 'feedhub.example' }), config({ COOKIE_SECURE: 'true' }))).toBe(
      'https://feedhub.example',
    );
    const forwarded = { host: 'feedhub.example', 'x-forwarded-proto': 'http, https' };
    expect(ownOrigin(req(forwarded, '10.0.0.1'), config())).toBe('https://feedhub.example');
    expect(ownOrigin(req(forwarded, '192.0.2.1'), config())).toBe('http://feedhub.example');
    expect(ownOrigin(req({ host: 'feedhub.example:80' }), config())).toBe('http://feedhub.example');
    expect(ownOrigin(req({ host: '[::1]:8080' }), config())).toBe('http://[::1]:8080');
  });

  test('no usable Host, no origin', () => {
    for (const host of ['', 'evil.example/x', 'user@feedhub.example', 'a b'])
      expect(ownOrigin(req({ host }), config())).toBeNull();
  });
});

describe('originAllowed', () => {
  const ours = { host: '127.0.0.1:8080' };
  test('absent or ours passes; foreign, null, look-alikes and garbage do not', () => {
    expect(originAllowed(req(ours), config())).toBe(true);
    expect(originAllowed(req({ ...ours, origin: 'http://127.0.0.1:8080' }), config())).toBe(true);
    for (const origin of [
      'null',
      'https://evil.example',
      'https://127.0.0.1:8080',
      'http://127.0.0.1:8081',
      'http://127.0.0.1:8080.evil.example',
      'http://127.0.0.1:8080/path',
      'not a url',
      '',
    ])
      expect(originAllowed(req({ ...ours, origin }), config())).toBe(false);
  });
});
