import type { WhitelistedIp } from '@feedhub/contracts';

/** Rules for component tests. */
export const whitelistFixture: WhitelistedIp[] = [
  { id: 1, ip: '10.0.0.0/8', description: 'Office network' },
  { id: 2, ip: '2001:db8::/32', description: null },
];
