import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { JobChangedEvent, PartnerJob, PartnerJobDesktop } from '@feedhub/contracts';
import { jobEventStream } from '@feedhub/api-client';
import { FakeEventSource, installFakeEventSource } from '@feedhub/api-client/testing';
import { fakeServer, type FakeRequest } from '../../categories/testing';
import { importJobFixture, nothingDoneFixture, taskFixture } from '../../onboarding/fixtures';
import { classesFixture, partnerFixture, queuesFixture } from '../fixtures';
import { PartnerAddPage } from './PartnerAddPage';
import { PartnerEditPage } from './PartnerEditPage';

/**
 * A new partner's first run through the pages, against a fake server through the real API client:
 * Save lands on the partner with its checklist, "Run first import" queues the three imports with one
 * call, and their states and progress follow the job events.
 */

const queued = (id: number, method: PartnerJob['partnerTask']['methodName']) =>
  importJobFixture(id, method, {
    status: 'pending',
    statusTrans: 'Pending',
    startedAt: null,
    finishedAt: null,
    progress: { read: 0, new: 0, changed: 0, unchanged: 0, skipped: 0, bytesRead: 0, bytesTotal: null },
  });
const emptyDesktop: PartnerJobDesktop = {
  running: [],
  pending: [],
  held: [],
  error: [],
  done: [],
  errorTotal: 0,
  doneTotal: 0,
};

/** The server of the add page, then of the new partner's edit page; `desktop` is what the job desktop answers now. */
function start() {
  const state = { desktop: emptyDesktop };
  const server = fakeServer((r: FakeRequest) => {
    const json = (data: unknown, message?: string) => ({ body: { data, ...(message ? { message } : {}) } });
    switch (`${r.method} ${r.path}`) {
      case 'GET /api/partner-tasks/default-list':
        return json({
          rows: (['importCategories', 'importAttributes', 'importProducts'] as const).map((method, i) => {
            const { id: _id, partnerId: _p, ...task } = taskFixture(i + 1, method, { cron: '0 5 * * *' });
            return task;
          }),
          total: 3,
        });
      case 'GET /api/partners/classes':
        return json(classesFixture);
      case 'GET /api/partner-tasks/queues':
        return json(queuesFixture);
      case 'POST /api/partners/save':
        return json({ id: 7 }, 'Partner saved');
      case 'GET /api/partners/7':
        return json({ ...partnerFixture, id: 7, tasks: [] });
      case 'GET /api/partners/mapping-progress':
        return json([]);
      case 'GET /api/partners/onboarding':
        return json(nothingDoneFixture);
      case 'GET /api/partner-job/desktop':
        return json(state.desktop);
      case 'POST /api/jobs/first-import':
        state.desktop = {
          ...emptyDesktop,
          pending: [
            queued(81, 'importCategories'),
            queued(82, 'importAttributes'),
            queued(83, 'importProducts'),
          ],
        };
        return json(
          { jobIds: [81, 82, 83], skipped: [] },
          'First import queued: 3 jobs (categories, attributes, products, in that order)',
        );
      default:
        return undefined;
    }
  });
  server.renderAt(
    <Routes>
      <Route path="/partners/add" element={<PartnerAddPage />} />
      <Route path="/partners/:id/edit" element={<PartnerEditPage />} />
    </Routes>,
    { path: '/partners/add', route: '*' },
  );
  return { server, state };
}

const stream = () => FakeEventSource.latest as FakeEventSource;
const jobEvent = (over: Partial<JobChangedEvent>): JobChangedEvent => ({
  kind: 'partner',
  jobId: 81,
  taskId: 72,
  partnerId: 7,
  status: 'running',
  ...over,
});
const jobRow = (id: number) => document.querySelector(`[data-job="${id}"]`) as HTMLElement;

// The partner form is long: Mantine's inputs take a while in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });
beforeEach(() => installFakeEventSource());
afterEach(() => jobEventStream.stop());

