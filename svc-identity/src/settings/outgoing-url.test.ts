import { forbiddenHostOf, type ResolveHost } from './outgoing-url';

/** A resolver answering from a table (the name's addresses), failing for names it does not know. */
const resolver =
  (table: Record<string, string[]>): ResolveHost =>
  async (host) => {
    const addresses = table[host];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return addresses;
  };

const dns = resolver({
  'pim.example.com': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
  'rebind.example.com': ['93.184.215.14', '169.254.169.254'],
  'office-pim.example.com': ['10.20.1.5'],
  'internal.example.com': ['fd00:ec2::254'],
});

describe('forbiddenHostOf', () => {
  test('a name is refused when any address it resolves to is internal', async () => {
    expect(await forbiddenHostOf('https://rebind.example.com/api', [], dns)).toBe('rebind.example.com');
    expect(await forbiddenHostOf('https://internal.example.com/', [], dns)).toBe('internal.example.com');
    expect(await forbiddenHostOf('https://office-pim.example.com/', [], dns)).toBe('office-pim.example.com');
  });

  test('a name resolving to public addresses only, or inside the allowed networks, is not', async () => {
    expect(await forbiddenHostOf('https://pim.example.com/api', [], dns)).toBeNull();
    expect(await forbiddenHostOf('https://office-pim.example.com/', ['10.20.0.0/16'], dns)).toBeNull();
  });

  test('a name that does not resolve now is left to the check at connect time', async () => {
    expect(await forbiddenHostOf('https://nowhere.example.com/', [], dns)).toBeNull();
  });

  test('literals and forbidden names are judged without asking DNS', async () => {
    const none = resolver({});
    expect(await forbiddenHostOf('http://2130706433/', [], none)).toBe('127.0.0.1');
    expect(await forbiddenHostOf('http://[::ffff:a9fe:a9fe]/', [], none)).toBe('[::ffff:a9fe:a9fe]');
    expect(await forbiddenHostOf('http://metadata.google.internal/', [], none)).toBe(
      'metadata.google.internal',
    );
    expect(await forbiddenHostOf('http://10.20.0.9/', ['10.20.0.0/16'], none)).toBeNull();
    expect(await forbiddenHostOf('https://8.8.8.8/', [], none)).toBeNull();
  });
});
