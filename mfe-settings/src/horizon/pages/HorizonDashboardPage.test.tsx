import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PERMISSIONS, type JobChangedEvent } from '@feedhub/contracts';
import { jobEventStream } from '@feedhub/api-client';
import {
  FakeEventSource,
  fakeApi,
  installFakeEventSource,
  type FakeCall,
  type FakeRoutes,
} from '@feedhub/api-client/testing';
import { loginWith, renderWithQueries } from '@feedhub/ui/testing';
import { failedJobsFixture, runningJobsFixture, statsFixture } from '../fixtures';
import { STATS_REFRESH_MS } from '../queries';
import { HorizonDashboardPage } from './HorizonDashboardPage';

// Several Mantine tables and two charts take a while to render in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// jsdom lays nothing out: recharts says its container has no size.
beforeEach(() => {
  const warn = console.warn.bind(console);
  jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('of chart should be greater than 0')) warn(...args);
  });
  installFakeEventSource();
});
afterEach(() => {
  jest.restoreAllMocks();
  jobEventStream.stop();
  localStorage.clear();
});

const routes = (extra: FakeRoutes = {}): FakeRoutes => ({
  'get /api/horizon/stats': { data: statsFixture },
  'get /api/horizon/failed': { data: { rows: failedJobsFixture, total: 2 } },
  'get /api/jobs/running': { data: { rows: runningJobsFixture, total: 2 } },
  'get /api/jobs/log/9': {
    data: {
      rows: [{ id: 1, createdAt: '2026-11-24T08:05:00.000Z', type: 'error', message: 'HTTP 404' }],
      total: 1,
    },
  },
  ...extra,
});

const renderPage = (path = '/horizon/dashboard') =>
  renderWithQueries(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/horizon/dashboard" element={<HorizonDashboardPage />} />
      </Routes>
    </MemoryRouter>,
  );
const region = (name: string) => screen.getByRole('region', { name });
const queueRow = (name: string) => document.querySelector(`tr[data-queue="${name}"]`) as HTMLElement;
const callsTo = (api: { calls: FakeCall[] }, path: string) => api.calls.filter((c) => c.path === path);

test('the last hour in figures and charts, the queues, the failed jobs (newest first) and the workers', async () => {
  loginWith(['horizon'], PERMISSIONS);
  const api = fakeApi(routes());
  renderPage();
  expect(await screen.findByText('Jobs a minute (last hour)')).toBeTruthy();
  expect(screen.getAllByTestId('figure').map((f) => f.textContent)).toEqual(['4.5', '270', '2']);
  expect(screen.getByTestId('throughput-chart')).toBeTruthy();
  expect(screen.getByTestId('wait-chart')).toBeTruthy();

  expect(within(queueRow('high')).getByTestId('queue-state').textContent).toBe('Paused');
  expect(within(queueRow('medium')).getByText('1.2 sec / 1 min 5 sec')).toBeTruthy();
  expect(within(queueRow('medium')).getByText('3 min 20 sec / 2 hr 5 min')).toBeTruthy();
  expect(within(queueRow('high')).getAllByText('– / –')).toHaveLength(2);

  const failed = within(region('Failed jobs'));
  expect(await failed.findByText('Sync with PIM')).toBeTruthy();
  expect(failed.getByTestId('failed-count').textContent).toBe('2');
  const job9 = within(document.querySelector('tr[data-job="9"]') as HTMLElement);
  expect(job9.getByText('Demo supplier')).toBeTruthy();
  expect(job9.getByText('Nightly products')).toBeTruthy();
  expect(
    within(document.querySelector('tr[data-job="9"]') as HTMLElement).getByText('Attempt 3 of 3'),
  ).toBeTruthy();
  expect(callsTo(api, '/api/horizon/failed')[0].payload).toEqual({
    page: 1,
    perPage: 50,
    order: { field: 'finishedAt', direction: 'desc' },
  });
  // horizon sees the log of every kind of job
  expect(failed.getByRole('button', { name: 'Log of job 9' })).toBeTruthy();
  expect(failed.getByRole('button', { name: 'Log of job 8' })).toBeTruthy();

  const workers = within(region('Workers'));
  expect(workers.getByText('catalog@host-1:4211')).toBeTruthy();
  expect(workers.getByText('2 of 4')).toBeTruthy();
});

