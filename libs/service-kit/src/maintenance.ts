import { MaintenanceRequestSchema, SUBJECTS, type MaintenanceReply } from '@feedhub/contracts';
import type { Bus, Subscription } from '@feedhub/bus';

/** What an instance did for one maintenance command. */
export interface MaintenanceOutcome {
  /** Plain English for the log and the answer. */
  detail: string;
  /** How many things were done (cache entries dropped, migrations applied, workers restarted). */
  count: number;
}

/** The three commands of the settings desktop, as one instance carries them out. */
export interface MaintenanceActions {
  /** Drop caches. */
  clearCache(): Promise<MaintenanceOutcome>;
  /** Let workers finish their item and restart. */
  queueRestart(): Promise<MaintenanceOutcome>;
  /** Run pending migrations. */
  migrate(): Promise<MaintenanceOutcome>;
}

/**
 * The answer to one command, as it happened: `done` when something was done (count > 0),
 * `nothing_to_do` when there was nothing of the kind, `failed` with the error when it threw.
 */
export async function maintenanceReply(
  service: string,
  instance: string,
  action: () => Promise<MaintenanceOutcome>,
): Promise<MaintenanceReply> {
  try {
    const { detail, count } = await action();
    return { service, instance, outcome: count > 0 ? 'done' : 'nothing_to_do', detail, count };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { service, instance, outcome: 'failed', detail, count: 0 };
  }
}

/**
 * Answers the three maintenance commands. No queue group: every instance of every service
 * answers for itself, so the caller can say what each did.
 */
export function answerMaintenance(
  bus: Bus,
  service: string,
  instance: string,
  actions: MaintenanceActions,
): Subscription[] {
  const answer = (subject: string, action: () => Promise<MaintenanceOutcome>) =>
    bus.respond(subject, MaintenanceRequestSchema, () => maintenanceReply(service, instance, action));
  return [
    answer(SUBJECTS.maintenanceClearCache, () => actions.clearCache()),
    answer(SUBJECTS.maintenanceQueueRestart, () => actions.queueRestart()),
    answer(SUBJECTS.maintenanceMigrate, () => actions.migrate()),
  ];
}
