import type { PartnerTask as PartnerTaskDto } from '@feedhub/contracts';
import { type PartnerTask } from '@feedhub/jobs';

/** A stored task → the contract's task. */
export function presentTask(task: PartnerTask): PartnerTaskDto {
  return {
    id: task.id,
    partnerId: task.partnerId,
    name: task.name,
    methodName: task.methodName,
    params: task.params,
    cron: task.cron,
    queue: task.queue,
    isActive: task.isActive,
    isDefault: task.isDefault,
    debug: task.debug,
  };
}
