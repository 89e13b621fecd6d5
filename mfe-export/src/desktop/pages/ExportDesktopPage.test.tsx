import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ExportJobDesktop, JobChangedEvent } from '@feedhub/contracts';
import { ApiError, createQueryClient, jobEventStream } from '@feedhub/api-client';
import {
  FakeEventSource,
  fakeApi,
  installFakeEventSource,
  type FakeRoutes,
} from '@feedhub/api-client/testing';
import { renderUi } from '@feedhub/ui/testing';
import {
  emptyExportDesktopFixture,
  exportDesktopFixture,
  exportJobFixture,
  exportLogFixture,
} from '../fixtures';
import { ExportDesktopPage } from './ExportDesktopPage';

/** The answers the page reads; `desktop` answers the desktop (a function sees the query). */
const routes = (
  desktop: FakeRoutes[string] = { data: exportDesktopFixture },
  extra: FakeRoutes = {},
): FakeRoutes => ({
  'get /api/export/desktop': desktop,
  'get /api/export/log/18': { data: { rows: exportLogFixture, total: exportLogFixture.length } },
  ...extra,
});

/** Where the router is (paging and the log live in the URL). */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** The page in a router, with the shell's QueryClient (its toasts are spies here). */
function renderPage(path = '/export') {
  const feedback = { success: jest.fn(), error: jest.fn() };
  renderUi(
    <QueryClientProvider client={createQueryClient(feedback)}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/export" element={<ExportDesktopPage />} />
        </Routes>
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return feedback;
}
const location = () => screen.getByTestId('location').textContent;
const row = (id: number) => document.querySelector(`tr[data-job="${id}"]`) as HTMLElement;
const section = (name: string) => screen.getByRole('region', { name });
const desktopCalls = (api: { calls: { path: string; payload: unknown }[] }) =>
  api.calls.filter((c) => c.path === '/api/export/desktop');
const stream = () => FakeEventSource.latest as FakeEventSource;
const jobEvent = (over: Partial<JobChangedEvent>): JobChangedEvent => ({
  kind: 'export',
  jobId: 20,
  taskId: null,
  partnerId: null,
  status: 'running',
  ...over,
});

// Four tables of Mantine rows take a while to render in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => installFakeEventSource());
afterEach(() => jobEventStream.stop());

test('four tables with ids, statuses, last change and counters; rows with errors tinted in running and done only', async () => {
  const api = fakeApi(routes());
  renderPage();
  await screen.findByRole('heading', { name: 'Export desktop', level: 2 });
  await waitFor(() => expect(row(20)).toBeTruthy());
  expect(desktopCalls(api)[0].payload).toEqual({ errorPage: 1, donePage: 1, perPage: 50 });
  expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
    'Running',
    'Pending',
    'Error',
    'Done',
  ]);
  expect(within(section('Done')).getByTestId('section-count').textContent).toBe('2 jobs');
  // the counters, in the interface language, under their titles
  const done = within(row(18));
  expect(done.getByText('Done')).toBeTruthy();
  expect(done.getByText('1,250')).toBeTruthy();
  expect(done.getByText('1,200')).toBeTruthy();
  expect(done.getByText(/^\d\d\.\d\d\.2026 \d\d:\d\d$/)).toBeTruthy();
  const titles = [...section('Done').querySelectorAll('thead th')].map((th) => th.textContent);
  expect(titles).toEqual([
    'ID',
    'Status',
    'Last changed',
    'Sent',
    'Created',
    'Updated',
    'Refused',
    'Skipped',
    'Actions',
  ]);
  // SPEC: errors highlighted in the running and done tables; the error table is all errors
  expect(row(20).getAttribute('data-tint')).toBe('red');
  expect(row(18).getAttribute('data-tint')).toBe('red');
  expect(row(17).getAttribute('data-tint')).toBeNull();
  expect(row(19).getAttribute('data-tint')).toBeNull();
  expect(screen.getByTestId('has-error-help')).toBeTruthy();
  // the failed job's error under its row
  expect(within(section('Error')).getByText('The PIM did not answer: connection refused')).toBeTruthy();
  // a running job's bar moves (an export's total is not known)
  expect(within(row(20)).getByTestId('job-progress').getAttribute('data-indeterminate')).toBe('true');
});

