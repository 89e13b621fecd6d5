import { admitsEveryAddress, anyRangeContains, parseIpRange } from './ip';

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
