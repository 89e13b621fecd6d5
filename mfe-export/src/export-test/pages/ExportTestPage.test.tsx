import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiError, createQueryClient } from '@feedhub/api-client';
import { fakeApi, type FakeRoutes } from '@feedhub/api-client/testing';
import { loginWith, renderUi } from '@feedhub/ui/testing';
import { exportTestFixture, partnerOptionsFixture } from '../fixtures';
import { ExportTestPage } from './ExportTestPage';

/** The answers the page reads; `test` answers the lookup (a function sees the query). */
const routes = (test: FakeRoutes[string] = { data: exportTestFixture() }): FakeRoutes => ({
  'get /api/partners/list': { data: { rows: partnerOptionsFixture, total: partnerOptionsFixture.length } },
  'get /api/export/test': test,
});

/** Where the router is (the lookup lives in the URL). */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** The page in a router, with the shell's QueryClient (its toasts are spies here). */
function renderPage(path = '/export/test') {
  const feedback = { success: jest.fn(), error: jest.fn() };
  renderUi(
    <QueryClientProvider client={createQueryClient(feedback)}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/export/test" element={<ExportTestPage />} />
        </Routes>
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return feedback;
}
const location = () => screen.getByTestId('location').textContent;
const lookups = (api: { calls: { path: string; payload: unknown }[] }) =>
  api.calls.filter((c) => c.path === '/api/export/test').map((c) => c.payload);
const field = (label: string) => screen.getByRole('textbox', { name: label });
const search = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Search' })));
/** The value cell of a row of the field/value table. */
const valueOf = (label: string) =>
  [...screen.getByRole('table', { name: 'The product and its export' }).querySelectorAll('tr')]
    .find((tr) => tr.querySelector('th')?.textContent === label)
    ?.querySelector('td') as HTMLElement;

configure({ asyncUtilTimeout: 5000 });

test('choose a partner by part of its name, any case, and a SKU: the lookup goes to the URL and the answer is a field/value table', async () => {
  const api = fakeApi(routes());
  renderPage();
  expect(screen.getByTestId('export-test-start')).toBeTruthy();
  const partner = screen.getByRole('combobox', { name: 'Partner' });
  await waitFor(() => expect((partner as HTMLInputElement).disabled).toBe(false));
  partner.focus();
  fireEvent.click(partner);
  fireEvent.change(partner, { target: { value: 'SUPPL' } });
  // the dropdown's transition keeps it hidden in jsdom: its options are looked up hidden
  expect(screen.getAllByRole('option', { hidden: true }).map((o) => o.textContent)).toEqual([
    'Demo supplier',
  ]);
  fireEvent.click(screen.getByRole('option', { name: 'Demo supplier', hidden: true }));
  fireEvent.change(field('SKU'), { target: { value: ' LT-T14 ' } });
  await search();

  await screen.findByRole('table', { name: 'The product and its export' });
  expect(location()).toBe('/export/test?partner=5&sku=LT-T14');
  // the empty keys are left out
  expect(lookups(api)).toEqual([{ partner: '5', sku: 'LT-T14' }]);
  expect(valueOf('Partner').textContent).toBe('Demo supplier');
  expect(valueOf('Product ID').textContent).toBe('301');
  expect(valueOf('PIM identifier').textContent).toBe('demo-LT-T14');
  expect(valueOf('Last exported').textContent).toMatch(/^24\.11\.2026 \d\d:05$/);
  expect(valueOf('PIM').textContent).toBe('Embedded PIM');
  // the status as a coloured badge with its reason; the warnings as a list
  const status = valueOf('Status');
  expect(status.querySelector('.mantine-Badge-root[data-status="exported"]')?.textContent).toBe('Exported');
  expect(within(status).getByTestId('status-reason').textContent).toContain('latest payload');
  expect(
    within(valueOf('Warnings'))
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['weight: the value "about 1.4 kg" is not a number, left out']);
  // the values preformatted: pretty JSON
  const values = within(valueOf('Values')).getByTestId('pim-values');
  expect(values.tagName).toBe('PRE');
  expect(values.textContent).toBe(JSON.stringify(exportTestFixture().values, null, 2));
});

test('beside SPEC: what the export sends against what the PIM holds, the differences tinted and countable alone', async () => {
  fakeApi(routes());
  renderPage('/export/test?id=301');
  const compare = await screen.findByRole('region', { name: 'What the export sends and what the PIM holds' });
  expect(within(compare).getByTestId('differences').textContent).toBe('3 differences');
  const line = (code: string) => compare.querySelector(`tr[data-code="${code}"]`) as HTMLElement;
  // the product fields first, then every attribute of either side by code
  expect(
    [...compare.querySelectorAll('tbody tr[data-code]')].map((r) => r.getAttribute('data-code')),
  ).toEqual([
    'field:enabled',
    'field:family',
    'field:categories',
    'attribute:colour',
    'attribute:dimensions',
    'attribute:ean',
    'attribute:name',
    'attribute:price',
  ]);
  // the same values (object keys, channels in another order) are no difference
  expect(line('attribute:dimensions').getAttribute('data-differs')).toBe('false');
  expect(within(line('attribute:dimensions')).getAllByText('{"depth":22,"width":32}')).toHaveLength(4);
  expect(line('attribute:price').getAttribute('data-differs')).toBe('true');
  expect(line('attribute:ean').getAttribute('data-differs')).toBe('false');
  expect(line('field:family').getAttribute('data-differs')).toBe('false');
  const name = within(line('attribute:name'));
  expect(name.getByText('Differs')).toBeTruthy();
  expect(name.getByText('Lenovo ThinkPad T14 Gen 5 & dock')).toBeTruthy();
  expect(name.getByText('Lenovo ThinkPad T14')).toBeTruthy();
  expect(name.getAllByText('en_US')).toHaveLength(2);
  // only in the PIM: the export sends nothing for it
  expect(within(line('attribute:colour')).getByText('not set')).toBeTruthy();

  fireEvent.click(within(compare).getByRole('switch', { name: 'Only differences' }));
  expect(
    [...compare.querySelectorAll('tbody tr[data-code]')].map((r) => r.getAttribute('data-code')),
  ).toEqual(['attribute:colour', 'attribute:name', 'attribute:price']);
});

test('a link with a lookup runs it at once and fills the form', async () => {
  const api = fakeApi(routes());
  renderPage('/export/test?partner=5&code=T14-G5');
  await screen.findByRole('table', { name: 'The product and its export' });
  expect(lookups(api)).toEqual([{ partner: '5', code: 'T14-G5' }]);
  expect((field('Code') as HTMLInputElement).value).toBe('T14-G5');
  await waitFor(() =>
    expect((screen.getByRole('combobox', { name: 'Partner' }) as HTMLInputElement).value).toBe(
      'Demo supplier',
    ),
  );
});

test('nothing searched yet: the page says what to do and asks nothing', async () => {
  const api = fakeApi(routes());
  renderPage();
  expect(screen.getByTestId('export-test-start').textContent).toBe(
    'Choose a partner and enter a SKU or code, or enter a product ID, then press Search.',
  );
  await waitFor(() => expect(api.calls.some((c) => c.path === '/api/partners/list')).toBe(true));
  expect(lookups(api)).toEqual([]);
});

test('422: the server’s messages under the fields; a field’s message goes as soon as it changes', async () => {
  fakeApi(
    routes(() => {
      throw new ApiError(422, 'validation_failed', 'The given data was invalid.', {
        partner: ['Choose a partner with a SKU or code, or give a product ID'],
        sku: ['SKU may not be greater than 255 characters'],
        id: ['Product ID must be an integer'],
      });
    }),
  );
  const feedback = renderPage();
  fireEvent.change(field('SKU'), { target: { value: 'x'.repeat(300) } });
  fireEvent.change(field('Product ID'), { target: { value: 'abc' } });
  await search();
  expect(await screen.findByText('Choose a partner with a SKU or code, or give a product ID')).toBeTruthy();
  expect(screen.getByText('SKU may not be greater than 255 characters')).toBeTruthy();
  expect(screen.getByText('Product ID must be an integer')).toBeTruthy();
  expect(field('Product ID').getAttribute('aria-invalid')).toBe('true');
  expect(feedback.error).toHaveBeenCalledWith('The given data was invalid.');
  // no answer table, no error panel: the fields say it
  expect(screen.queryByTestId('error-panel')).toBeNull();
  await act(async () => fireEvent.change(field('Product ID'), { target: { value: '12' } }));
  expect(screen.queryByText('Product ID must be an integer')).toBeNull();
  expect(screen.getByText('SKU may not be greater than 255 characters')).toBeTruthy();
});

test('Search with nothing typed asks the server, which says what is missing under the partner', async () => {
  const api = fakeApi(
    routes(() => {
      throw new ApiError(422, 'validation_failed', 'The given data was invalid.', {
        partner: ['Choose a partner with a SKU or code, or give a product ID'],
      });
    }),
  );
  renderPage();
  await search();
  expect(await screen.findByText('Choose a partner with a SKU or code, or give a product ID')).toBeTruthy();
  expect(lookups(api)).toEqual([{}]);
});

test('a lookup emptied and searched: the URL empties and the server still says what is missing', async () => {
  const api = fakeApi(
    routes((query: unknown) => {
      if (Object.keys(query as object).length) return { data: exportTestFixture() };
      throw new ApiError(422, 'validation_failed', 'The given data was invalid.', {
        partner: ['Give a product id, or a partner with a SKU or a code'],
      });
    }),
  );
  renderPage('/export/test?id=301');
  await screen.findByRole('table', { name: 'The product and its export' });
  fireEvent.change(field('Product ID'), { target: { value: '' } });
  await search();
  expect(await screen.findByText('Give a product id, or a partner with a SKU or a code')).toBeTruthy();
  expect(location()).toBe('/export/test');
  expect(lookups(api)).toEqual([{ id: '301' }, {}]);
  expect(screen.queryByRole('table', { name: 'The product and its export' })).toBeNull();
});

test('404: a product that is not there is the red toast and a line where the answer would be', async () => {
  fakeApi(
    routes(() => {
      throw new ApiError(404, 'partner_product_not_found', 'Partner product not found (code NOPE)');
    }),
  );
  const feedback = renderPage('/export/test?partner=5&code=NOPE');
  expect((await screen.findByTestId('not-found')).textContent).toBe('Partner product not found (code NOPE)');
  expect(feedback.error).toHaveBeenCalledWith('Partner product not found (code NOPE)');
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
});

test('a failed lookup: the inline alert with Retry', async () => {
  let fail = true;
  fakeApi(
    routes(() => {
      if (fail) throw new ApiError(500, 'internal_error', 'The catalogue service did not answer');
      return { data: exportTestFixture() };
    }),
  );
  renderPage('/export/test?id=301');
  const panel = await screen.findByTestId('error-panel');
  fail = false;
  fireEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
  await screen.findByRole('table', { name: 'The product and its export' });
});

test('the PIM holds nothing for the identifier, or could not be asked: said instead of the comparison', async () => {
  let answer = exportTestFixture({ pim: null, status: 'waiting', statusReason: 'The next export sends it.' });
  fakeApi(routes(() => ({ data: answer })));
  renderPage('/export/test?id=301');
  expect((await screen.findByTestId('pim-missing')).textContent).toBe(
    'The PIM holds no product with this identifier',
  );
  expect(screen.queryByTestId('differences')).toBeNull();
  expect(valueOf('Status').querySelector('[data-status="waiting"]')?.textContent).toBe('Waiting');

  answer = exportTestFixture({ pim: null, pimAdapter: 'akeneo', pimError: 'Akeneo answered 503' });
  await search();
  expect(await screen.findByText('Akeneo answered 503')).toBeTruthy();
  expect(screen.getByText('The PIM could not be asked')).toBeTruthy();
  expect(screen.queryByTestId('pim-missing')).toBeNull();
});

test('a user holding only exportTest may list partners: the partner autocomplete works for them', async () => {
  loginWith(['exportTest'], ['exportTest', 'partners', 'partnerDesktop']);
  try {
    const api = fakeApi(routes());
    renderPage();
    const partner = screen.getByRole('combobox', { name: 'Partner' }) as HTMLInputElement;
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/partners/list')).toBe(true));
    await waitFor(() => expect(partner.disabled).toBe(false));
    expect(screen.queryByText('Your role may not list partners: find the product by its ID.')).toBeNull();
  } finally {
    localStorage.clear();
  }
});
