import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PARTNER_FORM_PERMISSIONS, type PartnerCategoryRow } from '@feedhub/contracts';
import { partnerFixture } from '../../partners/fixtures';
import { categoryRowsFixture, familiesFixture } from '../fixtures';
import { fakeServer, loginWith, type FakeAnswer, type FakeRequest } from '../testing';
import { PartnerCategoriesPage } from './PartnerCategoriesPage';

const ROUTE = '/partners/:id/categories';
const KNOWN = ['partnerCategories'];

/** A second unmapped category with a confident suggestion (the review list then has two rows). */
const akkuRow: PartnerCategoryRow = {
  ...categoryRowsFixture[1],
  id: 14,
  code: 'c-akku',
  name: 'Akku',
  path: 'Ersatzteile > iPhone 12 > Akku',
  suggestion: {
    code: 'laptops',
    name: 'Electronics / Computers / Laptops',
    score: 0.93,
    confident: true,
    reason: 'Ersatzteile › Akku ≈ Electronics › Batteries',
    familyCode: 'laptop',
  },
};
const rows = [...categoryRowsFixture, akkuRow];
const confidentRows = rows.filter((r) => !r.isMapped && r.suggestion?.confident);

/** Whether a list request asks for the unmapped categories with a confident suggestion. */
const confidentQuery = (r: FakeRequest) =>
  r.query.get('filter[suggested]') === '1' && r.query.get('filter[isMapped]') === '2';

/** The catalog's answers for the page; `accept` answers the accept POSTs in turn. */
function catalog(accept: FakeAnswer[]) {
  return (r: FakeRequest): FakeAnswer | undefined => {
    if (r.path === '/api/partners/3') return { body: { data: { ...partnerFixture, id: 3 } } };
    if (r.path === '/api/partner-categories/list') {
      const shown = confidentQuery(r) ? confidentRows : rows;
      return { body: { data: { rows: shown, total: shown.length } } };
    }
    if (r.path === '/api/pim-categories/list') return { body: { data: { rows: [], total: 0 } } };
    if (r.path === '/api/partners/mapping-progress') return { body: { data: [] } };
    if (r.path === '/api/pim-category-mappings/selects')
      return { body: { data: { families: familiesFixture, categories: [] } } };
    if (r.path === '/api/partner-categories/accept-suggestions') return accept.shift();
    return undefined;
  };
}

const accepts = (server: { requests: FakeRequest[] }) =>
  server.requests.filter((r) => r.path === '/api/partner-categories/accept-suggestions');
const confidentLists = (server: { requests: FakeRequest[] }) =>
  server.requests.filter((r) => r.path === '/api/partner-categories/list' && confidentQuery(r));

beforeEach(() => loginWith(KNOWN, KNOWN));
afterEach(() => localStorage.clear());

test('one click accepts a row’s suggestion with its code as expected; the list is read again', async () => {
  const server = fakeServer(
    catalog([{ body: { data: { mapped: 1, skipped: [] }, message: '1 category mapped' } }]),
  );
  server.renderAt(<PartnerCategoriesPage />, { path: '/partners/3/categories', route: ROUTE });
  const cables = (await screen.findByText('Accessories › Cables')).closest('tr') as HTMLElement;
  const listsBefore = server.requests.filter((r) => r.path === '/api/partner-categories/list').length;
  await act(async () =>
    fireEvent.click(
      within(cables).getByRole('button', { name: 'Accept the suggestion for Accessories › Cables' }),
    ),
  );
  await waitFor(() => expect(accepts(server)).toHaveLength(1));
  expect(accepts(server)[0].body).toEqual({ partnerId: 3, ids: [12], expected: { '12': 'cables' } });
  await waitFor(() =>
    expect(server.requests.filter((r) => r.path === '/api/partner-categories/list').length).toBeGreaterThan(
      listsBefore,
    ),
  );
  expect(server.feedback.error).not.toHaveBeenCalled();
});

test('the filter “Has a confident suggestion” goes to the list query as suggested=1', async () => {
  const server = fakeServer(catalog([]));
  server.renderAt(<PartnerCategoriesPage />, { path: '/partners/3/categories', route: ROUTE });
  await screen.findByText('Accessories › Cables');
  fireEvent.click(screen.getByLabelText('Has a confident suggestion'));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Search' })));
  await waitFor(() =>
    expect(
      server.requests.some(
        (r) =>
          r.path === '/api/partner-categories/list' &&
          r.query.get('filter[suggested]') === '1' &&
          r.query.get('filter[isMapped]') === null &&
          r.query.get('perPage') !== '1',
      ),
    ).toBe(true),
  );
});

