import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { JobChangedEvent } from '@feedhub/contracts';
import {
  IDLE_CLOSE_MS,
  JOB_EVENTS_PATH,
  RECONNECT_BASE_MS,
  RECONNECT_MAX_MS,
  jobEventStream,
  parseJobEvent,
} from './job-events';
import { useJobEvents, useLiveQueries, withProgress, type JobEventFilter } from './live-queries';
import { FakeEventSource, installFakeEventSource } from './testing';

const jobEventBase: JobChangedEvent = {
  kind: 'partner',
  jobId: 7,
  taskId: 3,
  partnerId: 5,
  status: 'running',
};
const event = (over: Partial<JobChangedEvent> = {}): JobChangedEvent => ({ ...jobEventBase, ...over });

beforeEach(() => {
  jest.useFakeTimers();
  installFakeEventSource();
});
afterEach(() => {
  jobEventStream.stop();
  jest.useRealTimers();
});

/** Shows the stream's status and the events it was given. */
function Listener({ filter, seen }: { filter: JobEventFilter | null; seen: JobChangedEvent[] }) {
  const status = useJobEvents(filter, (e) => seen.push(e));
  return <output data-testid="status">{status}</output>;
}
const status = () => screen.getAllByTestId('status')[0].textContent;

test('one stream for every listener of the page; live after `ready`; events pass the filter', () => {
  const partnerSeen: JobChangedEvent[] = [];
  const exportSeen: JobChangedEvent[] = [];
  render(
    <>
      <Listener filter={{ kinds: ['partner'], partnerId: 5 }} seen={partnerSeen} />
      <Listener filter={{ kinds: ['export'] }} seen={exportSeen} />
    </>,
  );
  expect(FakeEventSource.opened).toHaveLength(1);
  expect(FakeEventSource.latest?.url).toBe(JOB_EVENTS_PATH);
  expect(status()).toBe('connecting');

  act(() => FakeEventSource.latest?.ready());
  expect(status()).toBe('live');
  act(() => {
    FakeEventSource.latest?.emit('job', event());
    FakeEventSource.latest?.emit('job', event({ partnerId: 6 }));
    FakeEventSource.latest?.emit('job', event({ kind: 'export', jobId: 8, taskId: null, partnerId: null }));
    // Junk is ignored, never thrown.
    FakeEventSource.latest?.emit('job', '{not json');
    FakeEventSource.latest?.emit('job', { kind: 'nope' });
  });
  expect(partnerSeen.map((e) => e.jobId)).toEqual([7]);
  expect(exportSeen.map((e) => e.jobId)).toEqual([8]);
});

test('a failed stream is down, closed by us, and opened again with a doubling delay; ready resets it', () => {
  render(<Listener filter={{}} seen={[]} />);
  const first = FakeEventSource.latest!;
  act(() => first.fail());
  expect(status()).toBe('down');
  expect(first.closed).toBe(true);

  act(() => jest.advanceTimersByTime(RECONNECT_BASE_MS - 1));
  expect(FakeEventSource.opened).toHaveLength(1);
  act(() => jest.advanceTimersByTime(1));
  expect(FakeEventSource.opened).toHaveLength(2);

  act(() => FakeEventSource.latest!.fail());
  act(() => jest.advanceTimersByTime(RECONNECT_BASE_MS * 2 - 1));
  expect(FakeEventSource.opened).toHaveLength(2);
  act(() => jest.advanceTimersByTime(1));
  expect(FakeEventSource.opened).toHaveLength(3);

  // Many failures: the delay stops growing at the maximum.
  for (let i = 0; i < 10; i += 1) {
    act(() => FakeEventSource.latest!.fail());
    act(() => jest.advanceTimersByTime(RECONNECT_MAX_MS));
  }
  expect(FakeEventSource.opened).toHaveLength(13);

  act(() => FakeEventSource.latest!.ready());
  expect(status()).toBe('live');
  act(() => FakeEventSource.latest!.fail());
  act(() => jest.advanceTimersByTime(RECONNECT_BASE_MS));
  expect(FakeEventSource.opened).toHaveLength(14);
  // An error of an old stream says nothing about the new one.
  act(() => first.fail());
  expect(FakeEventSource.opened).toHaveLength(14);
});

test('the stream closes a little after the last listener leaves, and stays open across a remount', () => {
  const { unmount } = render(<Listener filter={{}} seen={[]} />);
  const stream = FakeEventSource.latest!;
  unmount();
  act(() => jest.advanceTimersByTime(IDLE_CLOSE_MS - 1));
  const again = render(<Listener filter={{}} seen={[]} />);
  act(() => jest.advanceTimersByTime(IDLE_CLOSE_MS * 2));
  expect(stream.closed).toBe(false);
  expect(FakeEventSource.opened).toHaveLength(1);
  again.unmount();
  act(() => jest.advanceTimersByTime(IDLE_CLOSE_MS));
  expect(stream.closed).toBe(true);
});

