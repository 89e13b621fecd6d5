import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { useLocation } from 'react-router-dom';
import { LIST_COUNT_CAP } from '@feedhub/contracts';
import { partnerFixture } from '../../partners/fixtures';
import { fakeServer, loginWith, type FakeAnswer, type FakeRequest } from '../../categories/testing';
import { exportDataFixture, productRowsFixture } from '../fixtures';
import { PartnerProductsPage } from './PartnerProductsPage';

/** Shows the router's search, for asserting what the page wrote to the URL. */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

const ROUTE = '/partners/:id/products';
const searchOf = () => new URLSearchParams(screen.getByTestId('location').textContent ?? '');

/**
 * The catalog's answers for the page; `send` answers the add-export POST; `capped`: the list and
 * export-data answer a count stopped at LIST_COUNT_CAP, as for a frequent substring.
 */
function catalog(
  send: FakeAnswer = {
    body: { data: { added: 2, unmapped: 0 }, message: '2 products added to the export list' },
  },
  { capped = false } = {},
) {
  let sent = false;
  const counted = capped ? { total: LIST_COUNT_CAP, totalCapped: true } : undefined;
  return (r: FakeRequest): FakeAnswer | undefined => {
    if (r.path === '/api/partners/7') return { body: { data: { ...partnerFixture, id: 7 } } };
    if (r.path === '/api/partner-products/list') {
      const rows = sent ? productRowsFixture.map((p) => ({ ...p, inExportList: true })) : productRowsFixture;
      return { body: { data: { rows, total: 120, ...counted } } };
    }
    if (r.path === '/api/partner-products/export-data')
      return {
        body: {
          data: {
            ...(sent ? { ...exportDataFixture, inExportList: 57, waiting: 13 } : exportDataFixture),
            ...counted,
          },
        },
      };
    if (r.path === '/api/partner-categories/list')
      return {
        body: {
          data: {
            rows: [
              {
                id: 11,
                partnerId: 7,
                code: 'c-laptops',
                name: 'Laptops',
                path: 'Computers > Laptops',
                pimCategory: null,
                pimCategoryName: null,
                exportAll: false,
                isMapped: false,
                isMarginOk: false,
                products: 3,
                firstSeenAt: null,
              },
            ],
            total: 1,
          },
        },
      };
    if (r.path === '/api/partner-attributes/options') return { body: { data: [{ id: 0, name: 'Acme' }] } };
    if (r.method === 'POST' && r.path === '/api/export/add')
      return { body: { data: { id: 22 }, message: 'Export job added' } };
    if (r.path === '/api/partner-products/add-export') {
      if (!send.status || send.status < 300) sent = true;
      return send;
    }
    return undefined;
  };
}

const lists = (server: { requests: FakeRequest[] }) =>
  server.requests.filter((r) => r.path === '/api/partner-products/list');

// jsdom has no scrolling: the table scrolls to its top when a new page arrives.
beforeAll(() => {
  Element.prototype.scrollTo ??= () => undefined;
});
afterEach(() => localStorage.clear());

test('the partner’s first page by name, the summary over it, rows on the export list tinted and marked, names open the detail in a new tab', async () => {
  const server = fakeServer(catalog());
  server.renderAt(<PartnerProductsPage />, { path: '/partners/7/products', route: ROUTE });
  const table = await screen.findByRole('table', { name: 'Products' });
  const laptop = (await within(table).findByText('Laptop Pro 14')).closest('tr') as HTMLElement;
  const first = lists(server)[0].query;
  expect(first.get('filter[partnerId]')).toBe('7');
  expect([
    first.get('order[field]'),
    first.get('order[direction]'),
    first.get('page'),
    first.get('perPage'),
  ]).toEqual(['name', 'asc', '1', '50']);
  // highlighted: the row's tint and an accessible mark; the other row has neither
  expect(laptop.getAttribute('data-in-export-list')).toBe('true');
  const tint = (row: HTMLElement) =>
    row.style.getPropertyValue('--mantine-datatable-row-background-color-light');
  expect(tint(laptop)).toBe('#fff9db'); // yellow.0
  expect(within(laptop).getByRole('img', { name: 'On the export list' })).toBeTruthy();
  const cable = within(table).getByText('USB-C cable').closest('tr') as HTMLElement;
  expect(cable.getAttribute('data-in-export-list')).toBe('false');
  expect(tint(cable)).toBe('');
  expect(within(cable).queryByRole('img', { name: 'On the export list' })).toBeNull();
  // numbers and money right-aligned in the interface language, two decimals
  expect(within(laptop).getByText('1,234')).toBeTruthy();
  expect(within(laptop).getByText('€1,049.90')).toBeTruthy();
  expect(within(laptop).getByText('24.11.2026', { exact: false })).toBeTruthy();
  const link = within(laptop).getByRole('link', { name: 'Laptop Pro 14' });
  expect(link.getAttribute('href')).toBe('/partners/7/product/101');
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')).toContain('noopener');
  const summary = await screen.findByTestId('export-summary');
  expect(summary.textContent).toContain(
    '1,234 products · 56 on the export list · 12 waiting to be sent · 40 exported',
  );
  expect(summary.textContent).toContain('last export 24.11.2026');
  const data = server.requests.find((r) => r.path === '/api/partner-products/export-data');
  expect(data?.query.get('filter[partnerId]')).toBe('7');
  expect(data?.query.get('page')).toBeNull();
  expect(screen.getByRole('button', { name: 'Send to PIM' }).hasAttribute('disabled')).toBe(true);
});