test('the running jobs: kind and queue, partner and task, progress with the counters of their kind, how long each has run', async () => {
  jest.useFakeTimers({ now: Date.parse('2026-11-24T08:10:00.000Z') });
  try {
    loginWith(['horizon'], PERMISSIONS);
    fakeApi(routes());
    renderPage();
    const running = within(region('Running jobs'));
    expect(await running.findByText('Export to the PIM')).toBeTruthy();
    expect(running.getByTestId('running-count').textContent).toBe('2');
    const row = (id: number) => within(document.querySelector(`tr[data-job="${id}"]`) as HTMLElement);
    expect(row(21).getByTestId('running-kind').textContent).toBe('Export · Medium');
    expect(row(21).getByTestId('counters').textContent).toBe(
      'sent 1,250 · created 1,200 · updated 50 · refused 0 · skipped 3',
    );
    expect(row(21).getByTestId('job-progress').getAttribute('data-indeterminate')).toBe('true');
    expect(row(21).getByTestId('running-age').textContent).toBe('3 min 20 sec');
    expect(row(21).getByText('since 24.11.2026 10:06')).toBeTruthy();
    expect(row(22).getByTestId('running-kind').textContent).toBe('Import · Medium');
    expect(row(22).getByText('Demo supplier')).toBeTruthy();
    expect(row(22).getByText('Nightly products')).toBeTruthy();
    expect(row(22).getByTestId('counters').textContent).toBe('read 1,200 · new 12 · changed 3 · skipped 0');
    expect(row(22).getByText('25%')).toBeTruthy();
    expect(row(22).getByText('Attempt 2 of 3')).toBeTruthy();
    expect(row(22).getByTestId('running-age').textContent).toBe('30 sec');
    // the age moves on by itself
    await act(async () => void (await jest.advanceTimersByTimeAsync(5000)));
    expect(row(22).getByTestId('running-age').textContent).toBe('35 sec');
    expect(running.getByRole('button', { name: 'Log of job 21' })).toBeTruthy();
  } finally {
    jest.useRealTimers();
  }
});

test('live: a running job’s progress moves its counters in place; a job that ends fetches the running jobs again', async () => {
  jest.useFakeTimers();
  try {
    loginWith(['horizon'], PERMISSIONS);
    let rows = runningJobsFixture;
    const api = fakeApi(routes({ 'get /api/jobs/running': () => ({ data: { rows, total: rows.length } }) }));
    renderPage();
    await act(async () => void (await jest.advanceTimersByTimeAsync(0)));
    const stream = FakeEventSource.latest as FakeEventSource;
    act(() => stream.ready());
    const running = within(region('Running jobs'));
    expect(await running.findByText('Export to the PIM')).toBeTruthy();
    const fetched = callsTo(api, '/api/jobs/running').length;
    const progress: JobChangedEvent = {
      kind: 'export',
      jobId: 21,
      taskId: null,
      partnerId: null,
      status: 'running',
      progress: { sent: 1300, created: 1250 },
    };
    act(() => stream.emit('job', progress));
    await act(async () => void (await jest.advanceTimersByTimeAsync(1000)));
    expect(
      within(document.querySelector('tr[data-job="21"]') as HTMLElement).getByTestId('counters').textContent,
    ).toBe('sent 1,300 · created 1,250 · updated 50 · refused 0 · skipped 3');
    expect(callsTo(api, '/api/jobs/running').length).toBe(fetched);

    rows = rows.slice(1);
    act(() => stream.emit('job', { ...progress, status: 'done' }));
    await act(async () => void (await jest.advanceTimersByTimeAsync(1000)));
    expect(callsTo(api, '/api/jobs/running').length).toBe(fetched + 1);
    await waitFor(() => expect(running.queryByText('Export to the PIM')).toBeNull());
    expect(running.getByTestId('running-count').textContent).toBe('1');
  } finally {
    jest.useRealTimers();
  }
});

