import {
  SECRET_MASK,
  type Partner as PartnerDto,
  type PartnerListRow,
  type PartnerTask,
} from '@feedhub/contracts';
import type { Partner } from './partners.model';

/** Feed params as answers show them: a password never leaves in clear (SECRET_MASK when set). */
export function maskParams(params: Record<string, unknown>): Record<string, unknown> {
  return typeof params.password === 'string' && params.password !== ''
    ? { ...params, password: SECRET_MASK }
    : params;
}

/** A partner → its list row. */
export function presentPartnerRow(partner: Partner): PartnerListRow {
  return {
    id: partner.id,
    name: partner.name,
    className: partner.className,
    deliveryTime: partner.deliveryTime,
    pimSupplierCode: partner.pimSupplierCode,
    isActive: partner.isActive,
  };
}

/** A partner with its params (password masked) and its tasks from jobs. */
export function presentPartner(partner: Partner, tasks: PartnerTask[]): PartnerDto {
  return { ...presentPartnerRow(partner), params: maskParams(partner.params), tasks };
}
