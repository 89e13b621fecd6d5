import { MaintenanceRequestSchema, SUBJECTS, type MaintenanceReply } from '@feedhub/contracts';
import type { Bus, Subscription } from '@feedhub/bus';

/** What a service did for one maintenance command. */
export interface MaintenanceOutcome {
  /** Plain English for the log and the answer. */
  detail: string;
  /** How many things were done. */
  count: number;
}

/** A service's answers to the settings desktop's commands. */
export interface MaintenanceHandlers {
  /** Drop caches. */
  clearCache(): Promise<MaintenanceOutcome> | MaintenanceOutcome;
  /** Let workers finish their item and restart. */
  queueRestart(): Promise<MaintenanceOutcome> | MaintenanceOutcome;
  /** Run pending migrations. */
  migrate(): Promise<MaintenanceOutcome> | MaintenanceOutcome;
}

/**
 * Answers the three maintenance commands. No queue group: every instance of every service
 * answers for itself, so the caller can say how many did.
 */
export function answerMaintenance(
  bus: Bus,
  service: string,
  instance: string,
  handlers: MaintenanceHandlers,
): Subscription[] {
  const reply = async (
    outcome: Promise<MaintenanceOutcome> | MaintenanceOutcome,
  ): Promise<MaintenanceReply> => ({
    service,
    instance,
    ...(await outcome),
  });
  return [
    bus.respond(SUBJECTS.maintenanceClearCache, MaintenanceRequestSchema, () => reply(handlers.clearCache())),
    bus.respond(SUBJECTS.maintenanceQueueRestart, MaintenanceRequestSchema, () =>
      reply(handlers.queueRestart()),
    ),
    bus.respond(SUBJECTS.maintenanceMigrate, MaintenanceRequestSchema, () => reply(handlers.migrate())),
  ];
}
