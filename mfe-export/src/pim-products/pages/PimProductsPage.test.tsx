import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiError, createQueryClient } from '@feedhub/api-client';
import { fakeApi, type FakeRoutes } from '@feedhub/api-client/testing';
import { renderUi } from '@feedhub/ui/testing';
import { pimDetailFixture, pimRowsFixture } from '../fixtures';
import { PimProductsPage } from './PimProductsPage';

/** The answers the page reads; `list` answers the list (a function sees the query). */
const routes = (
  list: FakeRoutes[string] = { data: { rows: pimRowsFixture, total: 120 } },
  extra: FakeRoutes = {},
): FakeRoutes => ({
  'get /api/pim-products/list': list,
  'get /api/pim-products/one': { data: pimDetailFixture },
  ...extra,
});

/** Where the router is (filters, page, sort and the open product live in the URL). */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** The page in a router, with the shell's QueryClient (its toasts are spies here). */
function renderPage(path = '/export/pim-products') {
  const feedback = { success: jest.fn(), error: jest.fn() };
  renderUi(
    <QueryClientProvider client={createQueryClient(feedback)}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/export/pim-products" element={<PimProductsPage />} />
        </Routes>
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return feedback;
}
const location = () => decodeURIComponent(screen.getByTestId('location').textContent ?? '');
const listCalls = (api: { calls: { path: string; payload: unknown }[] }) =>
  api.calls.filter((c) => c.path === '/api/pim-products/list').map((c) => c.payload);
const row = (identifier: string) =>
  document.querySelector(`tr[data-identifier="${identifier}"]`) as HTMLElement;
const table = () => screen.getByRole('table', { name: 'PIM products' });

configure({ asyncUtilTimeout: 5000 });

test('the embedded PIM’s products, a page at a time, sorted by identifier; the page says whose products they are', async () => {
  const api = fakeApi(routes());
  renderPage();
  await waitFor(() => expect(row('demo-LT-T14')).toBeTruthy());
  expect(screen.getByTestId('pim-products-info').textContent).toBe(
    "This screen lists the embedded PIM's products.",
  );
  expect(listCalls(api)).toEqual([
    { page: 1, perPage: 50, order: { field: 'identifier', direction: 'asc' } },
  ]);
  expect([...table().querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
    'Identifier',
    'Name',
    'Family',
    'Categories',
    'Enabled',
    'Created',
    'Updated',
  ]);
  const first = within(row('demo-LT-T14'));
  expect(first.getByText('laptops_business, promo_autumn')).toBeTruthy();
  expect(first.getByText('Enabled')).toBeTruthy();
  expect(first.getAllByText(/^\d\d\.11\.2026 \d\d:\d\d$/)).toHaveLength(2);
  expect(within(row('demo-USB-C-2M')).getByText('Disabled')).toBeTruthy();
  expect(screen.getByText('1–3 of 120')).toBeTruthy();
});

test('filters, paging and sorting go to the server and the URL', async () => {
  const api = fakeApi(routes());
  renderPage();
  await waitFor(() => expect(row('demo-LT-T14')).toBeTruthy());
  const filters = screen.getByRole('search', { name: 'Filter PIM products' });
  fireEvent.change(within(filters).getByLabelText('Name'), { target: { value: ' thinkpad ' } });
  fireEvent.change(within(filters).getByLabelText('Family'), { target: { value: 'laptops' } });
  await act(async () => fireEvent.click(within(filters).getByRole('button', { name: 'Search' })));
  await waitFor(() =>
    expect(listCalls(api).at(-1)).toEqual({
      page: 1,
      perPage: 50,
      order: { field: 'identifier', direction: 'asc' },
      filter: { name: 'thinkpad', family: 'laptops' },
    }),
  );
  expect(location()).toBe('/export/pim-products?name=thinkpad&family=laptops');

  fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(listCalls(api).at(-1)).toMatchObject({ page: 2 }));
  fireEvent.click(within(table()).getByText('Updated'));
  await waitFor(() =>
    expect(listCalls(api).at(-1)).toMatchObject({ page: 1, order: { field: 'updatedAt', direction: 'asc' } }),
  );
  expect(location()).toBe('/export/pim-products?sort=updatedAt&name=thinkpad&family=laptops');

  await act(async () => fireEvent.click(within(filters).getByRole('button', { name: 'Reset' })));
  await waitFor(() => expect(location()).toBe('/export/pim-products?sort=updatedAt'));
  expect((within(filters).getByLabelText('Name') as HTMLInputElement).value).toBe('');
});

test('a row opens its product: fields and values pretty printed, in the URL; Close closes it', async () => {
  const api = fakeApi(routes());
  renderPage();
  await waitFor(() => expect(row('demo-LT-T14')).toBeTruthy());
  fireEvent.click(within(row('demo-LT-T14')).getByText('Lenovo ThinkPad T14 Gen 5 & dock'));
  const dialog = await screen.findByRole('dialog', { name: 'PIM product demo-LT-T14' });
  expect(location()).toBe('/export/pim-products?product=demo-LT-T14');
  const values = await within(dialog).findByTestId('pim-values');
  expect(values.tagName).toBe('PRE');
  expect(values.textContent).toBe(JSON.stringify(pimDetailFixture.values, null, 2));
  expect(within(dialog).getByText('laptops_business, promo_autumn')).toBeTruthy();
  expect(api.calls.find((c) => c.path === '/api/pim-products/one')?.payload).toEqual({
    identifier: 'demo-LT-T14',
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(location()).toBe('/export/pim-products'));
});

test('the identifier is a button: the keyboard opens a product too; a shared link opens it at once', async () => {
  fakeApi(routes());
  renderPage('/export/pim-products?product=demo-LT-T14');
  expect(await screen.findByRole('dialog', { name: 'PIM product demo-LT-T14' })).toBeTruthy();
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  fireEvent.click(await screen.findByRole('button', { name: 'Open demo-MON-P2425H' }));
  expect(await screen.findByRole('dialog', { name: 'PIM product demo-MON-P2425H' })).toBeTruthy();
});

test('no product matches: one muted line', async () => {
  fakeApi(routes({ data: { rows: [], total: 0 } }));
  renderPage('/export/pim-products?identifier=nothing');
  expect(await screen.findByText('Nothing to show')).toBeTruthy();
  expect(screen.queryByRole('button', { name: /^Open / })).toBeNull();
});

test('a failed load: the red toast and an inline alert whose Retry loads again', async () => {
  let fail = true;
  const api = fakeApi(
    routes(() => {
      if (fail) throw new ApiError(500, 'internal_error', 'The catalogue service did not answer');
      return { data: { rows: pimRowsFixture, total: 3 } };
    }),
  );
  const feedback = renderPage();
  const panel = await screen.findByTestId('error-panel');
  expect(feedback.error).toHaveBeenCalledWith('The catalogue service did not answer');
  fail = false;
  fireEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(row('demo-LT-T14')).toBeTruthy());
  expect(listCalls(api)).toHaveLength(2);
});

test('a product that is gone: the modal says so with Retry', async () => {
  fakeApi(
    routes(undefined, {
      'get /api/pim-products/one': () => {
        throw new ApiError(404, 'pim_product_not_found', 'PIM product not found (demo-GONE)');
      },
    }),
  );
  const feedback = renderPage('/export/pim-products?product=demo-GONE');
  const dialog = await screen.findByRole('dialog', { name: 'PIM product demo-GONE' });
  expect(await within(dialog).findByText('PIM product not found (demo-GONE)')).toBeTruthy();
  expect(feedback.error).toHaveBeenCalledWith('PIM product not found (demo-GONE)');
});