test('a new partner saved lands on its checklist; Run first import queues the three imports in one call, their states and progress live', async () => {
  const { server, state } = start();
  fireEvent.change(await screen.findByLabelText('Name *'), { target: { value: 'Acme Supplies' } });
  await waitFor(() => expect(server.requests.some((r) => r.path === '/api/partners/classes')).toBe(true));
  fireEvent.click(screen.getByLabelText('Feed class *', { selector: 'input' }));
  // the dropdown's transition keeps it hidden in jsdom: its options are looked up hidden
  fireEvent.click(await screen.findByRole('option', { name: /^XML/, hidden: true }));
  fireEvent.change(screen.getByLabelText(/^Params \(JSON\)/), {
    target: { value: '{"url": "https://supplier.example/feed.xml", "itemPath": "products/product"}' },
  });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  await waitFor(() => expect(server.feedback.success).toHaveBeenCalledWith('Partner saved'));

  // the new partner's page, the checklist on it: the import is the next step, its one line says what it does
  const checklist = await screen.findByRole('region', { name: 'First run checklist' });
  const imported = checklist.querySelector('[data-step="imported"]') as HTMLElement;
  expect(imported.getAttribute('aria-current')).toBe('step');
  expect(
    within(imported).getByText(
      'Run first import imports the feed’s categories, then its attributes, then its products, one after another.',
    ),
  ).toBeTruthy();
  expect(
    server.requests.filter((r) => r.path === '/api/partners/onboarding')[0]?.query.get('partnerId'),
  ).toBe('7');

  await act(async () => fireEvent.click(within(imported).getByRole('button', { name: 'Run first import' })));
  const runs = server.requests.filter((r) => r.path === '/api/jobs/first-import');
  expect(runs).toHaveLength(1);
  expect(runs[0].method).toBe('POST');
  expect(runs[0].body).toEqual({ partnerId: 7 });
  await waitFor(() =>
    expect(server.feedback.success).toHaveBeenCalledWith(
      'First import queued: 3 jobs (categories, attributes, products, in that order)',
    ),
  );

  // the three jobs in run order, waiting; no second Run while they do
  const jobs = await within(imported).findByRole('list', { name: 'Import jobs' });
  await waitFor(() =>
    expect(Array.from(jobs.querySelectorAll('[data-job]')).map((li) => li.textContent)).toEqual([
      'Import categoriesPending',
      'Import attributesPending',
      'Import productsPending',
    ]),
  );
  expect(within(imported).queryByRole('button', { name: 'Run first import' })).toBeNull();
  expect(
    within(imported).getByText('The import is queued or running: the steps below fill in as it goes.'),
  ).toBeTruthy();

  // the categories import starts: the event fetches the jobs again; its progress reports move the bar in place
  act(() => stream().ready());
  const [categories, ...rest] = state.desktop.pending;
  state.desktop = {
    ...state.desktop,
    pending: rest,
    running: [
      {
        ...categories,
        status: 'running',
        statusTrans: 'Running',
        progress: { ...categories.progress, bytesRead: 0, bytesTotal: 1000 },
      },
    ],
  };
  act(() => stream().emit('job', jobEvent({ status: 'running' })));
  await waitFor(() => expect(within(jobRow(81)).getByText('Running')).toBeTruthy());
  const fetched = server.requests.filter((r) => r.path === '/api/partner-job/desktop').length;
  act(() =>
    stream().emit('job', jobEvent({ progress: { read: 120, new: 120, bytesRead: 500, bytesTotal: 1000 } })),
  );
  await waitFor(() => expect(within(jobRow(81)).getByText('50%')).toBeTruthy());
  expect(within(jobRow(81)).getByTestId('counters').textContent).toContain('read 120');
  expect(server.requests.filter((r) => r.path === '/api/partner-job/desktop').length).toBe(fetched);
  expect(server.feedback.error).not.toHaveBeenCalled();
});
