import type { Queue, TaskMethod } from '@feedhub/contracts';
import { TimestampedModel } from '@feedhub/db';
import { SCHEMA } from '../schema';

/** A partner task: what a partner's jobs run, on which queue, on which schedule. */
export class PartnerTask extends TimestampedModel {
  static override tableName = `${SCHEMA}.partner_tasks`;
  /** Id. */
  id!: number;
  /** Partner (catalog's id). */
  partnerId!: number;
  /** Name, unique within the partner. */
  name!: string;
  /** Worker method. */
  methodName!: TaskMethod;
  /** Method parameters. */
  params!: Record<string, unknown>;
  /** Five-field cron schedule, or null for on-demand only. */
  cron!: string | null;
  /** Queue. */
  queue!: Queue;
  /** Scheduled runs happen. */
  isActive!: boolean;
  /** A default task: name, method and queue locked. */
  isDefault!: boolean;
  /** Verbose job logs. */
  debug!: boolean;

  /** params is jsonb: objection serialises it. */
  static override get jsonAttributes(): string[] {
    return ['params'];
  }
}
