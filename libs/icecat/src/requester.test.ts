import { errorAnswer, okAnswer } from './__tests__/answers';
import { VirtualTime } from './__tests__/virtual-time';
import { IcecatRequester, type IcecatRequesterOptions } from './requester';
import { RateCap } from './rate-cap';

type Reply = { status: number; body?: unknown; headers?: Record<string, string> };

/** A fetch answering replies in turn (the last one repeats), logging each call's virtual start time. */
function scripted(time: VirtualTime, replies: Reply[]) {
  const starts: number[] = [];
  const fetchImpl = (async () => {
    starts.push(time.now);
    const reply = replies[Math.min(starts.length - 1, replies.length - 1)];
    const body = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return new Response(body, { status: reply.status, headers: reply.headers });
  }) as typeof fetch;
  return { fetchImpl, starts };
}

function requester(time: VirtualTime, fetchImpl: typeof fetch, extra: Partial<IcecatRequesterOptions> = {}) {
  return new IcecatRequester({
    config: { url: 'https://live.icecat.biz/api', username: 'feedhub' },
    requestsPerSecond: 1000,
    backoffBaseMs: 100,
    fetch: fetchImpl,
    clock: time.clock,
    sleep: time.sleep,
    random: () => 0.5, // jitter factor 0.75
    ...extra,
  });
}

const KEY = { gtin: '4006381333931' };
const OPTS = { language: 'en' };

describe('IcecatRequester retries', () => {
  test('unavailable twice, then found: three attempts, exponential backoff with jitter', async () => {
    const time = new VirtualTime();
    const { fetchImpl, starts } = scripted(time, [
      { status: 503 },
      { status: 502 },
      { status: 200, body: okAnswer() },
    ]);
    const events: unknown[] = [];
    const icecat = requester(time, fetchImpl, { onRetry: (e) => events.push(e) });
    const { result, report } = await time.run(icecat.lookup(KEY, OPTS));
    expect(result.kind).toBe('found');
    expect(report).toEqual({
      attempts: 3,
      rateWaitMs: 0,
      retries: [
        { attempt: 1, outcome: 'unavailable', waitMs: 75, source: 'backoff' },
        { attempt: 2, outcome: 'unavailable', waitMs: 150, source: 'backoff' },
      ],
    });
    expect(starts).toEqual([0, 75, 225]);
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({ key: KEY, attempt: 1 });
    expect(icecat.stats).toMatchObject({ lookups: 1, attempts: 3, retries: 2, retryWaitMs: 225 });
  });

  test('a Retry-After is honoured and holds the other callers too', async () => {
    const time = new VirtualTime();
    const { fetchImpl, starts } = scripted(time, [
      { status: 429, headers: { 'retry-after': '2' } },
      { status: 200, body: okAnswer() },
    ]);
    const icecat = requester(time, fetchImpl, { requestsPerSecond: 10 });
    const first = await time.run(icecat.lookup(KEY, OPTS));
    expect(first.report.retries).toEqual([
      { attempt: 1, outcome: 'rate_limited', waitMs: 2000, source: 'retry_after' },
    ]);
    expect(starts).toEqual([0, 2000]);
    expect(icecat.stats.rateLimited).toBe(1);
  });

  test('a 429 without Retry-After backs off; the backoff is capped', async () => {
    const time = new VirtualTime();
    const { fetchImpl } = scripted(time, [{ status: 429 }]);
    const icecat = requester(time, fetchImpl, { maxAttempts: 5, backoffBaseMs: 1000, maxBackoffMs: 3000 });
    const { result, report } = await time.run(icecat.lookup(KEY, OPTS));
    expect(result).toEqual({ kind: 'rate_limited', retryAfterMs: null });
    expect(report.attempts).toBe(5);
    expect(report.retries.map((r) => r.waitMs)).toEqual([750, 1500, 2250, 2250]);
  });

  test('gives up after maxAttempts with the last outcome', async () => {
    const time = new VirtualTime();
    const { fetchImpl, starts } = scripted(time, [{ status: 500, body: { Message: 'down' } }]);
    const { result, report } = await time.run(
      requester(time, fetchImpl, { maxAttempts: 2 }).lookup(KEY, OPTS),
    );
    expect(result).toEqual({ kind: 'unavailable', status: 500, message: 'down' });
    expect(report.attempts).toBe(2);
    expect(starts).toHaveLength(2);
  });

  test.each([
    ['not_found', { status: 404, body: errorAnswer(404, 8, 'not present') }],
    ['restricted', { status: 403, body: errorAnswer(403, 9, 'Full Icecat') }],
    ['unauthorized', { status: 401, body: errorAnswer(401, 3, 'unknown user') }],
    ['invalid', { status: 200, body: 'nope' }],
  ])('%s is final: one attempt', async (kind, reply) => {
    const time = new VirtualTime();
    const { fetchImpl, starts } = scripted(time, [reply as Reply]);
    const { result, report } = await time.run(requester(time, fetchImpl).lookup(KEY, OPTS));
    expect(result.kind).toBe(kind);
    expect(report).toEqual({ attempts: 1, rateWaitMs: 0, retries: [] });
    expect(starts).toHaveLength(1);
  });

  test("an abort while waiting to retry rejects with the caller's reason", async () => {
    const time = new VirtualTime();
    const { fetchImpl } = scripted(time, [{ status: 503 }]);
    const controller = new AbortController();
    const icecat = requester(time, fetchImpl, { backoffBaseMs: 10_000 });
    const pending = icecat.lookup(KEY, { language: 'en', signal: controller.signal });
    const run = time.run(pending);
    await new Promise((resolve) => setImmediate(resolve));
    controller.abort(new Error('stopped'));
    await expect(run).rejects.toThrow('stopped');
  });
});

