import type { z } from 'zod';
import type {
  DefaultPartnerTask,
  Partner,
  PartnerFormSchema,
  PartnerTask,
  TaskMethod,
} from '@feedhub/contracts';
import { GUARD_DEFAULTS, TASK_METHOD_QUEUES, TASK_METHODS } from '@feedhub/contracts';

/** The partner form's values: the save body with params as JSON text. */
export type PartnerFormValues = z.input<typeof PartnerFormSchema>;
/** What the form hands over: the save body (params parsed). */
export type PartnerFormOutput = z.output<typeof PartnerFormSchema>;
/** A task row of the form. */
export type TaskRow = PartnerFormValues['tasks'] extends (infer T)[] | undefined ? T : never;
/** An attribute row of the add form. */
export type AttributeRow = PartnerFormValues['attributes'] extends (infer T)[] | undefined ? T : never;

/** Params text of a new partner. */
const NEW_PARAMS = '{\n  "url": ""\n}';

/** A stored or default task as a row of the form. */
export function taskRow(task: PartnerTask | DefaultPartnerTask): TaskRow {
  return {
    id: 'id' in task ? task.id : undefined,
    name: task.name,
    methodName: task.methodName,
    params: task.params,
    cron: task.cron ?? '',
    queue: task.queue,
    isActive: task.isActive,
    isDefault: task.isDefault,
    debug: task.debug,
  };
}

/** A new task row: the first method with its queue. */
export function newTaskRow(): TaskRow {
  const methodName: TaskMethod = TASK_METHODS[0];
  return {
    name: '',
    methodName,
    params: {},
    cron: '',
    queue: TASK_METHOD_QUEUES[methodName],
    isActive: true,
    isDefault: false,
    debug: false,
  };
}

/** A new attribute row: no code yet, a text attribute. */
export function newAttributeRow(): AttributeRow {
  return { code: '', type: 'text' };
}

/** The form's starting values: the partner being edited, or a new one with the default tasks. */
export function partnerFormValues(
  partner?: Partner,
  defaultTasks: DefaultPartnerTask[] = [],
): PartnerFormValues {
  return {
    id: partner?.id,
    name: partner?.name ?? '',
    className: partner?.className ?? '',
    deliveryTime: partner?.deliveryTime ?? null,
    pimSupplierCode: partner?.pimSupplierCode ?? '',
    isActive: partner?.isActive ?? true,
    // The import guard's limits: the partner's, or the defaults a new partner starts with.
    guardStockPercent: partner?.guardStockPercent ?? GUARD_DEFAULTS.stockPercent,
    guardPricePercent: partner?.guardPricePercent ?? GUARD_DEFAULTS.pricePercent,
    guardPriceFactor: partner?.guardPriceFactor ?? GUARD_DEFAULTS.priceFactor,
    params: partner ? JSON.stringify(partner.params, null, 2) : NEW_PARAMS,
    tasks: (partner ? partner.tasks : defaultTasks).map(taskRow),
    attributes: [],
  };
}

/** Whether a text parses as JSON (SPEC §5 client rule for the params field). */
export function parsesAsJson(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** An error tree of react-hook-form (a field's own message and its nested fields' messages). */
interface ErrorTree {
  message?: unknown;
  [key: string]: unknown;
}

/** Every message under a field, nested ones prefixed with their path inside it (`fields.code: …`). */
export function messagesUnder(error: unknown, path = ''): string[] {
  if (!error || typeof error !== 'object') return [];
  const tree = error as ErrorTree;
  const out: string[] = [];
  if (typeof tree.message === 'string' && tree.message)
    out.push(path.includes('.') ? `${path}: ${tree.message}` : tree.message);
  for (const [key, value] of Object.entries(tree)) {
    if (key === 'message' || key === 'type' || key === 'types' || key === 'ref' || key === 'root') continue;
    out.push(...messagesUnder(value, path ? `${path}.${key}` : key));
  }
  return out;
}