test('a capped count (a frequent substring) reads "more than 10,000" in the summary and the pager, in en and et; the pager still pages', async () => {
  const server = fakeServer(catalog(undefined, { capped: true }));
  server.renderAt(
    <>
      <PartnerProductsPage />
      <Location />
    </>,
    { path: '/partners/7/products?name=mouse', route: ROUTE },
  );
  const table = await screen.findByRole('table', { name: 'Products' });
  await within(table).findByText('Laptop Pro 14');
  await waitFor(() =>
    expect(screen.getByTestId('export-summary').textContent).toContain(
      'more than 10,000 products · 56 on the export list',
    ),
  );
  expect(screen.getByText('1–2 of more than 10,000')).toBeTruthy();
  // Pages up to the cap: the last is 10,000 / 50.
  fireEvent.click(screen.getByRole('button', { name: '200' }));
  await waitFor(() => expect(searchOf().get('page')).toBe('200'));
  await waitFor(() => expect(lists(server).at(-1)?.query.get('page')).toBe('200'));
  await act(() => i18next.changeLanguage('et'));
  try {
    await waitFor(() =>
      expect(screen.getByTestId('export-summary').textContent).toContain('üle 10\u00a0000 toote'),
    );
    // getByText matches the pager's no-break spaces as plain spaces
    expect(screen.getByText('9 951–9 952 / üle 10 000')).toBeTruthy();
  } finally {
    await act(() => i18next.changeLanguage('en'));
  }
});

test('Search writes the filters to the URL and the list and summary ask for them from page 1; Reset clears them', async () => {
  const server = fakeServer(catalog());
  server.renderAt(
    <>
      <PartnerProductsPage />
      <Location />
    </>,
    { path: '/partners/7/products?page=3&from=2026-11-01&to=2026-11-30', route: ROUTE },
  );
  await screen.findByText('Laptop Pro 14');
  // a shared link's dates reach the server as YYYY-MM-DD and show as DD.MM.YYYY
  expect(lists(server)[0].query.get('filter[from]')).toBe('2026-11-01');
  expect(lists(server)[0].query.get('filter[to]')).toBe('2026-11-30');
  expect(screen.getByText('01.11.2026')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  laptop ' } });
  fireEvent.change(screen.getByLabelText('SKU'), { target: { value: 'SKU-1' } });
  fireEvent.change(screen.getByLabelText('Amount to compare with'), { target: { value: '5' } });
  fireEvent.click(screen.getByLabelText('Only in mapped categories'));
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(searchOf().get('name')).toBe('laptop'));
  const search = searchOf();
  expect(search.get('sku')).toBe('SKU-1');
  expect(search.get('amount')).toBe('5');
  expect(search.get('amountType')).toBe('>=');
  expect(search.get('hideEmptyCategories')).toBe('1');
  expect(search.get('from')).toBe('2026-11-01');
  expect(search.get('page')).toBeNull(); // back to page 1
  await waitFor(() => expect(lists(server).at(-1)?.query.get('filter[name]')).toBe('laptop'));
  const last = lists(server).at(-1)?.query;
  expect(last?.get('filter[amountType]')).toBe('>=');
  expect(last?.get('filter[amount]')).toBe('5');
  expect(last?.get('filter[hideEmptyCategories]')).toBe('1');
  expect(last?.get('page')).toBe('1');
  const data = server.requests.filter((r) => r.path === '/api/partner-products/export-data').at(-1);
  expect(data?.query.get('filter[name]')).toBe('laptop');
  fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
  await waitFor(() => expect(searchOf().toString()).toBe(''));
  expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
});

