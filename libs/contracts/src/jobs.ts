import { z } from 'zod';
import { DEFAULT_QUEUE, QUEUES, type Queue } from './constants';
import { BodyIdSchema, OptionalIdSchema, optionalText, requiredText, typeError } from './fields';
import { IdSchema, listQuerySchema } from './http';

/** What a partner task runs (DESIGN §5): its worker method. */
export const TASK_METHODS = [
  'importCategories',
  'importAttributes',
  'importProducts',
  'updatePrices',
  'updateAmounts',
  'syncPim',
] as const;
/** A task method. */
export type TaskMethod = (typeof TASK_METHODS)[number];

/** The queue of each method (SPEC §4: high before import, medium is import, low after import). */
export const TASK_METHOD_QUEUES: Readonly<Record<TaskMethod, Queue>> = {
  importCategories: 'high',
  importAttributes: 'high',
  importProducts: 'medium',
  updatePrices: 'low',
  updateAmounts: 'low',
  syncPim: 'high',
};

/** The default tasks of a new partner, with the schedule each starts with (editable but for name, method, queue). */
export const DEFAULT_TASKS: readonly { methodName: TaskMethod; cron: string }[] = [
  { methodName: 'importCategories', cron: '0 5 * * *' },
  { methodName: 'importAttributes', cron: '10 5 * * *' },
  { methodName: 'importProducts', cron: '20 5 * * *' },
  { methodName: 'updatePrices', cron: '0 */2 * * *' },
  { methodName: 'updateAmounts', cron: '30 * * * *' },
];

/** A partner task (SPEC §3 Partner task / job definition). */
export const PartnerTaskSchema = z.object({
  /** Id. */
  id: z.number().int(),
  /** Partner the task belongs to. */
  partnerId: z.number().int(),
  /** Name, unique within the partner. */
  name: z.string(),
  /** Worker method. */
  methodName: z.enum(TASK_METHODS),
  /** Method parameters. */
  params: z.record(z.string(), z.unknown()),
  /** Five-field cron schedule (`10 7 * * *`); null runs only on demand. */
  cron: z.string().nullable(),
  /** Queue. */
  queue: z.enum(QUEUES),
  /** Scheduled runs happen. */
  isActive: z.boolean(),
  /** One of the default tasks: name, method and queue are locked. */
  isDefault: z.boolean(),
  /** Verbose job logs. */
  debug: z.boolean(),
});
/** A partner task. */
export type PartnerTask = z.infer<typeof PartnerTaskSchema>;

/** A task as the partner form sends it (in `tasks` of the partner save). */
export const PartnerTaskInputSchema = z.object({
  /** Id when editing a stored task. */
  id: OptionalIdSchema,
  /** Name, unique within the partner. */
  name: requiredText(255),
  /** Worker method. */
  methodName: z.enum(TASK_METHODS, { message: 'in' }),
  /** Method parameters. */
  params: z
    .record(z.string(), z.unknown(), typeError('object'))
    .nullish()
    .transform((v) => v ?? {}),
  /** Five-field cron schedule, checked by the jobs service (`cron` message); empty runs on demand only. */
  cron: optionalText(100),
  /** Queue (default low). */
  queue: z.enum(QUEUES, { message: 'in' }).default(DEFAULT_QUEUE),
  /** Scheduled runs happen. */
  isActive: z.boolean(typeError('boolean')).default(true),
  /** One of the default tasks. */
  isDefault: z.boolean(typeError('boolean')).default(false),
  /** Verbose job logs. */
  debug: z.boolean(typeError('boolean')).default(false),
});
/** A task of a partner save, parsed. */
export type PartnerTaskInput = z.infer<typeof PartnerTaskInputSchema>;

/** GET /api/partner-tasks/list query: a select list (the partner desktop's task autocomplete). */
export const PartnerTaskListQuerySchema = listQuerySchema(
  { partnerId: IdSchema.optional() },
  ['name', 'id'],
  {
    selectList: true,
  },
);
/** Partner tasks list query. */
export type PartnerTaskListQuery = z.infer<typeof PartnerTaskListQuerySchema>;

/** A queue as the task form's select offers it. */
export const QueueOptionSchema = z.object({
  /** Queue code. */
  value: z.enum(QUEUES),
  /** What it means, in the caller's language. */
  label: z.string(),
});

/** Catalog → jobs: validate and replace a partner's tasks as one step (the partner save). */
export const PartnerTasksReplaceRequestSchema = z.object({
  /** The partner. */
  partnerId: BodyIdSchema,
  /** Every task the partner keeps, as the form sent them (already parsed). */
  tasks: z.array(PartnerTaskInputSchema).max(100),
});

/** A refused field: the validation key and its placeholders, translated by the asking service. */
const RefusedRuleSchema = z.object({
  rule: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/** Jobs' answer to a replace: the stored tasks and the ones before (the undo), or field rules under `tasks.{i}.*`. */
export const PartnerTasksReplaceReplySchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), tasks: z.array(PartnerTaskSchema), previous: z.array(PartnerTaskSchema) }),
  z.object({ ok: z.literal(false), errors: z.record(z.string(), z.array(RefusedRuleSchema)) }),
]);
/** Jobs' answer to a replace. */
export type PartnerTasksReplaceReply = z.infer<typeof PartnerTasksReplaceReplySchema>;

/** Catalog → jobs: put a partner's tasks back as they were (the undo of a replace whose partner save failed). */
export const PartnerTasksRestoreRequestSchema = z.object({
  /** The partner. */
  partnerId: BodyIdSchema,
  /** The tasks before the replace (`previous` of its reply). */
  tasks: z.array(PartnerTaskSchema).max(100),
});

/** Catalog → jobs: the tasks of one partner. */
export const PartnerTasksOfPartnerRequestSchema = z.object({ partnerId: BodyIdSchema });
/** Jobs' answer: the partner's tasks in id order. */
export const PartnerTasksOfPartnerReplySchema = z.object({ tasks: z.array(PartnerTaskSchema) });