test('Pause asks first (Cancel does nothing); Resume does not ask', async () => {
  loginWith(['horizon'], PERMISSIONS);
  const api = fakeApi(
    routes({
      'post /api/horizon/pause/medium': { message: 'Queue medium paused' },
      'post /api/horizon/resume/high': { message: 'Queue high resumed' },
    }),
  );
  renderPage();
  const pause = await screen.findByRole('button', { name: 'Pause the Medium queue' });
  fireEvent.click(pause);
  expect(await screen.findByText(/No new job of the Medium queue starts until it is resumed/)).toBeTruthy();
  await act(async () => fireEvent.click(screen.getByTestId('confirm-no')));
  expect(api.calls.some((c) => c.method === 'post')).toBe(false);

  fireEvent.click(pause);
  await act(async () => fireEvent.click(await screen.findByTestId('confirm-yes')));
  await waitFor(() => expect(callsTo(api, '/api/horizon/pause/medium')).toHaveLength(1));

  fireEvent.click(screen.getByRole('button', { name: 'Resume the High queue' }));
  await waitFor(() => expect(callsTo(api, '/api/horizon/resume/high')).toHaveLength(1));
  // the figures are fetched again after each
  await waitFor(() => expect(callsTo(api, '/api/horizon/stats').length).toBeGreaterThanOrEqual(3));
});

test('Retry runs a failed job again and the lists load again; a failed job’s log opens', async () => {
  loginWith(['horizon'], PERMISSIONS);
  let rows = failedJobsFixture;
  const api = fakeApi(
    routes({
      'get /api/horizon/failed': () => ({ data: { rows, total: rows.length } }),
      'post /api/horizon/retry/9': () => {
        rows = rows.slice(1);
        return { data: { id: 9 }, message: 'Job 9 queued again' };
      },
    }),
  );
  renderPage();
  const failed = within(region('Failed jobs'));
  expect(await failed.findByRole('button', { name: 'Log of job 9' })).toBeTruthy();
  fireEvent.click(failed.getByRole('button', { name: 'Log of job 9' }));
  const dialog = await screen.findByRole('dialog', { name: 'Job log #9' });
  expect(await within(dialog).findByText('HTTP 404')).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

  fireEvent.click(failed.getByRole('button', { name: 'Retry job 9' }));
  await waitFor(() => expect(failed.queryByText('Demo supplier')).toBeNull());
  expect(callsTo(api, '/api/horizon/retry/9')).toHaveLength(1);
  expect(failed.getByTestId('failed-count').textContent).toBe('1');
});

test('live: a job that fails fetches the figures and the failed jobs again; the figures every 10 s anyway', async () => {
  jest.useFakeTimers();
  try {
    loginWith(['horizon'], PERMISSIONS);
    const api = fakeApi(routes());
    renderPage();
    await act(async () => void (await jest.advanceTimersByTimeAsync(0)));
    const stream = FakeEventSource.latest as FakeEventSource;
    act(() => stream.ready());
    const before = {
      stats: callsTo(api, '/api/horizon/stats').length,
      failed: callsTo(api, '/api/horizon/failed').length,
    };

    const failedEvent: JobChangedEvent = {
      kind: 'system',
      jobId: 12,
      taskId: null,
      partnerId: null,
      status: 'error',
    };
    act(() => stream.emit('job', failedEvent));
    await act(async () => void (await jest.advanceTimersByTimeAsync(1000)));
    expect(callsTo(api, '/api/horizon/stats').length).toBe(before.stats + 1);
    expect(callsTo(api, '/api/horizon/failed').length).toBe(before.failed + 1);

    // a progress report moves the figures only
    act(() => stream.emit('job', { ...failedEvent, status: 'running', progress: { read: 5 } }));
    await act(async () => void (await jest.advanceTimersByTimeAsync(1000)));
    expect(callsTo(api, '/api/horizon/stats').length).toBe(before.stats + 2);
    expect(callsTo(api, '/api/horizon/failed').length).toBe(before.failed + 1);

    await act(async () => void (await jest.advanceTimersByTimeAsync(STATS_REFRESH_MS)));
    expect(callsTo(api, '/api/horizon/stats').length).toBe(before.stats + 3);
  } finally {
    jest.useRealTimers();
  }
});