describe('the shared rate cap', () => {
  test('concurrent callers start at most requestsPerSecond apart (burst 1)', async () => {
    const time = new VirtualTime();
    const { fetchImpl, starts } = scripted(time, [{ status: 200, body: okAnswer() }]);
    const icecat = requester(time, fetchImpl, { requestsPerSecond: 5 });
    const results = await time.run(Promise.all(Array.from({ length: 6 }, () => icecat.lookup(KEY, OPTS))));
    expect(starts).toEqual([0, 200, 400, 600, 800, 1000]);
    expect(results.map((r) => r.report.rateWaitMs)).toEqual([0, 200, 400, 600, 800, 1000]);
    expect(icecat.stats.rateWaitMs).toBe(3000);
  });

  test('burst 2 lets two start together after an idle spell, then paces; bursts above 2 are cut to 2', async () => {
    const time = new VirtualTime();
    const { fetchImpl, starts } = scripted(time, [{ status: 200, body: okAnswer() }]);
    const icecat = requester(time, fetchImpl, { requestsPerSecond: 4, burst: 5 });
    await time.run(Promise.all(Array.from({ length: 4 }, () => icecat.lookup(KEY, OPTS))));
    expect(starts).toEqual([0, 0, 250, 500]);
  });

  test('retries queue behind the cap like first attempts', async () => {
    const time = new VirtualTime();
    const { fetchImpl, starts } = scripted(time, [{ status: 503 }, { status: 200, body: okAnswer() }]);
    const icecat = requester(time, fetchImpl, { requestsPerSecond: 2, backoffBaseMs: 100 });
    await time.run(Promise.all([icecat.lookup(KEY, OPTS), icecat.lookup(KEY, OPTS)]));
    // Call 1 at 0 (503), call 2 at 500; the retry's backoff ends at 75 but its slot is 1000.
    expect(starts).toEqual([0, 500, 1000]);
  });
});

describe('RateCap', () => {
  test('holdFor stops every start until the hold ends, then paces from there', () => {
    let now = 0;
    const cap = new RateCap(10, 1, () => now);
    expect(cap.reserve()).toBe(0);
    cap.holdFor(1000);
    expect(cap.reserve()).toBe(1000);
    expect(cap.reserve()).toBe(1100);
    now = 5000;
    expect(cap.reserve()).toBe(0);
  });

  test('rejects a rate of 0', () => {
    expect(() => new RateCap(0, 1, () => 0)).toThrow(RangeError);
  });
});
