import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PERMISSIONS, type JobChangedEvent } from '@feedhub/contracts';
import { ApiError, jobEventStream } from '@feedhub/api-client';
import {
  FakeEventSource,
  fakeApi,
  installFakeEventSource,
  type FakeCall,
  type FakeRoutes,
} from '@feedhub/api-client/testing';
import { loginWith, renderWithQueries } from '@feedhub/ui/testing';
import { noticesFixture, partnerOptionsFixture, partnersDesktopFixture, runningFixture } from '../fixtures';
import { HomePage } from './HomePage';

// Several Mantine tables take a while to render in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const list = <T,>(rows: T[]) => ({ data: { rows, total: rows.length } });

/** Every answer the page may read; `extra` adds or replaces some. */
const routes = (extra: FakeRoutes = {}): FakeRoutes => ({
  'get /api/partners/list': list(partnerOptionsFixture),
  'get /api/partners/desktop': list(partnersDesktopFixture),
  'get /api/log/errors': list(noticesFixture),
  'get /api/jobs/running': list([runningFixture()]),
  'get /api/partner-job/log/9': list([
    { id: 1, createdAt: '2026-11-24T08:05:00.000Z', type: 'error', message: 'HTTP 404 from the feed' },
  ]),
  ...extra,
});

/** Where the router is (the partner, pages and the open log live in the URL). */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const renderHome = (path = '/') =>
  renderWithQueries(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/partners/:id/product/:productId" element={<p>Product page</p>} />
      </Routes>
      <Location />
    </MemoryRouter>,
  );
const location = () => screen.getByTestId('location').textContent;
const callsTo = (api: { calls: FakeCall[] }, path: string) => api.calls.filter((c) => c.path === path);
const region = (name: string) => screen.getByRole('region', { name });
const stream = () => FakeEventSource.latest as FakeEventSource;
const jobEvent = (over: Partial<JobChangedEvent>): JobChangedEvent => ({
  kind: 'partner',
  jobId: 10,
  taskId: 3,
  partnerId: 5,
  status: 'running',
  ...over,
});

beforeEach(() => installFakeEventSource());
afterEach(() => {
  jobEventStream.stop();
  localStorage.clear();
});

test('everything for a user who holds it all: running jobs, the partners with their links, the notices', async () => {
  loginWith(['*'], PERMISSIONS);
  const api = fakeApi(routes());
  renderHome();

  const running = within(region('Running now'));
  expect(await running.findByText('Import products')).toBeTruthy();
  expect(running.getByText('25%')).toBeTruthy();
  expect(running.getByTestId('counters').textContent).toBe('read 500 · new 4 · changed 1 · skipped 5');
  expect(running.getByRole('link', { name: 'Demo supplier' }).getAttribute('href')).toBe(
    '/partners/desktop?partnerId=5',
  );

  const partners = within(region('Partners'));
  const demo = await partners.findByRole('link', { name: 'Demo supplier' });
  expect(demo.getAttribute('href')).toBe('/partners/5/products');
  expect(
    partners.getByRole('link', { name: 'Demo supplier: 7 unmapped categories' }).getAttribute('href'),
  ).toBe('/partners/5/categories?isMapped=2');
  expect(
    partners.getByRole('link', { name: 'Demo supplier: 1 product waiting for export' }).getAttribute('href'),
  ).toBe('/partners/5/products?pimExport=1');
  expect(partners.getByText('1,234')).toBeTruthy();
  expect(partners.getByText('Never imported')).toBeTruthy();
  expect(callsTo(api, '/api/partners/desktop')[0].payload).toEqual({
    page: 1,
    perPage: 50,
    order: { field: 'name', direction: 'asc' },
  });

  const notices = within(region('Error notices'));
  expect(await notices.findByText('The feed could not be downloaded: HTTP 404')).toBeTruthy();
  expect(notices.getByTestId('notice-count').textContent).toBe('2');
  expect(notices.getByText(/Demo supplier$/)).toBeTruthy();
  // the log only for the import notice's job; delete on each
  expect(
    notices.getAllByRole('button', { name: /^Log of job/ }).map((b) => b.getAttribute('aria-label')),
  ).toEqual(['Log of job 9']);
  expect(notices.getAllByRole('button', { name: 'Delete notice' })).toHaveLength(2);
  expect(screen.getByTestId('live-status')).toBeTruthy();
});

