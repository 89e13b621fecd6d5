import { InProcessBus } from './in-process-bus';
import { NatsBus } from './nats-bus';
import type { Bus, WorkQueueOptions } from './types';

/** Opens the bus: NATS when a URL is given (cluster mode), else the in-process one (embedded mode). */
export async function openBus(
  options: { natsUrl?: string; prefix?: string; name?: string } & Partial<WorkQueueOptions>,
): Promise<Bus> {
  if (options.natsUrl) return NatsBus.connect({ ...options, url: options.natsUrl });
  return new InProcessBus(options);
}