test('a header click sorts and a pager click pages, both through the URL', async () => {
  const server = fakeServer(catalog());
  server.renderAt(
    <>
      <PartnerProductsPage />
      <Location />
    </>,
    { path: '/partners/7/products', route: ROUTE },
  );
  const table = await screen.findByRole('table', { name: 'Products' });
  await within(table).findByText('Laptop Pro 14');
  fireEvent.click(within(table).getByText('SKU'));
  await waitFor(() => expect(searchOf().get('sort')).toBe('sku'));
  await waitFor(() => expect(lists(server).at(-1)?.query.get('order[field]')).toBe('sku'));
  expect(lists(server).at(-1)?.query.get('order[direction]')).toBe('asc');
  fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(searchOf().get('page')).toBe('2'));
  await waitFor(() => expect(lists(server).at(-1)?.query.get('page')).toBe('2'));
  expect(lists(server).at(-1)?.query.get('order[field]')).toBe('sku');
});

test('choosing rows and Send to PIM posts the partner and the ids, then the choice clears and the list and summary reload', async () => {
  const server = fakeServer(catalog());
  server.renderAt(<PartnerProductsPage />, { path: '/partners/7/products', route: ROUTE });
  await screen.findByText('Laptop Pro 14');
  await screen.findByTestId('export-summary');
  fireEvent.click(screen.getByRole('checkbox', { name: 'Choose row 101' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Choose row 102' }));
  const send = screen.getByRole('button', { name: 'Send to PIM (2)' });
  expect(send.hasAttribute('disabled')).toBe(false);
  const before = lists(server).length;
  await act(async () => fireEvent.click(send));
  const post = server.requests.find((r) => r.method === 'POST');
  expect(post?.path).toBe('/api/partner-products/add-export');
  expect(post?.body).toEqual({ partnerId: 7, ids: [101, 102] });
  await waitFor(() =>
    expect(server.feedback.success).toHaveBeenCalledWith('2 products added to the export list'),
  );
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Send to PIM' }).hasAttribute('disabled')).toBe(true),
  );
  expect((screen.getByRole('checkbox', { name: 'Choose row 101' }) as HTMLInputElement).checked).toBe(false);
  await waitFor(() => expect(lists(server).length).toBeGreaterThan(before));
  await waitFor(() =>
    expect(screen.getByTestId('export-summary').textContent).toContain('57 on the export list · 13 waiting'),
  );
  const cable = screen.getByText('USB-C cable').closest('tr') as HTMLElement;
  await waitFor(() => expect(cable.getAttribute('data-in-export-list')).toBe('true'));
});

test('before a send the button says how many of the chosen the export will skip (category not mapped); after it the server’s message says so', async () => {
  const message =
    '2 products are on the PIM export list; 1 of them is not in a category mapped to the PIM and will be skipped until its category is mapped';
  const server = fakeServer(catalog({ body: { data: { added: 2, unmapped: 1 }, message } }));
  server.renderAt(<PartnerProductsPage />, { path: '/partners/7/products', route: ROUTE });
  await screen.findByText('Laptop Pro 14');
  // The mapped laptop alone: no hint, no mark.
  fireEvent.click(screen.getByRole('checkbox', { name: 'Choose row 101' }));
  const one = screen.getByRole('button', { name: 'Send to PIM (1)' });
  expect(one.getAttribute('aria-describedby')).toBeNull();
  expect(screen.queryByTestId('send-unmapped')).toBeNull();
  // With the cable (no category): the hint and the mark.
  fireEvent.click(screen.getByRole('checkbox', { name: 'Choose row 102' }));
  const send = screen.getByRole('button', { name: 'Send to PIM (2)' });
  const hint = document.getElementById(send.getAttribute('aria-describedby') ?? '');
  expect(hint?.textContent).toBe(
    '1 of the 2 chosen is not in a category mapped to the PIM: the export skips it until its category is mapped',
  );
  expect(within(send).getByTestId('send-unmapped')).toBeTruthy();
  expect(send.hasAttribute('disabled')).toBe(false);
  await act(async () => fireEvent.click(send));
  await waitFor(() => expect(server.feedback.success).toHaveBeenCalledWith(message));
  await waitFor(() => expect(screen.queryByTestId('send-unmapped')).toBeNull());
});

test('the header checkbox chooses the whole page; a failed send shows the server’s message and keeps the choice', async () => {
  const server = fakeServer(
    catalog({
      status: 422,
      body: { key: 'validation_failed', message: 'The given data was invalid.', errors: {} },
    }),
  );
  server.renderAt(<PartnerProductsPage />, { path: '/partners/7/products', route: ROUTE });
  await screen.findByText('Laptop Pro 14');
  fireEvent.click(screen.getByRole('checkbox', { name: 'Choose all rows' }));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send to PIM (2)' })));
  await waitFor(() => expect(server.feedback.error).toHaveBeenCalledWith('The given data was invalid.'));
  expect(server.feedback.success).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Send to PIM (2)' })).toBeTruthy();
  // nothing was sent: no word of an export
  expect(screen.queryByTestId('export-next-step')).toBeNull();
});

test('a failed list shows the inline alert with Retry', async () => {
  const server = fakeServer((r) =>
    r.path === '/api/partner-products/list'
      ? { status: 500, body: { key: 'internal_error', message: 'Database is down' } }
      : catalog()(r),
  );
  server.renderAt(<PartnerProductsPage />, { path: '/partners/7/products', route: ROUTE });
  const alert = await screen.findByTestId('error-panel');
  expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  expect(server.feedback.error).toHaveBeenCalledWith('Database is down');
});

/** Sends the two products of the first page to the PIM. */
async function sendTwo(server: ReturnType<typeof fakeServer>) {
  await screen.findByText('Laptop Pro 14');
  fireEvent.click(screen.getByRole('checkbox', { name: 'Choose row 101' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Choose row 102' }));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send to PIM (2)' })));
  await waitFor(() =>
    expect(server.feedback.success).toHaveBeenCalledWith('2 products added to the export list'),
  );
}

test('after Send to PIM the note says an export job sends them and starts one now; then where to follow it', async () => {
  const server = fakeServer(catalog());
  server.renderAt(<PartnerProductsPage />, { path: '/partners/7/products', route: ROUTE });
  expect(screen.queryByTestId('export-next-step')).toBeNull();
  await sendTwo(server);
  const note = await screen.findByTestId('export-next-step');
  expect(within(note).getByText('What happens next')).toBeTruthy();
  expect(
    within(note).getByText(
      'The products are on the export list. An export job sends them to the PIM; none runs on its own.',
    ),
  ).toBeTruthy();
  // the checklist's "products sent" step is asked again
  expect(server.requests.filter((r) => r.path === '/api/partners/onboarding').length).toBeGreaterThan(1);
  await act(async () =>
    fireEvent.click(within(note).getByRole('button', { name: 'Start the export job now' })),
  );
  const adds = server.requests.filter((r) => r.path === '/api/export/add');
  expect(adds).toHaveLength(1);
  expect(adds[0].method).toBe('POST');
  await waitFor(() => expect(server.feedback.success).toHaveBeenCalledWith('Export job added'));
  expect(
    await within(note).findByText('Export job #22 is queued: it sends the export list to the PIM.'),
  ).toBeTruthy();
  expect(
    within(note).getByRole('link', { name: 'Follow it on the export desktop' }).getAttribute('href'),
  ).toBe('/export');
  expect(within(note).queryByRole('button', { name: 'Start the export job now' })).toBeNull();
  fireEvent.click(within(note).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByTestId('export-next-step')).toBeNull());
});

test('a user without the export desktop is told who starts the export; no button, no call', async () => {
  loginWith(['partners', 'partnerProducts'], ['partners', 'partnerProducts', 'exportDesktop']);
  const server = fakeServer(catalog());
  server.renderAt(<PartnerProductsPage />, { path: '/partners/7/products', route: ROUTE });
  await sendTwo(server);
  const note = await screen.findByTestId('export-next-step');
  expect(
    within(note).getByText(
      'The products are on the export list. An export job sends them to the PIM: someone with the export desktop starts it.',
    ),
  ).toBeTruthy();
  expect(within(note).queryByRole('button', { name: 'Start the export job now' })).toBeNull();
  expect(server.requests.some((r) => r.path === '/api/export/add')).toBe(false);
});