test('no listener, no stream; a browser without EventSource is down for good', () => {
  render(<Listener filter={null} seen={[]} />);
  expect(FakeEventSource.opened).toHaveLength(0);
  installFakeEventSource({ unavailable: true });
  render(<Listener filter={{}} seen={[]} />);
  expect(status()).toBe('down');
  act(() => jest.advanceTimersByTime(RECONNECT_MAX_MS * 2));
  expect(status()).toBe('down');
});

/** A query kept live by job events: how often it was fetched, and its polling. */
function LiveList({ fetches, when }: { fetches: { n: number }; when?: (e: JobChangedEvent) => boolean }) {
  const live = useLiveQueries({ filter: { kinds: ['partner'] }, queryKeys: [['jobs']], when });
  useQuery({
    queryKey: ['jobs', 'list'],
    queryFn: async () => ++fetches.n,
    refetchInterval: live.refetchInterval,
  });
  return (
    <output data-testid="status">
      {live.status}:{String(live.refetchInterval)}
    </output>
  );
}

const renderLive = (fetches: { n: number }, when?: (e: JobChangedEvent) => boolean) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <LiveList fetches={fetches} when={when} />
    </QueryClientProvider>,
  );
const settle = () => act(async () => void (await jest.advanceTimersByTimeAsync(0)));

test('matching events refetch the keys once per burst; only events `when` accepts', async () => {
  const fetches = { n: 0 };
  renderLive(fetches, (e) => e.status !== 'running');
  await settle();
  expect(fetches.n).toBe(1);
  act(() => FakeEventSource.latest!.ready());
  expect(status()).toBe('live:false');

  act(() => {
    FakeEventSource.latest!.emit('job', event({ status: 'done' }));
    FakeEventSource.latest!.emit('job', event({ status: 'error', jobId: 8 }));
    FakeEventSource.latest!.emit('job', event({ kind: 'export', status: 'done' }));
  });
  await act(async () => void (await jest.advanceTimersByTimeAsync(300)));
  expect(fetches.n).toBe(2);

  // A progress report is not what `when` asks for; another kind is not in the filter.
  act(() => FakeEventSource.latest!.emit('job', event({ status: 'running' })));
  await act(async () => void (await jest.advanceTimersByTimeAsync(1000)));
  expect(fetches.n).toBe(2);
});

test('while the stream is down the queries poll every 5 s; back live, they fetch once and stop polling', async () => {
  const fetches = { n: 0 };
  renderLive(fetches);
  await settle();
  act(() => FakeEventSource.latest!.ready());
  act(() => FakeEventSource.latest!.fail());
  expect(status()).toBe('down:5000');
  await act(async () => void (await jest.advanceTimersByTimeAsync(5000)));
  expect(fetches.n).toBe(2);
  // The reconnect (after 1 s) is live again: one fetch for what was missed, then no polling.
  await act(async () => void (await jest.advanceTimersByTimeAsync(RECONNECT_BASE_MS)));
  act(() => FakeEventSource.latest!.ready());
  await settle();
  expect(status()).toBe('live:false');
  expect(fetches.n).toBe(3);
  await act(async () => void (await jest.advanceTimersByTimeAsync(20_000)));
  expect(fetches.n).toBe(3);
});

test('a progress event moves only the counters it carries; other events leave the rows alone', () => {
  const event = parseJobEvent(JSON.stringify({ ...jobEventBase, progress: { read: 900, bytesRead: 500 } }));
  expect(event?.progress).toEqual({ read: 900, bytesRead: 500 });
  const rows = [
    {
      id: 7,
      progress: { read: 1, new: 4, changed: 1, unchanged: 0, skipped: 0, bytesRead: 1, bytesTotal: 1000 },
    },
    {
      id: 8,
      progress: { read: 2, new: 0, changed: 0, unchanged: 0, skipped: 0, bytesRead: 0, bytesTotal: null },
    },
  ];
  expect(withProgress(rows, event!)).toEqual([
    {
      id: 7,
      progress: { read: 900, new: 4, changed: 1, unchanged: 0, skipped: 0, bytesRead: 500, bytesTotal: 1000 },
    },
    rows[1],
  ]);
  // not a progress report of one of these jobs: the caller fetches again
  expect(withProgress(rows, { ...event!, status: 'done' })).toBeUndefined();
  expect(withProgress(rows, { ...event!, jobId: 9 })).toBeUndefined();
});

test("with a kind's counters named, only those move (an export's row never gains import counters)", () => {
  const event = parseJobEvent(
    JSON.stringify({ ...jobEventBase, progress: { sent: 300, created: 250, read: 12, bytesRead: 9 } }),
  );
  const rows = [{ id: 7, progress: { sent: 100, created: 100, updated: 0, refused: 0, skipped: 3 } }];
  expect(withProgress(rows, event!, ['sent', 'created', 'updated', 'refused', 'skipped'])).toEqual([
    { id: 7, progress: { sent: 300, created: 250, updated: 0, refused: 0, skipped: 3 } },
  ]);
});
