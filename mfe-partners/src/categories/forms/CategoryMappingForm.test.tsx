import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderUi } from '@feedhub/ui/testing';
import {
  brandsFixture,
  categoryFixture,
  familiesFixture,
  pimCategoriesFixture,
  suggestionsFixture,
} from '../fixtures';
import { CategoryMappingForm, type CategoryMappingFormProps } from './CategoryMappingForm';

const props = (over: Partial<CategoryMappingFormProps> = {}): CategoryMappingFormProps => ({
  category: categoryFixture,
  pimCategories: pimCategoriesFixture,
  families: familiesFixture,
  brands: brandsFixture,
  suggestions: suggestionsFixture,
  can: { marginals: true, changes: true },
  saving: false,
  onSubmit: jest.fn(),
  onCancel: jest.fn(),
  ...over,
});
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
/** A cell's input of the marginals or name-word table (a select's listbox carries the same label). */
const cell = (column: string, row: number) =>
  screen.getByLabelText(`${column}, row ${row}`, { selector: 'input' }) as HTMLInputElement;
/** The body the form handed over. */
const body = (onSubmit: CategoryMappingFormProps['onSubmit']) =>
  (onSubmit as jest.Mock).mock.calls[0][0] as Record<string, unknown>;

test('the server’s messages show under row fields; their tabs get the red dot and the first opens', async () => {
  const p = props({
    serverErrors: {
      'marginals.1.priceTo': ['Price to must be at least price from'],
      'changes.0.word': ['Word field is required'],
    },
  });
  await act(async () => renderUi(<CategoryMappingForm {...p} />));
  // the marginals tab opened (the general tab holds no message)
  expect(screen.getByRole('tab', { name: /^Marginals/ }).getAttribute('aria-selected')).toBe('true');
  expect(screen.getByRole('tab', { name: 'Marginals has errors' })).toBeTruthy();
  expect(screen.getByRole('tab', { name: 'Name words has errors' })).toBeTruthy();
  expect(screen.getByRole('tab', { name: 'General' })).toBeTruthy();

  expect(cell('Price to', 2).getAttribute('aria-invalid')).toBe('true');
  expect(cell('Price to', 1).getAttribute('aria-invalid')).not.toBe('true');
  expect(screen.getByText('Price to must be at least price from')).toBeTruthy();
  expect(cell('Word in the product name', 1).getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByText('Word field is required')).toBeTruthy();

  // changing the field takes its message (and the tab's dot) away; the other stays
  await act(async () => fireEvent.change(cell('Price to', 2), { target: { value: '300' } }));
  expect(screen.queryByText('Price to must be at least price from')).toBeNull();
  expect(screen.getByRole('tab', { name: 'Marginals' })).toBeTruthy();
  expect(screen.getByText('Word field is required')).toBeTruthy();
});

test('a message for the general tab: its field and its dot; a message of no field goes above the tabs', async () => {
  const p = props({
    serverErrors: { family: ['Family field is required'], somethingElse: ['The category changed meanwhile'] },
  });
  await act(async () => renderUi(<CategoryMappingForm {...p} />));
  expect(screen.getByRole('tab', { name: 'General has errors' }).getAttribute('aria-selected')).toBe('true');
  expect(screen.getByText('Family field is required')).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toContain('The category changed meanwhile');
});

test('without the permissions the marginals and name-word tabs are gone and Save leaves their keys out', async () => {
  const p = props({ can: { marginals: false, changes: false } });
  await act(async () => renderUi(<CategoryMappingForm {...p} />));
  const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
  expect(tabs).toEqual(['General', 'Transport', 'History1']);
  expect(screen.queryByLabelText('Price from, row 1', { selector: 'input' })).toBeNull();
  await save();
  expect(p.onSubmit).toHaveBeenCalledTimes(1);
  const sent = body(p.onSubmit);
  expect(sent).not.toHaveProperty('marginals');
  expect(sent).not.toHaveProperty('changes');
  expect(sent).toMatchObject({
    id: 11,
    partnerId: 3,
    pimCategory: ['laptops'],
    family: 1,
    brand: null,
    vat: '24',
    vatEt: 24,
    exportAll: true,
    useIcecat: true,
    priceChangeType: 'percent',
    priceChangeAmount: '5',
    deliveryTime: 3,
    transportAddToPrice: '2.5',
    disabledFi: true,
  });
});

test('with one permission only that tab shows and only its key is sent', async () => {
  const p = props({ can: { marginals: false, changes: true } });
  await act(async () => renderUi(<CategoryMappingForm {...p} />));
  expect(screen.queryByRole('tab', { name: /^Marginals/ })).toBeNull();
  expect(screen.getByRole('tab', { name: 'Name words' })).toBeTruthy();
  await save();
  const sent = body(p.onSubmit);
  expect(sent).not.toHaveProperty('marginals');
  expect(sent.changes).toEqual([{ id: 200, word: 'dock', pimCategory: 'cables' }]);
});