test('a user without those permissions sees the notices only and never calls what they may not', async () => {
  loginWith([], PERMISSIONS);
  const api = fakeApi(routes());
  renderHome('/?log=9');
  expect(await screen.findByText('The PIM refused 3 products')).toBeTruthy();
  expect(screen.queryByRole('region', { name: 'Running now' })).toBeNull();
  expect(screen.queryByRole('region', { name: 'Partners' })).toBeNull();
  expect(screen.queryByRole('region', { name: 'Find a product' })).toBeNull();
  expect(screen.queryByRole('button', { name: /^Log of job/ })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Delete notice' })).toBeNull();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.queryByTestId('live-status')).toBeNull();
  expect([...new Set(api.calls.map((c) => c.path))]).toEqual(['/api/log/errors']);
  expect(FakeEventSource.opened).toHaveLength(0);
});

test('find a product: a SKU opens its product; a SKU nobody has is said under the field', async () => {
  loginWith(['partnerProducts'], PERMISSIONS);
  const api = fakeApi(
    routes({
      'get /api/partner-products/find': (query: unknown) => {
        const { sku } = query as { sku: string };
        if (sku === 'SKU-7') return { data: { id: 7, partnerId: 5 } };
        throw new ApiError(404, 'product_sku_not_found', `No product has SKU ${sku}`);
      },
    }),
  );
  renderHome();
  const search = within(region('Find a product'));
  const field = search.getByLabelText('SKU');
  const find = search.getByRole('button', { name: 'Open product' });
  expect(find.hasAttribute('disabled')).toBe(true); // nothing to look for yet
  fireEvent.change(field, { target: { value: ' NOPE ' } });
  fireEvent.click(find);
  expect(await search.findByText('No product has SKU NOPE')).toBeTruthy();
  expect(location()).toBe('/');
  fireEvent.change(field, { target: { value: 'SKU-7' } });
  // Typing clears the old answer.
  await waitFor(() => expect(search.queryByText('No product has SKU NOPE')).toBeNull());
  fireEvent.submit(field.closest('form') as HTMLFormElement);
  await waitFor(() => expect(location()).toBe('/partners/5/product/7'));
  expect(callsTo(api, '/api/partner-products/find').map((c) => c.payload)).toEqual([
    { sku: 'NOPE' },
    { sku: 'SKU-7' },
  ]);
  // Neither partners nor running jobs for this user: only what it may call.
  expect(screen.queryByRole('region', { name: 'Partners' })).toBeNull();
  expect([...new Set(api.calls.map((c) => c.path))].sort()).toEqual([
    '/api/log/errors',
    '/api/partner-products/find',
  ]);
});

test('a partner picked and searched loads its row; the partner is in the URL; Reset shows all', async () => {
  loginWith(['partners'], PERMISSIONS);
  const api = fakeApi(
    routes({
      'get /api/partners/desktop': (query: unknown) =>
        list(
          partnersDesktopFixture.filter(
            (r) => !(query as { filter?: { partner: number } }).filter || r.partner.id === 6,
          ),
        ),
    }),
  );
  renderHome();
  expect(screen.queryByRole('region', { name: 'Running now' })).toBeNull();
  const partners = within(region('Partners'));
  await partners.findByText('Demo supplier');
  // without partnerProducts the partner is no link
  expect(partners.queryByRole('link', { name: 'Demo supplier' })).toBeNull();

  const picker = partners.getByRole('combobox', { name: 'Partner' }) as HTMLInputElement;
  await waitFor(() => expect(picker.disabled).toBe(false));
  fireEvent.click(picker);
  fireEvent.click(await screen.findByRole('option', { name: 'Baltic Parts', hidden: true }));
  fireEvent.click(partners.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(partners.queryByText('Demo supplier')).toBeNull());
  expect(location()).toBe('/?partner=6');
  expect(callsTo(api, '/api/partners/desktop').at(-1)?.payload).toMatchObject({ filter: { partner: 6 } });

  fireEvent.click(partners.getByRole('button', { name: 'Reset' }));
  expect(await partners.findByText('Demo supplier')).toBeTruthy();
  expect(location()).toBe('/');
});

test('a notice is deleted only after the confirm with SPEC’s text; the notices load again', async () => {
  loginWith(['can_dismiss_errors'], PERMISSIONS);
  let rows = noticesFixture;
  const api = fakeApi(
    routes({
      'get /api/log/errors': () => list(rows),
      'delete /api/log/delete/31': () => {
        rows = rows.slice(1);
        return { message: 'Error notice deleted' };
      },
    }),
  );
  renderHome();
  const notices = within(region('Error notices'));
  await notices.findByText('The feed could not be downloaded: HTTP 404');
  const first = () => notices.getAllByRole('button', { name: 'Delete notice' })[0];

  fireEvent.click(first());
  expect(await screen.findByText('Are you sure you want delete?')).toBeTruthy();
  await act(async () => fireEvent.click(screen.getByTestId('confirm-no')));
  expect(api.calls.some((c) => c.method === 'delete')).toBe(false);

  fireEvent.click(first());
  await act(async () => fireEvent.click(await screen.findByTestId('confirm-yes')));
  await waitFor(() => expect(notices.queryByText('The feed could not be downloaded: HTTP 404')).toBeNull());
  expect(callsTo(api, '/api/log/delete/31')).toHaveLength(1);
  expect(notices.getByTestId('notice-count').textContent).toBe('1');
});

test('an import notice opens its job’s partner job log (in the URL)', async () => {
  loginWith(['partnerDesktop'], PERMISSIONS);
  fakeApi(routes());
  renderHome();
  fireEvent.click(await screen.findByRole('button', { name: 'Log of job 9' }));
  const dialog = await screen.findByRole('dialog', { name: 'Partner job log #9' });
  expect(await within(dialog).findByText('HTTP 404 from the feed')).toBeTruthy();
  expect(location()).toBe('/?log=9');
});

test('live: a running job’s counters move in place; a job that ends refreshes running, notices and partners', async () => {
  loginWith(['*'], PERMISSIONS);
  let running = [runningFixture()];
  const api = fakeApi(routes({ 'get /api/jobs/running': () => list(running) }));
  renderHome();
  const panel = within(region('Running now'));
  await panel.findByText('25%');
  act(() => stream().ready());
  expect(screen.getByTestId('live-status').textContent).toBe('Live');

  act(() => stream().emit('job', jobEvent({ progress: { read: 900, bytesRead: 500 } })));
  expect(await panel.findByText('50%')).toBeTruthy();
  expect(panel.getByTestId('counters').textContent).toBe('read 900 · new 4 · changed 1 · skipped 5');
  expect(callsTo(api, '/api/jobs/running')).toHaveLength(1);

  const before = {
    notices: callsTo(api, '/api/log/errors').length,
    partners: callsTo(api, '/api/partners/desktop').length,
  };
  running = [];
  act(() => stream().emit('job', jobEvent({ status: 'error' })));
  await waitFor(() => expect(panel.queryByText('Import products')).toBeNull());
  await waitFor(() => expect(callsTo(api, '/api/log/errors').length).toBe(before.notices + 1));
  expect(callsTo(api, '/api/partners/desktop').length).toBe(before.partners + 1);
});
