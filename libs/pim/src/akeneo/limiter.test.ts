import { createLimiter, sleep } from './limiter';

describe('createLimiter', () => {
  test('never runs more than maxInFlight at once, and runs everything', async () => {
    const limiter = createLimiter(3, 1000);
    let running = 0;
    let peak = 0;
    const done = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        limiter.run(async () => {
          running += 1;
          peak = Math.max(peak, running);
          await sleep(5);
          running -= 1;
          return i;
        }),
      ),
    );
    expect(peak).toBe(3);
    expect(done).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(limiter.inFlight).toBe(0);
  });

  test('starts at most perSecond a second after a small burst', async () => {
    const limiter = createLimiter(10, 50); // 20 ms apart, burst of 5
    const starts: number[] = [];
    const t0 = Date.now();
    await Promise.all(
      Array.from({ length: 15 }, () => limiter.run(async () => void starts.push(Date.now() - t0))),
    );
    // The burst starts before the paced ones (no upper time bound: a loaded machine may be slow).
    expect(Math.max(...starts.slice(0, 5))).toBeLessThanOrEqual(Math.min(...starts.slice(5)));
    // 10 starts after the burst: ≥ 200 ms in all.
    expect(Math.max(...starts)).toBeGreaterThanOrEqual(190);
  });

  test('a waiter whose signal aborts leaves the queue with the abort reason; the slot still works', async () => {
    const limiter = createLimiter(1, 1000);
    let release = () => {};
    const first = limiter.run(() => new Promise<void>((resolve) => (release = resolve)));
    const controller = new AbortController();
    const second = limiter.run(async () => 'never', controller.signal);
    controller.abort(new Error('stopped'));
    await expect(second).rejects.toThrow('stopped');
    release();
    await first;
    await expect(limiter.run(async () => 'ok')).resolves.toBe('ok');
    expect(limiter.inFlight).toBe(0);
  });
});