test('margin rows are sent whole; a new row without its required amounts is refused on its tab', async () => {
  const p = props();
  await act(async () => renderUi(<CategoryMappingForm {...p} />));
  await save();
  expect(body(p.onSubmit).marginals).toEqual([
    {
      id: 100,
      brand: null,
      priceFrom: '0',
      priceTo: '100',
      marginal: '20',
      marginalEt: null,
      prepaymentPercent: null,
    },
    {
      id: 101,
      brand: 'Lenovo',
      priceFrom: '100',
      priceTo: null,
      marginal: '12.5',
      marginalEt: '10',
      prepaymentPercent: '30',
    },
  ]);

  (p.onSubmit as jest.Mock).mockClear();
  await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Marginals' })));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add row' })));
  // back on the general tab, Save opens the tab with the messages
  await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'General' })));
  await save();
  expect(p.onSubmit).not.toHaveBeenCalled();
  expect(screen.getByRole('tab', { name: 'Marginals has errors' }).getAttribute('aria-selected')).toBe(
    'true',
  );
  expect(cell('Price from', 3).getAttribute('aria-invalid')).toBe('true');
  expect(cell('Margin', 3).getAttribute('aria-invalid')).toBe('true');
  // the row goes again: Save sends
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete row 3' })));
  await save();
  expect(p.onSubmit).toHaveBeenCalledTimes(1);
});

test('the suggestions show score, confidence, sources and reason; Use makes one the main category with its family', async () => {
  const p = props({ can: { marginals: false, changes: false } });
  await act(async () => renderUi(<CategoryMappingForm {...p} />));
  const list = screen.getByTestId('suggestions');
  const monitors = list.querySelector('[data-suggestion="monitors"]') as HTMLElement;
  expect(within(monitors).getByLabelText('80%, Confident suggestion')).toBeTruthy();
  expect(within(monitors).getByText('Computers › Laptops ≈ Electronics › Computers › Monitors')).toBeTruthy();
  expect(within(monitors).getByText('Other partners')).toBeTruthy();
  expect(within(monitors).getByText('Taxonomy')).toBeTruthy();
  expect(within(monitors).getByText('Family Monitor')).toBeTruthy();
  const cables = list.querySelector('[data-suggestion="cables"]') as HTMLElement;
  expect(within(cables).getByLabelText(/^35%, Uncertain suggestion/)).toBeTruthy();
  expect(within(cables).getByText('Product titles')).toBeTruthy();
  expect(within(cables).getByText('No family set for it')).toBeTruthy();
  // no "uses/example" wording any more
  expect(screen.queryByText(/partners map here/)).toBeNull();

  const use = within(monitors).getByRole('button', { name: 'Use Electronics / Computers / Monitors' });
  await act(async () => fireEvent.click(use));
  expect(within(monitors).getByRole('button', { name: 'In use' })).toBeTruthy();
  await save();
  expect(body(p.onSubmit).pimCategory).toEqual(['monitors', 'laptops']);
  expect(body(p.onSubmit).family).toBe(2);
});

test('a suggestion without a family leaves the family as it was', async () => {
  const p = props({ can: { marginals: false, changes: false } });
  await act(async () => renderUi(<CategoryMappingForm {...p} />));
  await act(async () =>
    fireEvent.click(screen.getByRole('button', { name: 'Use Electronics / Accessories / Cables' })),
  );
  await save();
  expect(body(p.onSubmit).pimCategory).toEqual(['cables', 'laptops']);
  expect(body(p.onSubmit).family).toBe(1);
});

test('the history tells an accepted suggestion from a person’s save', async () => {
  const category = {
    ...categoryFixture,
    history: [
      {
        id: 301,
        changedAt: '2026-03-02T10:15:00.000Z',
        username: 'anna',
        source: 'suggestion' as const,
        changes: [{ field: 'pimCategory', from: [], to: ['laptops'] }],
      },
      ...categoryFixture.history,
    ],
  };
  await act(async () => renderUi(<CategoryMappingForm {...props({ category })} />));
  const history = screen.getByTestId('mapping-history');
  const sources = [...history.querySelectorAll('[data-source]')].map((el) => el.textContent);
  expect(sources).toEqual(['Suggestion accepted', 'Saved by hand']);
});

test('the name is read-only; the history says when, who and what changed', async () => {
  await act(async () => renderUi(<CategoryMappingForm {...props()} />));
  expect(screen.getByText('Category mapping: Laptops')).toBeTruthy();
  expect((screen.getByLabelText('Name') as HTMLInputElement).readOnly).toBe(true);
  const history = screen.getByTestId('mapping-history');
  expect(within(history).getByText('admin')).toBeTruthy();
  expect(within(history).getByText('Family')).toBeTruthy();
  expect(within(history).getByText('laptop')).toBeTruthy();
  expect(within(history).getByText('All brands: 0–100 € → 20 %; Prepayment 30 %')).toBeTruthy();
});

test('while the category loads the modal shows a loader and Save sends nothing', async () => {
  const p = props({ category: undefined });
  await act(async () => renderUi(<CategoryMappingForm {...p} />));
  expect(screen.getByText('Category mapping')).toBeTruthy();
  await save();
  expect(p.onSubmit).not.toHaveBeenCalled();
});
