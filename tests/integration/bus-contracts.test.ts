import { SUBJECTS } from '@feedhub/contracts';
import { ContractViolation, type CheckedBus } from '@feedhub/bus';
import { identityService } from '../../svc-identity/src/main';
import { startStack } from './stack';

/**
 * Every integration test runs on a bus that checks the published contracts (docs/events.md). Proof
 * that it bites: a bad message fails at its sender, and one the bus swallowed (a gateway subscriber
 * refusing an event from an unchecked sender) fails the stack's close().
 */
test('a stack refuses a message off its contract, and its close fails on one a subscriber swallowed', async () => {
  // Identity alone: the gateway needs its whitelist to start.
  const stack = await startStack({}, [identityService]);
  let closed = false;
  try {
    const event = { kind: 'export', jobId: 1, taskId: null, partnerId: null, status: 'exploded' };
    await expect(stack.bus.publish(SUBJECTS.jobChanged, event)).rejects.toBeInstanceOf(ContractViolation);
    await expect(stack.bus.publish('jobs.job.exploded', { jobId: 1 })).rejects.toThrow(/undocumented/);
    // As another process would: past the check, straight onto the bus the gateway listens on.
    await (stack.bus as CheckedBus).inner.publish(SUBJECTS.sessionRevoked, { userIds: ['everyone'] });
    await new Promise((r) => setTimeout(r, 300));
    closed = true;
    await expect(stack.close()).rejects.toThrow(
      /bus contract violation\(s\)[\s\S]*\(deliver identity\.session\.revoked\): the event does not match/,
    );
  } finally {
    if (!closed) await stack.close().catch(() => undefined);
  }
});