test('delete only in running and pending, after the confirmation; the desktop is fetched again', async () => {
  const api = fakeApi(
    routes(undefined, { 'delete /api/export/delete/21': { data: null, message: 'Export job deleted' } }),
  );
  const feedback = renderPage();
  await waitFor(() => expect(row(21)).toBeTruthy());
  for (const id of [20, 21])
    expect(within(row(id)).getByRole('button', { name: `Delete export job ${id}` })).toBeTruthy();
  for (const id of [19, 18, 17])
    expect(within(row(id)).queryByRole('button', { name: /^Delete/ })).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'Delete export job 21' }));
  expect(await screen.findByText('Are you sure you want delete?')).toBeTruthy();
  await act(async () => fireEvent.click(screen.getByTestId('confirm-yes')));
  await waitFor(() => expect(feedback.success).toHaveBeenCalledWith('Export job deleted'));
  expect(api.calls.filter((c) => c.method === 'delete').map((c) => c.path)).toEqual([
    '/api/export/delete/21',
  ]);
  await waitFor(() => expect(desktopCalls(api).length).toBe(2));
});

test('a cancelled confirmation deletes nothing', async () => {
  const api = fakeApi(routes());
  renderPage();
  await waitFor(() => expect(row(20)).toBeTruthy());
  fireEvent.click(screen.getByRole('button', { name: 'Delete export job 20' }));
  await act(async () => fireEvent.click(await screen.findByTestId('confirm-no')));
  expect(api.calls.some((c) => c.method === 'delete')).toBe(false);
});

test('Add export job posts no body; the answer is the green toast and the desktop is fetched again', async () => {
  const api = fakeApi(
    routes(undefined, { 'post /api/export/add': { data: { id: 22 }, message: 'Export job added' } }),
  );
  const feedback = renderPage();
  await waitFor(() => expect(row(20)).toBeTruthy());
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add export job' })));
  await waitFor(() => expect(feedback.success).toHaveBeenCalledWith('Export job added'));
  expect(api.calls.find((c) => c.method === 'post')).toEqual({
    method: 'post',
    path: '/api/export/add',
    payload: undefined,
  });
  await waitFor(() => expect(desktopCalls(api).length).toBe(2));
});

test('a pending job already: the red toast with the server’s translated message', async () => {
  fakeApi(
    routes(undefined, {
      'post /api/export/add': () => {
        throw new ApiError(409, 'pending_job_exists', 'Pending job already exists');
      },
    }),
  );
  const feedback = renderPage();
  await waitFor(() => expect(row(20)).toBeTruthy());
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add export job' })));
  await waitFor(() => expect(feedback.error).toHaveBeenCalledWith('Pending job already exists'));
  expect(feedback.success).not.toHaveBeenCalled();
});

test('view opens the job’s log (in the URL), error lines tinted; Close closes it', async () => {
  fakeApi(routes());
  renderPage();
  await waitFor(() => expect(row(18)).toBeTruthy());
  fireEvent.click(within(row(18)).getByRole('button', { name: 'Log of export job 18' }));
  const dialog = await screen.findByRole('dialog', { name: 'Export job log #18' });
  expect(await within(dialog).findByText('The PIM refused SKU-9: unknown family')).toBeTruthy();
  expect(dialog.querySelector('tr[data-type="error"]')?.textContent).toContain('unknown family');
  expect(location()).toBe('/export?log=18');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(location()).toBe('/export'));
});

