import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import { isFeedError } from '../errors';
import {
  assertAddressAllowed,
  assertHostAllowed,
  guardedLookup,
  parseAllowedNetworks,
} from './address-guard';

/** The FeedError key a call throws, or null if it does not throw. */
function keyOf(run: () => void): string | null {
  try {
    run();
    return null;
  } catch (error) {
    return isFeedError(error) ? error.key : `not a FeedError: ${String(error)}`;
  }
}

/** Calls a lookup function as net.connect would. */
function lookup(fn: LookupFunction, host: string, all: boolean): Promise<string | LookupAddress[]> {
  return new Promise((resolve, reject) => {
    fn(host, { all, family: 0 }, (error, address) => (error ? reject(error) : resolve(address)));
  });
}

describe('assertAddressAllowed', () => {
  it.each([
    ['127.0.0.1'],
    ['127.255.255.254'],
    ['0.0.0.0'],
    ['0.1.2.3'],
    ['10.0.0.1'],
    ['172.16.0.1'],
    ['172.31.255.255'],
    ['192.168.1.1'],
    ['169.254.169.254'],
    ['100.64.0.1'],
    ['224.0.0.1'],
    ['255.255.255.255'],
    ['240.0.0.1'],
    ['192.0.2.1'],
    ['::1'],
    ['::'],
    ['fc00::1'],
    ['fd12:3456::1'],
    ['fe80::1'],
    ['fe80::1%eth0'],
    ['ff02::1'],
    ['::ffff:127.0.0.1'],
    ['::ffff:10.0.0.1'],
    ['::ffff:169.254.169.254'],
    ['::7f00:1'], // IPv4-compatible 127.0.0.1
    ['64:ff9b::7f00:1'], // NAT64 of 127.0.0.1
    ['64:ff9b::a9fe:a9fe'], // NAT64 of 169.254.169.254
    ['64:ff9b:1::808:808'], // local-use NAT64 prefix
    ['2002:7f00:1::1'], // 6to4 of 127.0.0.1
    ['2002:a00:1::1'], // 6to4 of 10.0.0.1
    ['2001:0:7f00:1::'], // Teredo, server 127.0.0.1
    ['2001:0:808:808::f5ff:fffe'], // Teredo, client 10.0.0.1 (inverted)
    ['[::1]'],
    ['not-an-address'],
    [''],
  ])('refuses %s', (address) => {
    expect(keyOf(() => assertAddressAllowed(address))).toBe('feed_url_forbidden');
  });

  it.each([
    ['8.8.8.8'],
    ['93.184.216.34'],
    ['2606:4700:4700::1111'],
    ['[2606:4700:4700::1111]'],
    ['::ffff:8.8.8.8'],
    ['64:ff9b::808:808'],
    ['2002:808:808::1'],
    ['2001:0:808:808::fefe:fefe'], // Teredo, server 8.8.8.8, client 1.1.1.1
  ])('allows the public address %s', (address) => {
    expect(keyOf(() => assertAddressAllowed(address))).toBeNull();
  });

  it('lets allow-listed addresses, CIDRs and ranges through, and nothing else', () => {
    const allowed = ['127.0.0.1', '10.0.0.0/8', '192.168.1.10-192.168.1.20', '::1'];
    for (const address of ['127.0.0.1', '::ffff:127.0.0.1', '10.200.3.4', '192.168.1.15', '::1']) {
      expect(keyOf(() => assertAddressAllowed(address, allowed))).toBeNull();
    }
    for (const address of ['127.0.0.2', '192.168.1.21', '169.254.169.254', 'fe80::1']) {
      expect(keyOf(() => assertAddressAllowed(address, allowed))).toBe('feed_url_forbidden');
    }
  });

  it('names the host in the error', () => {
    expect(() => assertAddressAllowed('10.0.0.1', [], 'intranet.example')).toThrow(
      expect.objectContaining({ key: 'feed_url_forbidden', params: { host: 'intranet.example' } }),
    );
  });

  it('rejects an invalid allow-list entry', () => {
    expect(keyOf(() => parseAllowedNetworks(['10.0.0.0/33']))).toBe('feed_invalid_params');
    expect(keyOf(() => assertAddressAllowed('8.8.8.8', ['nonsense']))).toBe('feed_invalid_params');
  });
});

describe('assertHostAllowed', () => {
  it.each([
    ['localhost'],
    ['LOCALHOST'],
    ['localhost.'],
    ['foo.localhost'],
    ['a.b.localhost.'],
    ['[::1]'],
    ['127.0.0.1'],
    [''],
  ])('refuses %s', (host) => {
    expect(keyOf(() => assertHostAllowed(host))).toBe('feed_url_forbidden');
  });

  it('refuses localhost by name even when its address is allow-listed', () => {
    expect(keyOf(() => assertHostAllowed('localhost', ['127.0.0.1', '::1']))).toBe('feed_url_forbidden');
  });

  it.each([
    ['example.com'],
    ['feeds.supplier.example'],
    ['8.8.8.8'],
    ['[2606:4700:4700::1111]'],
    ['localhost.example.com'],
  ])('allows %s (names are checked again on resolution)', (host) => {
    expect(keyOf(() => assertHostAllowed(host))).toBeNull();
  });

  it('lets an allow-listed IP literal through', () => {
    expect(keyOf(() => assertHostAllowed('127.0.0.1', ['127.0.0.1']))).toBeNull();
    expect(keyOf(() => assertHostAllowed('[::1]', ['::1']))).toBeNull();
  });
});

describe('guardedLookup (DNS rebinding)', () => {
  it.each([true, false])('refuses a name that resolves to loopback (all: %s)', async (all) => {
    await expect(lookup(guardedLookup([]), 'localhost', all)).rejects.toMatchObject({
      key: 'feed_url_forbidden',
      params: { host: 'localhost' },
    });
  });

  it('refuses an IP literal that resolves to itself', async () => {
    await expect(lookup(guardedLookup(), '169.254.169.254', true)).rejects.toMatchObject({
      key: 'feed_url_forbidden',
    });
  });

  it('resolves when every address is allow-listed, in both callback shapes', async () => {
    const fn = guardedLookup(['127.0.0.1', '::1']);
    const all = (await lookup(fn, 'localhost', true)) as LookupAddress[];
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((entry) => entry.address === '127.0.0.1' || entry.address === '::1')).toBe(true);
    expect(['127.0.0.1', '::1']).toContain(await lookup(fn, 'localhost', false));
  });

  it('stops a real connection to a name that resolves to a forbidden address', async () => {
    let requests = 0;
    const server = http.createServer((_req, res) => {
      requests++;
      res.end('secret');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const attempt = new Promise((resolve, reject) => {
        const req = http.get(
          { hostname: 'localhost', port, family: 4, lookup: guardedLookup(), agent: false },
          resolve,
        );
        req.on('error', reject);
      });
      await expect(attempt).rejects.toMatchObject({ key: 'feed_url_forbidden' });
      expect(requests).toBe(0);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
