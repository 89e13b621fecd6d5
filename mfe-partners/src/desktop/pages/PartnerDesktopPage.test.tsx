import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { JobChangedEvent, PartnerJobDesktop } from '@feedhub/contracts';
import { jobEventStream } from '@feedhub/api-client';
import {
  FakeEventSource,
  fakeApi,
  installFakeEventSource,
  type FakeRoutes,
} from '@feedhub/api-client/testing';
import { renderWithQueries } from '@feedhub/ui/testing';
import { partnersFixture } from '../../partners/fixtures';
import { desktopFixture, jobFixture, logFixture } from '../fixtures';
import { PartnerDesktopPage } from './PartnerDesktopPage';

/** The answers the page reads; `desktop` answers the desktop (a function sees the query). */
const routes = (
  desktop: FakeRoutes[string] = { data: desktopFixture },
  extra: FakeRoutes = {},
): FakeRoutes => ({
  'get /api/partners/list': { data: { rows: partnersFixture, total: partnersFixture.length } },
  'get /api/partner-job/desktop': desktop,
  'get /api/partner-job/log/10': { data: { rows: logFixture, total: logFixture.length } },
  ...extra,
});

/** Where the router is (paging and the log live in the URL). */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const renderPage = (path = '/partners/desktop') =>
  renderWithQueries(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/partners/desktop" element={<PartnerDesktopPage />} />
      </Routes>
      <Location />
    </MemoryRouter>,
  );
const location = () => screen.getByTestId('location').textContent;
const row = (id: number) => document.querySelector(`tr[data-job="${id}"]`) as HTMLElement;
const desktopCalls = (api: { calls: { path: string; payload: unknown }[] }) =>
  api.calls.filter((c) => c.path === '/api/partner-job/desktop');
const stream = () => FakeEventSource.latest as FakeEventSource;
const jobEvent = (over: Partial<JobChangedEvent>): JobChangedEvent => ({
  kind: 'partner',
  jobId: 10,
  taskId: 3,
  partnerId: 5,
  status: 'running',
  ...over,
});

// Four tables of Mantine rows take a while to render in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => installFakeEventSource());
afterEach(() => jobEventStream.stop());

test('asks for the first pages of error and done (50 a page, SPEC §9) and counts them over all pages', async () => {
  const api = fakeApi(routes({ data: { ...desktopFixture, errorTotal: 31, doneTotal: 260 } }));
  renderPage();
  await screen.findByText('260 jobs');
  expect(desktopCalls(api)[0].payload).toEqual({ errorPage: 1, donePage: 1, perPage: 50 });
  expect(within(screen.getByRole('region', { name: 'Error' })).getByTestId('section-count').textContent).toBe(
    '31 jobs',
  );
  expect(within(screen.getByRole('region', { name: 'Done' })).getByText('1–1 of 260')).toBeTruthy();
  // running and pending come whole: no pager
  for (const name of ['Running', 'Pending'])
    expect(
      within(screen.getByRole('region', { name })).queryByRole('button', { name: 'Next page' }),
    ).toBeNull();
});

test('the done table pages on the server; the page and the partner are in the URL', async () => {
  const api = fakeApi(routes({ data: { ...desktopFixture, doneTotal: 60 } }));
  renderPage('/partners/desktop?partnerId=5');
  const done = within(await screen.findByRole('region', { name: 'Done' }));
  await screen.findByText('1–1 of 60');
  fireEvent.click(done.getByRole('button', { name: 'Next page' }));
  await waitFor(() =>
    expect(desktopCalls(api).at(-1)?.payload).toEqual({
      filter: { partnerId: 5 },
      errorPage: 1,
      donePage: 2,
      perPage: 50,
    }),
  );
  expect(location()).toBe('/partners/desktop?partnerId=5&donePage=2');
});

test('a progress event moves a running job’s counters without fetching the desktop again', async () => {
  const api = fakeApi(routes());
  renderPage();
  await screen.findByText('25%');
  act(() => stream().ready());
  expect(screen.getByTestId('live-status').textContent).toBe('Live');
  act(() =>
    stream().emit('job', jobEvent({ progress: { read: 2500, new: 40, bytesRead: 750, bytesTotal: 1000 } })),
  );
  expect(await within(row(10)).findByText('75%')).toBeTruthy();
  expect(within(row(10)).getByText('2,500')).toBeTruthy();
  expect(within(row(10)).getByText('40')).toBeTruthy();
  await act(async () => void (await new Promise((r) => setTimeout(r, 400))));
  expect(desktopCalls(api)).toHaveLength(1);
});

test('a status change (a job done, another partner’s job ignored) fetches the desktop again', async () => {
  let desktop: PartnerJobDesktop = desktopFixture;
  const api = fakeApi(routes(() => ({ data: desktop })));
  renderPage('/partners/desktop?partnerId=5');
  await screen.findByText('25%');
  act(() => stream().ready());
  act(() => stream().emit('job', jobEvent({ partnerId: 6, jobId: 99, status: 'done' })));
  await act(async () => void (await new Promise((r) => setTimeout(r, 400))));
  expect(desktopCalls(api)).toHaveLength(1);

  desktop = {
    ...desktopFixture,
    running: desktopFixture.running.slice(1),
    done: [jobFixture({ id: 10 }), ...desktopFixture.done],
    doneTotal: 2,
  };
  act(() => stream().emit('job', jobEvent({ status: 'done' })));
  await waitFor(() => expect(desktopCalls(api)).toHaveLength(2));
  const done = within(screen.getByRole('region', { name: 'Done' }));
  expect(await done.findByText('2 jobs')).toBeTruthy();
  expect(row(10).closest('section')?.getAttribute('data-section')).toBe('done');
});

test('while the stream is down the page says so and polls every 5 s', async () => {
  jest.useFakeTimers();
  try {
    const api = fakeApi(routes());
    renderPage();
    await act(async () => void (await jest.advanceTimersByTimeAsync(0)));
    act(() => stream().fail());
    expect(screen.getByTestId('live-status').textContent).toBe('Refreshing every 5 s');
    const before = desktopCalls(api).length;
    await act(async () => void (await jest.advanceTimersByTimeAsync(5000)));
    expect(desktopCalls(api).length).toBe(before + 1);
  } finally {
    jest.useRealTimers();
  }
});

test('an open log of a running job is fetched again on its job’s events', async () => {
  const api = fakeApi(routes());
  renderPage('/partners/desktop?log=10');
  expect(await screen.findByText('Feed ended unexpectedly')).toBeTruthy();
  act(() => stream().ready());
  const logCalls = () => api.calls.filter((c) => c.path === '/api/partner-job/log/10').length;
  const before = logCalls();
  act(() => stream().emit('job', jobEvent({ progress: { read: 600 } })));
  await waitFor(() => expect(logCalls()).toBe(before + 1), { timeout: 2000 });
});
