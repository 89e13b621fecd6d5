import type { Onboarding, PartnerJob, PartnerTask, TaskMethod } from '@feedhub/contracts';
import { jobFixture } from '../desktop/fixtures';

/** A new partner (id 7) that has done nothing yet. */
export const nothingDoneFixture: Onboarding = {
  partnerId: 7,
  complete: false,
  steps: {
    imported: { done: false, jobId: null, state: null },
    categories: { done: false, mapped: 0, total: 0, confident: 0, suggested: 0 },
    attributes: { done: false, mapped: 0, total: 0, confident: 0, suggested: 0 },
    priceFormula: { done: false },
    productsSent: { done: false, count: 0 },
    exportRun: { done: false, jobId: null },
  },
};

/** Imported; categories partly mapped (12 confident suggestions left), attributes all mapped; the rest open. */
export const partlyDoneFixture: Onboarding = {
  partnerId: 7,
  complete: false,
  steps: {
    imported: { done: true, jobId: 31, state: 'done' },
    categories: { done: false, mapped: 40, total: 64, confident: 12, suggested: 20 },
    attributes: { done: true, mapped: 18, total: 18, confident: 0, suggested: 0 },
    priceFormula: { done: false },
    productsSent: { done: false, count: 0 },
    exportRun: { done: false, jobId: null },
  },
};

/** Every step done: the checklist is gone. */
export const completeFixture: Onboarding = {
  partnerId: 7,
  complete: true,
  steps: {
    imported: { done: true, jobId: 31, state: 'done' },
    categories: { done: true, mapped: 64, total: 64, confident: 0, suggested: 0 },
    attributes: { done: true, mapped: 18, total: 18, confident: 0, suggested: 0 },
    priceFormula: { done: true },
    productsSent: { done: true, count: 1234 },
    exportRun: { done: true, jobId: 5 },
  },
};

/** A task of partner 7 (the default ones are named after their method). */
export function taskFixture(
  id: number,
  methodName: TaskMethod,
  over: Partial<PartnerTask> = {},
): PartnerTask {
  const queue = methodName === 'importProducts' ? 'medium' : methodName.startsWith('import') ? 'high' : 'low';
  return {
    id,
    partnerId: 7,
    name: methodName,
    methodName,
    params: {},
    cron: null,
    queue,
    isActive: true,
    isDefault: true,
    debug: false,
    ...over,
  };
}

/** A new partner's default tasks as the task list answers them (id order, not run order). */
export const newPartnerTasksFixture: PartnerTask[] = [
  taskFixture(71, 'importProducts'),
  taskFixture(72, 'importCategories'),
  taskFixture(73, 'importAttributes'),
  taskFixture(74, 'updatePrices'),
  taskFixture(75, 'updateAmounts'),
];

/** A job of partner 7's import task of a method, in a status. */
export function importJobFixture(
  id: number,
  methodName: TaskMethod,
  over: Partial<PartnerJob> = {},
): PartnerJob {
  const task = newPartnerTasksFixture.find((t) => t.methodName === methodName) ?? newPartnerTasksFixture[0];
  return jobFixture({
    id,
    partnerTask: {
      id: task.id,
      name: task.name,
      methodName,
      queue: task.queue,
      partner: { id: 7, name: 'Acme Supplies' },
    },
    ...over,
  });
}