test('a full-page loader until the desktop comes; an empty desktop shows one empty row per table', async () => {
  fakeApi(routes({ data: emptyExportDesktopFixture }));
  renderPage();
  // the first render: the answer is not there yet
  expect(screen.getByLabelText('Loading…').getAttribute('aria-busy')).toBe('true');
  expect(screen.queryByRole('region', { name: 'Running' })).toBeNull();
  await screen.findByRole('region', { name: 'Done' });
  expect(screen.queryByLabelText('Loading…')).toBeNull();
  expect(screen.getAllByText('Nothing to show')).toHaveLength(4);
  expect(screen.getAllByTestId('section-count').map((b) => b.textContent)).toEqual([
    '0 jobs',
    '0 jobs',
    '0 jobs',
    '0 jobs',
  ]);
  expect(screen.queryByTestId('has-error-help')).toBeNull();
});

test('a failed load: the red toast and an inline alert whose Retry loads again', async () => {
  let fail = true;
  const api = fakeApi(
    routes(() => {
      if (fail) throw new ApiError(500, 'internal_error', 'The jobs service did not answer');
      return { data: exportDesktopFixture };
    }),
  );
  const feedback = renderPage();
  const panel = await screen.findByTestId('error-panel');
  expect(within(panel).getByText('The jobs service did not answer')).toBeTruthy();
  expect(feedback.error).toHaveBeenCalledWith('The jobs service did not answer');
  fail = false;
  fireEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(row(20)).toBeTruthy());
  expect(desktopCalls(api)).toHaveLength(2);
});

test('the done table pages on the server; the page is in the URL', async () => {
  const api = fakeApi(routes({ data: { ...exportDesktopFixture, doneTotal: 60 } }));
  renderPage();
  await screen.findByText('1–2 of 60');
  fireEvent.click(within(section('Done')).getByRole('button', { name: 'Next page' }));
  await waitFor(() =>
    expect(desktopCalls(api).at(-1)?.payload).toEqual({ errorPage: 1, donePage: 2, perPage: 50 }),
  );
  expect(location()).toBe('/export?donePage=2');
});

test('a progress event moves a running job’s counters live, without fetching the desktop again', async () => {
  const api = fakeApi(routes());
  renderPage();
  await waitFor(() => expect(row(20)).toBeTruthy());
  act(() => stream().ready());
  expect(screen.getByTestId('live-status').textContent).toBe('Live');
  act(() => stream().emit('job', jobEvent({ progress: { sent: 2500, updated: 2450, refused: 9 } })));
  expect(await within(row(20)).findByText('2,500')).toBeTruthy();
  expect(within(row(20)).getByText('2,450')).toBeTruthy();
  expect(within(row(20)).getByText('9')).toBeTruthy();
  expect(within(row(20)).getByText('12')).toBeTruthy(); // created: not in the event, kept
  await act(async () => void (await new Promise((r) => setTimeout(r, 400))));
  expect(desktopCalls(api)).toHaveLength(1);
});

test('a job that ends (a partner job ignored) fetches the desktop again', async () => {
  let desktop: ExportJobDesktop = exportDesktopFixture;
  const api = fakeApi(routes(() => ({ data: desktop })));
  renderPage();
  await waitFor(() => expect(row(20)).toBeTruthy());
  act(() => stream().ready());
  act(() => stream().emit('job', jobEvent({ kind: 'partner', jobId: 99, status: 'done' })));
  await act(async () => void (await new Promise((r) => setTimeout(r, 400))));
  expect(desktopCalls(api)).toHaveLength(1);

  desktop = {
    ...exportDesktopFixture,
    running: [],
    done: [exportJobFixture({ id: 20 }), ...exportDesktopFixture.done],
    doneTotal: 3,
  };
  act(() => stream().emit('job', jobEvent({ status: 'done' })));
  await waitFor(() => expect(desktopCalls(api)).toHaveLength(2));
  expect(await within(section('Done')).findByText('3 jobs')).toBeTruthy();
  expect(row(20).closest('section')?.getAttribute('data-section')).toBe('done');
});
