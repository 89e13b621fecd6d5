// The replica run (npm test -- replicas): every stack starts eight processes instead of one, so each
// suite's beforeAll/afterAll gets at least three minutes, whatever timeout the suite gave it for the
// in-process stack.
const REPLICA_HOOK_MS = 180_000;

for (const name of ['beforeAll', 'afterAll'] as const) {
  const original = globalThis[name];
  globalThis[name] = ((fn: Parameters<typeof original>[0], timeout?: number) =>
    original(fn, Math.max(timeout ?? 0, REPLICA_HOOK_MS))) as typeof original;
}
