import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, MemoryRouter } from 'react-router-dom';
import { ApiError } from '@feedhub/api-client';
import { renderUi } from '@feedhub/ui/testing';
import { fakeApi } from '@feedhub/api-client/testing';
import { renderWithQueries } from '@feedhub/ui/testing';
import { sectionPartnerFixture } from '../../partners/fixtures';
import { brandsFixture, categoriesFixture, zeroAmountsFixture } from '../fixtures';
import { PartnerZeroAmountsPage } from '../pages/PartnerZeroAmountsPage';
import { ZeroAmountForm } from './ZeroAmountForm';

/** Opens a select and picks one of its options. */
const pick = async (label: RegExp, option: string) => {
  const input = screen.getByRole('combobox', { name: label });
  fireEvent.click(input);
  const listbox = await waitFor(() => {
    const found = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error('no listbox');
    return found;
  });
  fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
};
const add = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add' })));

test('both choices are required before anything is sent; then the form hands over the save body', async () => {
  const onSubmit = jest.fn();
  renderUi(
    <ZeroAmountForm
      partnerId={3}
      brands={brandsFixture}
      categories={categoriesFixture}
      saving={false}
      onSubmit={onSubmit}
    />,
  );
  await add();
  expect(screen.getByText('Brand field is required')).toBeTruthy();
  expect(screen.getByText('Category field is required')).toBeTruthy();
  expect(onSubmit).not.toHaveBeenCalled();

  await pick(/Brand/, 'Lenovo'); // option 0: a real choice, not an empty one
  expect(screen.queryByText('Brand field is required')).toBeNull();
  await pick(/Category/, 'Computers › Monitors'); // the category shows its path, as every screen does
  await add();
  expect(onSubmit.mock.calls[0][0]).toEqual({ brand: 0, categoryId: 22, partnerId: 3 });
});

test('the page: a refused add shows the server’s messages under brand and category; the list stays', async () => {
  const api = fakeApi({
    'get /api/partners/3': { data: sectionPartnerFixture },
    'get /api/partners/mapping-progress': { data: [] },
    'get /api/partner-zero-amounts/list': { data: { rows: zeroAmountsFixture, total: 1 } },
    'get /api/partner-attributes/options': { data: brandsFixture },
    'get /api/partner-categories/list': { data: { rows: categoriesFixture, total: 2 } },
    'post /api/partner-zero-amounts/save': () => {
      throw new ApiError(422, 'validation_failed', 'The given data was invalid', {
        brand: ['This brand and category are excluded already'],
        categoryId: ['The category is not one of the partner’s'],
      });
    },
  });
  renderWithQueries(
    <MemoryRouter initialEntries={['/partners/3/zero-amounts']}>
      <Routes>
        <Route path="/partners/:id/zero-amounts" element={<PartnerZeroAmountsPage />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(await screen.findByRole('cell', { name: 'Computers › Monitors' })).toBeTruthy(); // the rule's category by its path
  // the list and the choices are the route partner's
  const list = api.calls.find((c) => c.path === '/api/partner-zero-amounts/list');
  expect(list?.payload).toMatchObject({ filter: { partnerId: 3 } });
  expect(api.calls.find((c) => c.path === '/api/partner-attributes/options')?.payload).toEqual({
    code: 'brand',
    partnerId: 3,
  });

  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: /Brand/ }).getAttribute('placeholder')).toBe(
      'Search a brand',
    ),
  );
  await pick(/Brand/, 'Dell');
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: /Category/ }).getAttribute('placeholder')).toBe(
      'Search a category',
    ),
  );
  await pick(/Category/, 'Computers › Monitors');
  await add();
  expect(await screen.findByText('This brand and category are excluded already')).toBeTruthy();
  expect(screen.getByText('The category is not one of the partner’s')).toBeTruthy();
  expect(api.calls.find((c) => c.method === 'post')?.payload).toEqual({
    brand: 1,
    categoryId: 22,
    partnerId: 3,
  });
  // changing the brand clears its message only
  await pick(/Brand/, 'Samsung');
  expect(screen.queryByText('This brand and category are excluded already')).toBeNull();
  expect(screen.getByText('The category is not one of the partner’s')).toBeTruthy();
});
