import type { JobLogType, JobProgress, JobStatus, Queue, TaskMethod } from '@feedhub/contracts';
import { BaseModel, TimestampedModel } from '@feedhub/db';
import type { RelationMappings } from 'objection';
import { PartnerTask } from '../partner-tasks/partner-tasks.model';
import { SCHEMA } from '../schema';

/** A message key with its placeholders, translated when read. */
export interface StoredMessage {
  key: string;
  params: Record<string, string | number>;
}

/** A run of a partner task (SPEC §3 Partner job): its status and lease are the truth (DESIGN §4). */
export class PartnerJob extends TimestampedModel {
  static override tableName = `${SCHEMA}.partner_jobs`;
  id!: number;
  taskId!: number;
  partnerId!: number;
  methodName!: TaskMethod;
  queue!: Queue;
  status!: JobStatus;
  attempts!: number;
  maxAttempts!: number;
  workerId!: string | null;
  leaseExpiresAt!: Date | null;
  stopRequested!: boolean;
  scheduledFor!: Date | null;
  progress!: Partial<JobProgress>;
  lastError!: StoredMessage | null;
  omittedWarnings!: number;
  startedAt!: Date | null;
  finishedAt!: Date | null;
  /** The task (desktop rows). */
  task?: PartnerTask;

  static override get jsonAttributes(): string[] {
    return ['progress', 'lastError'];
  }

  static override get relationMappings(): RelationMappings {
    return {
      task: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: PartnerTask,
        join: { from: `${SCHEMA}.partner_jobs.task_id`, to: `${SCHEMA}.partner_tasks.id` },
      },
    };
  }
}

/** A job log line (SPEC §3 Job log row), stored as a key and placeholders. */
export class JobLog extends BaseModel {
  static override tableName = `${SCHEMA}.job_logs`;
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
