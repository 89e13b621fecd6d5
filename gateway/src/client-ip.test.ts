import type { IncomingMessage } from 'node:http';
import { parseIpRange, type IpRange } from '@feedhub/contracts';
import { clientIp } from './client-ip';

const req = (remoteAddress: string, xff?: string | string[]) =>
  ({
    socket: { remoteAddress },
    headers: xff === undefined ? {} : { 'x-forwarded-for': xff },
  }) as unknown as IncomingMessage;
const trusted = ['10.0.0.0/8', '::1'].map((r) => parseIpRange(r)) as IpRange[];

test('without trusted proxies the socket address is the client, whatever the headers say', () => {
  expect(clientIp(req('203.0.113.5', '1.1.1.1'), [])).toBe('203.0.113.5');
});
test('through a trusted proxy, the right-most untrusted hop is the client', () => {
  expect(clientIp(req('10.0.0.2', '6.6.6.6, 203.0.113.5, 10.0.0.3'), trusted)).toBe('203.0.113.5');
});
test('several X-Forwarded-For headers are read as one list', () => {
  expect(clientIp(req('10.0.0.2', ['6.6.6.6', '203.0.113.9']), trusted)).toBe('203.0.113.9');
});
test('garbage in the chain falls back to the socket address', () => {
  expect(clientIp(req('10.0.0.2', '203.0.113.5, not-an-ip'), trusted)).toBe('10.0.0.2');
});
test('IPv4-mapped IPv6 sockets become IPv4', () => {
  expect(clientIp(req('::ffff:198.51.100.4'), trusted)).toBe('198.51.100.4');
});
test('a direct request from an untrusted address ignores X-Forwarded-For', () => {
  expect(clientIp(req('198.51.100.4', '10.0.0.9'), trusted)).toBe('198.51.100.4');
});
