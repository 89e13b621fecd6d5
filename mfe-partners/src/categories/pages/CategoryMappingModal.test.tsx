import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { categoryFixture, familiesFixture, pimCategoriesFixture } from '../fixtures';
import { CategoryMappingModal, MARGINALS_PERMISSION, NAME_WORD_PERMISSION } from './CategoryMappingModal';
import { fakeServer, loginWith, type FakeAnswer, type FakeRequest } from '../testing';

const KNOWN = ['partnerCategories', MARGINALS_PERMISSION, NAME_WORD_PERMISSION];

/** The catalog's answers for the modal; `save` answers the POST. */
function catalog(save: FakeAnswer, category: FakeAnswer = { body: { data: categoryFixture } }) {
  return (r: FakeRequest): FakeAnswer | undefined => {
    if (r.path === '/api/partner-categories/11') return category;
    if (r.path === '/api/partner-categories/suggestions') return { body: { data: [] } };
    if (r.path === '/api/pim-categories/list')
      return { body: { data: { rows: pimCategoriesFixture, total: pimCategoriesFixture.length } } };
    if (r.path === '/api/pim-category-mappings/selects')
      return { body: { data: { families: familiesFixture, categories: [] } } };
    if (r.path === '/api/partner-attributes/options')
      return { status: 404, body: { key: 'partner_attribute_not_found', message: 'No brand attribute' } };
    if (r.path === '/api/partner-categories/save') return save;
    return undefined;
  };
}

afterEach(() => localStorage.clear());

test('without the marginals and name-word permissions the save body has neither key; the green toast, close', async () => {
  loginWith(['partnerCategories'], KNOWN);
  const server = fakeServer(catalog({ body: { data: { id: 11 }, message: 'Category mapping saved' } }));
  const onClose = jest.fn();
  const onSaved = jest.fn();
  server.renderAt(<CategoryMappingModal categoryId={11} partnerId={3} onClose={onClose} onSaved={onSaved} />);
  await screen.findByText('Category mapping: Laptops');
  expect(screen.queryByRole('tab', { name: /^Marginals/ })).toBeNull();
  expect(screen.queryByRole('tab', { name: /^Name words/ })).toBeNull();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  const post = server.requests.find((r) => r.method === 'POST');
  expect(post?.path).toBe('/api/partner-categories/save');
  expect(post?.body).toMatchObject({ id: 11, partnerId: 3, pimCategory: ['laptops'], family: 1 });
  expect(Object.keys(post?.body as object)).not.toContain('marginals');
  expect(Object.keys(post?.body as object)).not.toContain('changes');
  expect(onSaved).toHaveBeenCalled();
  expect(server.feedback.success).toHaveBeenCalledWith('Category mapping saved');
  // a partner without a brand attribute is no error worth a toast
  expect(server.feedback.error).not.toHaveBeenCalled();
});

test('with the permissions the lists are sent; a 422 puts each message under its row field and keeps the modal', async () => {
  loginWith(['partnerCategories', MARGINALS_PERMISSION, NAME_WORD_PERMISSION], KNOWN);
  const server = fakeServer(
    catalog({
      status: 422,
      body: {
        key: 'validation_failed',
        message: 'The given data was invalid.',
        errors: { 'marginals.1.priceFrom': ['Row 2 overlaps row 1'] },
      },
    }),
  );
  const onClose = jest.fn();
  server.renderAt(<CategoryMappingModal categoryId={11} partnerId={3} onClose={onClose} />);
  await screen.findByText('Category mapping: Laptops');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  await screen.findByText('Row 2 overlaps row 1');
  const post = server.requests.find((r) => r.method === 'POST');
  expect((post?.body as { marginals: unknown[] }).marginals).toHaveLength(2);
  expect((post?.body as { changes: unknown[] }).changes).toHaveLength(1);
  expect(screen.getByRole('tab', { name: 'Marginals has errors' }).getAttribute('aria-selected')).toBe(
    'true',
  );
  expect(screen.getByLabelText('Price from, row 2', { selector: 'input' }).getAttribute('aria-invalid')).toBe(
    'true',
  );
  expect(server.feedback.error).toHaveBeenCalledWith('The given data was invalid.');
  expect(onClose).not.toHaveBeenCalled();
});

test('a category that cannot be read closes the modal after the red toast (SPEC §8)', async () => {
  const server = fakeServer(
    catalog(
      { body: {} },
      { status: 404, body: { key: 'partner_category_not_found', message: 'Partner category 11 not found' } },
    ),
  );
  const onClose = jest.fn();
  server.renderAt(<CategoryMappingModal categoryId={11} partnerId={3} onClose={onClose} />);
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(server.feedback.error).toHaveBeenCalledWith('Partner category 11 not found');
});

test('no category: no modal', () => {
  const server = fakeServer(() => undefined);
  server.renderAt(<CategoryMappingModal categoryId={null} partnerId={3} onClose={jest.fn()} />);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(server.requests).toHaveLength(0);
});
