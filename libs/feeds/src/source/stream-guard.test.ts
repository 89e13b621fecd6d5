import { formatDuration, formatRate, StreamGuard, type DownloadPace } from './stream-guard';

const pace = (over: Partial<DownloadPace> = {}): DownloadPace => ({
  minBytesPerSecond: 1024,
  windowMs: 60_000,
  maxDurationMs: null,
  ...over,
});

describe('StreamGuard: the rate floor', () => {
  it('stops one byte every two seconds once a whole window of reading has passed', () => {
    const guard = new StreamGuard(pace(), 0);
    let at = 0;
    // 29 chunks: 58 s of reading, less than a window: no verdict yet, however slow.
    for (let i = 0; i < 29; i++) expect(guard.chunk(1, 2000, (at += 2000))).toBeNull();
    expect(guard.chunk(1, 2000, (at += 2000))).toEqual({
      reason: 'too_slow',
      bytesPerSecond: 0.5,
      windowMs: 60_000,
    });
  });

  it('averages over the last window only: a fast start does not hide a trickle after it', () => {
    const guard = new StreamGuard(pace({ windowMs: 10_000 }), 0);
    expect(guard.chunk(1_000_000, 100, 100)).toBeNull();
    let verdict = null;
    let at = 100;
    let reading = 100;
    while (!verdict && reading < 30_000) {
      verdict = guard.chunk(10, 1000, (at += 1000));
      reading += 1000;
    }
    // The megabyte leaves the window at 10.1 s of reading; then 10 B/s over 10 s.
    expect(reading).toBe(10_100);
    expect(verdict).toEqual({ reason: 'too_slow', bytesPerSecond: 10, windowMs: 10_000 });
  });

  it('counts only the time spent waiting for the feed: a slow consumer does not make a feed slow', () => {
    const guard = new StreamGuard(pace({ windowMs: 1000 }), 0);
    let at = 0;
    // 64 KiB after 10 ms of waiting, then 10 s of our own work before the next read: 6.4 MB/s.
    for (let i = 0; i < 20; i++) {
      at += 10;
      expect(guard.chunk(65_536, 10, at)).toBeNull();
      at += 10_000;
    }
  });

  it('passes a feed at the floor exactly, and a floor of 0 is none', () => {
    const guard = new StreamGuard(pace({ windowMs: 2000 }), 0);
    for (let t = 1; t <= 10; t++) expect(guard.chunk(1024, 1000, t * 1000)).toBeNull();
    const none = new StreamGuard(pace({ minBytesPerSecond: 0 }), 0);
    for (let t = 1; t <= 100; t++) expect(none.chunk(0, 60_000, t * 60_000)).toBeNull();
  });

  it('refuses a floor without a window', () => {
    expect(() => new StreamGuard(pace({ windowMs: 0 }), 0)).toThrow(RangeError);
  });
});

describe('StreamGuard: the ceiling', () => {
  it('is wall time from the start, our own work included', () => {
    const guard = new StreamGuard(pace({ minBytesPerSecond: 0, maxDurationMs: 5000 }), 1000);
    expect(guard.elapsed(6000)).toBeNull();
    expect(guard.chunk(100, 1, 6000)).toBeNull();
    expect(guard.chunk(100, 1, 6001)).toEqual({ reason: 'too_long', elapsedMs: 5001 });
    expect(guard.elapsed(7000)).toEqual({ reason: 'too_long', elapsedMs: 6000 });
  });

  it('is checked before the floor, and null is none', () => {
    const guard = new StreamGuard(pace({ windowMs: 1000, maxDurationMs: 500 }), 0);
    expect(guard.chunk(1, 2000, 2000)).toMatchObject({ reason: 'too_long' });
    expect(new StreamGuard(pace({ minBytesPerSecond: 0 }), 0).elapsed(1e12)).toBeNull();
  });
});

test('rates and spans as the messages show them', () => {
  expect(formatRate(0.5)).toBe('0.5 B/s');
  expect(formatRate(0.123)).toBe('0.12 B/s');
  expect(formatRate(512.4)).toBe('512 B/s');
  expect(formatRate(1024)).toBe('1 KiB/s');
  expect(formatRate(1536)).toBe('1.5 KiB/s');
  expect(formatRate(1_000_000)).toBe('976.56 KiB/s');
  expect(formatDuration(400)).toBe('0.4 s');
  expect(formatDuration(3200)).toBe('3.2 s');
  expect(formatDuration(60_000)).toBe('60 s');
  expect(formatDuration(119_000)).toBe('119 s');
  expect(formatDuration(600_000)).toBe('10 min');
  expect(formatDuration(3_600_000)).toBe('1 h');
  expect(formatDuration(3_900_000)).toBe('1 h 5 min');
});
