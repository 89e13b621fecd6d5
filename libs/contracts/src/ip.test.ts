import {
  AllowedNetworksSchema,
  admitsEveryAddress,
  anyRangeContains,
  isConnectableAddress,
  isForbiddenHostName,
  parseIpRange,
} from './ip';

describe('parseIpRange', () => {
  test.each([
    ['10.0.0.1', '10.0.0.1'],
    [' 192.0.2.77/24 ', '192.0.2.0/24'],
    ['10.0.0.5/32', '10.0.0.5'],
    ['2001:DB8:0:0::1', '2001:db8::1'],
    ['2001:db8::ff/32', '2001:db8::/32'],
    ['10.0.0.1-10.0.0.9', '10.0.0.1-10.0.0.9'],
    ['10.0.0.1 - 10.0.0.1', '10.0.0.1'],
    ['0.0.0.0/0', '0.0.0.0/0'],
    ['::/0', '::/0'],
    ['::ffff:127.0.0.2', '127.0.0.2'],
    ['::ffff:10.0.0.0/104', '10.0.0.0/8'],
    ['::ffff:10.0.0.1-::ffff:10.0.0.3', '10.0.0.1-10.0.0.3'],
  ])('accepts %p as %p', (input, canonical) => {
    expect(parseIpRange(input)?.canonical).toBe(canonical);
  });

  test.each([
    '010.0.0.1',
    '0x7f.0.0.1',
    '127.1',
    '2130706433',
    '1.2.3.4/33',
    '2001:db8::/129',
    'fe80::1%eth0',
    '10.0.0.9-10.0.0.1',
    '10.0.0.1-::1',
    '1.2.3.4/',
    '1.2.3.4/08x',
    '1.2.3.4/08',
    '2001:db8::/032',
    'a.b.c.d',
    '',
    '1.2.3.4-5.6.7.8-9.9.9.9',
  ])('refuses %p', (input) => {
    expect(parseIpRange(input)).toBeNull();
  });
});

describe('anyRangeContains', () => {
  const rules = ['10.0.0.0/8', '192.0.2.10-192.0.2.20', '2001:db8::/32'].map((r) => parseIpRange(r)!);
  test.each([
    ['10.200.3.4', true],
    ['11.0.0.1', false],
    ['192.0.2.15', true],
    ['192.0.2.21', false],
    ['::ffff:10.1.1.1', true],
    ['2001:db8:1::5', true],
    ['2001:db9::1', false],
    ['not an ip', false],
  ])('%p → %p', (ip, expected) => {
    expect(anyRangeContains(rules, ip)).toBe(expected);
  });
  test('an empty list matches nothing (the caller decides that empty means open)', () => {
    expect(anyRangeContains([], '10.0.0.1')).toBe(false);
  });
});

describe('admitsEveryAddress', () => {
  test.each([
    ['0.0.0.0/0', true],
    ['::/0', true],
    ['0.0.0.0-255.255.255.255', true],
    ['::-ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', true],
    ['0.0.0.0/1', false],
    ['10.0.0.0/8', false],
    ['2001:db8::/32', false],
  ])('%p → %p', (rule, expected) => {
    expect(admitsEveryAddress(parseIpRange(rule)!)).toBe(expected);
  });
});

test('a stored IPv4-mapped rule matches the IPv4 client it names', () => {
  expect(anyRangeContains([parseIpRange('::ffff:127.0.0.2')!], '127.0.0.2')).toBe(true);
});

describe('outgoing connections', () => {
  test.each([
    '169.254.169.254',
    '[fe80::1]',
    'fd00:ec2::254',
    '::ffff:169.254.169.254',
    '127.0.0.1',
    '10.1.2.3',
    '100.100.100.200',
    '::1',
    'not an address',
  ])('%p is not connectable', (address) => {
    expect(isConnectableAddress(address)).toBe(false);
  });

  test('public addresses are, and private ones inside the allow-list', () => {
    expect(isConnectableAddress('8.8.8.8')).toBe(true);
    expect(isConnectableAddress('[2606:4700:4700::1111]')).toBe(true);
    const allowed = [parseIpRange('10.20.0.0/16')!];
    expect(isConnectableAddress('10.20.1.2', allowed)).toBe(true);
    expect(isConnectableAddress('::ffff:10.20.1.2', allowed)).toBe(true);
    expect(isConnectableAddress('10.21.1.2', allowed)).toBe(false);
  });

  test.each([
    ['localhost', true],
    ['LOCALHOST.', true],
    ['pim.localhost', true],
    ['metadata.google.internal', true],
    ['Metadata.Google.Internal.', true],
    ['instance-data.ec2.internal', true],
    ['', true],
    ['pim.example.com', false],
    ['localhost.example.com', false],
  ])('host name %p forbidden by name: %p', (host, forbidden) => {
    expect(isForbiddenHostName(host)).toBe(forbidden);
  });

  test('FEED_ALLOWED_NETWORKS: a list, or a configuration error naming the bad entries', () => {
    expect(AllowedNetworksSchema.parse(' 127.0.0.1, 10.0.0.0/8 ,,')).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(AllowedNetworksSchema.parse(undefined)).toEqual([]);
    const bad = AllowedNetworksSchema.safeParse('10.0.0.0/8, localhost');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].message).toBe('not an IP address, CIDR or range: "localhost"');
  });
});
