import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiError } from '@feedhub/api-client';
import { fakeApi, type FakeRoutes } from '@feedhub/api-client/testing';
import { renderWithQueries } from '@feedhub/ui/testing';
import { completeFixture } from '../../onboarding/fixtures';
import { sectionPartnerFixture } from '../../partners/fixtures';
import { fieldOptionsFixture, previewFixture, priceRulesFixture, ruleOptionsFixture } from '../fixtures';
import { PartnerPriceFormulasPage } from './PartnerPriceFormulasPage';

/** The answers the page reads; `extra` adds or replaces some. */
const routes = (extra: FakeRoutes = {}): FakeRoutes => ({
  'get /api/partners/3': { data: sectionPartnerFixture },
  'get /api/partners/mapping-progress': { data: [] },
  // a partner past its first run: no checklist over the page
  'get /api/partners/onboarding': { data: { ...completeFixture, partnerId: 3 } },
  'get /api/partner-price-rules/list': { data: { rows: priceRulesFixture, total: 2 } },
  'get /api/partner-price-rules/options': { data: fieldOptionsFixture },
  'get /api/price-rules/list': { data: { rows: ruleOptionsFixture, total: ruleOptionsFixture.length } },
  'get /api/partner-price-rules/preview-products': { data: previewFixture },
  'get /api/partner-price-rules/42': { data: priceRulesFixture[1] },
  ...extra,
});

/** Where the router is (the modal lives in the URL). */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const renderPage = (path = '/partners/3/price-formulas') =>
  renderWithQueries(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/partners/:id/price-formulas" element={<PartnerPriceFormulasPage />} />
        <Route path="/partners" element={<p>Partners list</p>} />
      </Routes>
      <Location />
    </MemoryRouter>,
  );
const location = () => screen.getByTestId('location').textContent;

test('the partner’s formulas with labels, codes and steps; the list and the labels are the route partner’s', async () => {
  const api = fakeApi(routes());
  renderPage();
  expect(await screen.findByText('1. Add percent: 15%')).toBeTruthy();
  expect(screen.getByText('2. Round up to an ending: .99')).toBeTruthy();
  expect(screen.getAllByText('Retail price').length).toBeGreaterThan(0);
  expect(screen.getByText('wholesalePrice')).toBeTruthy();
  expect(api.calls.find((c) => c.path === '/api/partner-price-rules/list')?.payload).toEqual({
    filter: { partnerId: 3 },
    page: 1,
    perPage: 99999,
  });
  // the partner frame: breadcrumbs with the partner's name
  expect((await screen.findAllByText('Acme Supplies')).length).toBeGreaterThan(0);
  expect(screen.queryByText(/No price formula yet/)).toBeNull();
});

test('delete asks first (danger Confirm); Cancel keeps the formula, Confirm deletes it and the list reloads', async () => {
  let rows = priceRulesFixture;
  const api = fakeApi(
    routes({
      'get /api/partner-price-rules/list': () => ({ data: { rows, total: rows.length } }),
      'delete /api/partner-price-rules/delete/42': () => {
        rows = rows.filter((r) => r.id !== 42);
        return { message: 'Price formula deleted' };
      },
    }),
  );
  renderPage();
  const remove = await screen.findByRole('button', { name: 'Delete formula 2: Supplier price' });

  fireEvent.click(remove);
  expect(await screen.findByText('Are you sure you want delete?')).toBeTruthy();
  await act(async () => fireEvent.click(screen.getByTestId('confirm-no')));
  expect(api.calls.some((c) => c.method === 'delete')).toBe(false);

  fireEvent.click(remove);
  const confirm = await screen.findByTestId('confirm-yes');
  expect(confirm.getAttribute('data-variant') ?? 'filled').toBe('filled');
  expect(confirm.style.getPropertyValue('--button-bg')).toContain('red');
  await act(async () => fireEvent.click(confirm));
  await waitFor(() =>
    expect(api.calls.filter((c) => c.method === 'delete').map((c) => c.path)).toEqual([
      '/api/partner-price-rules/delete/42',
    ]),
  );
  await waitFor(() => expect(screen.queryByText('1. VAT')).toBeNull());
  expect(screen.getByText('1. Add percent: 15%')).toBeTruthy();
});

test('Add opens the empty modal in the URL; edit opens the formula; Cancel closes', async () => {
  fakeApi(routes());
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Add formula' }));
  expect(await screen.findByRole('heading', { name: 'Add price formula' })).toBeTruthy();
  expect(location()).toBe('/partners/3/price-formulas?dialog=add');
  fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(location()).toBe('/partners/3/price-formulas');

  fireEvent.click(screen.getByRole('button', { name: 'Edit formula 2: Supplier price' }));
  expect(await screen.findByRole('heading', { name: 'Edit price formula' })).toBeTruthy();
  expect(location()).toBe('/partners/3/price-formulas?dialog=edit&id=42');
  const ruleSelect = await screen.findByRole('combobox', { name: 'Rule 1' });
  expect((ruleSelect as HTMLInputElement).value).toBe('VAT');
  expect((screen.getByLabelText('Use transport changes') as HTMLInputElement).checked).toBe(true);
});

test('a save reloads the list and closes the modal', async () => {
  let rows = priceRulesFixture.slice(0, 1);
  const api = fakeApi(
    routes({
      'get /api/partner-price-rules/list': () => ({ data: { rows, total: rows.length } }),
      'post /api/partner-price-rules/save': () => {
        rows = priceRulesFixture;
        return { data: { id: 42 }, message: 'Price formula saved' };
      },
    }),
  );
  renderPage('/partners/3/price-formulas?dialog=edit&id=42');
  await screen.findByRole('heading', { name: 'Edit price formula' });
  await screen.findByRole('combobox', { name: 'Rule 1' });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(await screen.findByText('1. VAT')).toBeTruthy();
  expect(api.calls.filter((c) => c.path === '/api/partner-price-rules/list').length).toBeGreaterThan(1);
  expect(api.calls.find((c) => c.method === 'post')?.payload).toMatchObject({ id: 42, withVat: true });
});

test('no formulas: the empty table and what to do next', async () => {
  fakeApi(routes({ 'get /api/partner-price-rules/list': { data: { rows: [], total: 0 } } }));
  renderPage();
  expect(
    await screen.findByText(
      'No price formula yet: add one to give this partner’s products their PIM prices.',
    ),
  ).toBeTruthy();
  expect(screen.getByText('Nothing to show')).toBeTruthy();
});

test.each([
  ['the price rules', 'get /api/partner-price-rules/list'],
  ['the price field labels', 'get /api/partner-price-rules/options'],
])('a failed load of %s sends the user to the partners list (SPEC §8)', async (_what, key) => {
  fakeApi(
    routes({
      [key]: () => {
        throw new ApiError(500, 'server_error', 'Server error');
      },
    }),
  );
  renderPage();
  expect(await screen.findByText('Partners list')).toBeTruthy();
});

test('a failed load of the rule catalogue in the modal sends the user to the partners list', async () => {
  fakeApi(
    routes({
      'get /api/price-rules/list': () => {
        throw new ApiError(500, 'server_error', 'Server error');
      },
    }),
  );
  renderPage('/partners/3/price-formulas?dialog=add');
  expect(await screen.findByText('Partners list')).toBeTruthy();
});
