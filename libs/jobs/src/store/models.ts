import type {
  HeldDiff,
  JobKind,
  JobMethod,
  JobLogType,
  JobProgress,
  JobStatus,
  Queue,
  TaskMethod,
} from '@feedhub/contracts';
import { BaseModel, TimestampedModel } from '@feedhub/db';
import type { RelationMappings } from 'objection';
import { STORE_SCHEMA } from './tables';

/** A partner task: what a partner's jobs run, on which queue, on which schedule. */
export class PartnerTask extends TimestampedModel {
  static override tableName = `${STORE_SCHEMA}.partner_tasks`;
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

/** A message key with its placeholders, translated when read. */
export interface StoredMessage {
  key: string;
  params: Record<string, string | number>;
}

/**
 * A job of any kind (DESIGN §4): a partner task's run, an export, a system job. Its status, lease
 * and fencing token are the truth; the work queue only delivers "there is work for job N".
 */
export class Job extends TimestampedModel {
  static override tableName = `${STORE_SCHEMA}.jobs`;
  id!: number;
  kind!: JobKind;
  /** The partner task (partner jobs), else null. */
  taskId!: number | null;
  /** The partner (partner jobs), else null. */
  partnerId!: number | null;
  methodName!: JobMethod;
  queue!: Queue;
  /**
   * Params of export and system jobs; a partner job's own params go over its task's at claim (a held
   * run's `decision`: apply or discard).
   */
  params!: Record<string, unknown>;
  /** What may not run twice at once, nor wait twice: `task:<id>`, `export`, `system:<method>`. */
  concurrencyKey!: string;
  status!: JobStatus;
  attempts!: number;
  maxAttempts!: number;
  workerId!: string | null;
  leaseExpiresAt!: Date | null;
  /** Fencing token of the current (or last) claim. */
  fence!: number | string | null;
  /** When its work item was published and not yet taken by a worker; null otherwise. */
  queuedAt!: Date | null;
  stopRequested!: boolean;
  scheduledFor!: Date | null;
  progress!: Partial<JobProgress>;
  lastError!: StoredMessage | null;
  omittedWarnings!: number;
  startedAt!: Date | null;
  finishedAt!: Date | null;
  /** What a run the import guard held would change (status held; kept after the decision). */
  held!: HeldDiff | null;
  /** When the run was held (null for a job never held). */
  heldAt!: Date | null;
  /** The job a retry of this failed one made (null: not retried, or that job was deleted). */
  retriedAs!: number | null;
  /** The task (partner jobs on the desktop). */
  task?: PartnerTask;

  static override get jsonAttributes(): string[] {
    return ['progress', 'lastError', 'params', 'held'];
  }

  static override get relationMappings(): RelationMappings {
    return {
      task: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: PartnerTask,
        join: { from: `${STORE_SCHEMA}.jobs.task_id`, to: `${STORE_SCHEMA}.partner_tasks.id` },
      },
    };
  }
}

/** A job log line (SPEC §3 Job log row), stored as a key and placeholders. */
export class JobLog extends BaseModel {
  static override tableName = `${STORE_SCHEMA}.job_logs`;
  id!: number;
  jobId!: number;
  createdAt!: Date;
  type!: JobLogType;
  key!: string;
  params!: Record<string, string | number>;
  position!: Record<string, number> | null;
  field!: string | null;

  static override get jsonAttributes(): string[] {
    return ['params', 'position'];
  }
}

/** An error notice (SPEC §3): shown on the home desktop until someone dismisses it (deletes the row). */
export class ErrorNotice extends BaseModel {
  static override tableName = `${STORE_SCHEMA}.error_notices`;
  id!: number;
  createdAt!: Date;
  type!: 'import' | 'export' | 'system';
  key!: string;
  params!: Record<string, string | number>;
  jobId!: number | null;
  partnerId!: number | null;

  static override get jsonAttributes(): string[] {
    return ['params'];
  }
}
