import type { WhitelistedIp as WhitelistedIpDto } from '@feedhub/contracts';
import type { WhitelistedIp } from './whitelist.model';

/** A stored rule → the contract's rule. */
export function presentRule(rule: WhitelistedIp): WhitelistedIpDto {
  return { id: rule.id, ip: rule.ip, description: rule.description };
}