test('Accept N confident: the review list, one row unticked, only the ticked ids are sent with expected; the answer', async () => {
  const server = fakeServer(
    catalog([
      {
        body: {
          data: { mapped: 0, skipped: [{ id: 12, name: 'Accessories > Cables', reason: 'no_family' }] },
        },
      },
    ]),
  );
  server.renderAt(<PartnerCategoriesPage />, { path: '/partners/3/categories', route: ROUTE });
  // N counts the unmapped rows with a confident suggestion (suggested=1 & isMapped=2)
  const open = await screen.findByRole('button', { name: 'Accept 2 confident' });
  await act(async () => fireEvent.click(open));
  const dialog = await screen.findByRole('dialog', { name: 'Review confident category suggestions' });
  await within(dialog).findByText('Ersatzteile › iPhone 12 › Akku');
  const akku = dialog.querySelector('[data-review-id="14"]') as HTMLElement;
  expect(within(akku).getByText('Electronics / Computers / Laptops')).toBeTruthy();
  expect(within(akku).getByText('Laptop')).toBeTruthy(); // the family the PIM category mapping gives
  expect(within(akku).getByText('93%')).toBeTruthy();
  const cables = dialog.querySelector('[data-review-id="12"]') as HTMLElement;
  expect(within(cables).getByText('No family: skipped')).toBeTruthy();
  expect(within(dialog).getByRole('button', { name: 'Map 2 categories' })).toBeTruthy();

  fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Map Ersatzteile › iPhone 12 › Akku' }));
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Map 1 category' })));
  await waitFor(() => expect(accepts(server)).toHaveLength(1));
  expect(accepts(server)[0].body).toEqual({ partnerId: 3, ids: [12], expected: { '12': 'cables' } });

  const result = await within(dialog).findByTestId('accept-result');
  expect(within(result).getByText('0 categories mapped.')).toBeTruthy();
  expect(within(result).getByText('1 left unmapped:')).toBeTruthy();
  expect(
    within(result).getByText('the PIM category has no family on the PIM category mapping screen'),
  ).toBeTruthy();
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Close' })));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('a 409 shows the server’s message in the review list and reads the list again; no toast', async () => {
  const server = fakeServer(
    catalog([
      {
        status: 409,
        body: { key: 'suggestions_changed', message: 'The suggestions changed since you opened the list.' },
      },
      { body: { data: { mapped: 2, skipped: [] } } },
    ]),
  );
  server.renderAt(<PartnerCategoriesPage />, { path: '/partners/3/categories', route: ROUTE });
  await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Accept 2 confident' })));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByText('Ersatzteile › iPhone 12 › Akku');
  const listsBefore = confidentLists(server).length;
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Map 2 categories' })));
  expect((await within(dialog).findByRole('alert')).textContent).toBe(
    'The suggestions changed since you opened the list.',
  );
  await waitFor(() => expect(confidentLists(server).length).toBeGreaterThan(listsBefore));
  expect(server.feedback.error).not.toHaveBeenCalled();
  // still the review list: saving again sends both and says they were mapped
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Map 2 categories' })));
  expect(await within(dialog).findByText('2 categories mapped.')).toBeTruthy();
  expect(accepts(server)[1].body).toEqual({
    partnerId: 3,
    ids: [12, 14],
    expected: { '12': 'cables', '14': 'laptops' },
  });
});

test('a user holding only this tab’s permission is not asked for the first-run checklist (its route needs the partner screens’)', async () => {
  loginWith(KNOWN, [...KNOWN, ...PARTNER_FORM_PERMISSIONS]);
  const server = fakeServer(catalog([]));
  server.renderAt(<PartnerCategoriesPage />, { path: '/partners/3/categories', route: ROUTE });
  await screen.findByText('Accessories › Cables');
  expect(server.requests.some((r) => r.path === '/api/partners/onboarding')).toBe(false);
  expect(server.feedback.error).not.toHaveBeenCalled();
});
