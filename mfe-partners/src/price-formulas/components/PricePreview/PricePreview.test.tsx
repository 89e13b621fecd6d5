import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { act } from 'react';
import { renderUi } from '@feedhub/ui/testing';
import { previewFixture } from '../../fixtures';
import type { PreviewRow } from '../../preview';
import { PricePreview } from './PricePreview';

afterEach(() => act(() => i18next.changeLanguage('en')));

/** A priced product: a supplier price with sub-cent digits, a result that needs no rounding. */
const rows: PreviewRow[] = [
  {
    product: previewFixture.products[0],
    partnerPrice: '0.0123',
    value: '1.2340',
    reason: null,
    steps: [],
    failed: false,
  },
  {
    product: previewFixture.products[1],
    partnerPrice: '10.0000',
    value: '12.55',
    reason: null,
    steps: [],
    failed: false,
  },
];

const render = () =>
  renderUi(
    <PricePreview
      outcome={{ kind: 'priced', rows }}
      productCount={2}
      partnerFieldLabel="Price"
      pimFieldLabels={['Retail price']}
    />,
  );

const row = (code: string) =>
  within(
    screen
      .getByRole('region', { name: /Preview of the prices|Hindade eelvaade/ })
      .querySelector(`tr[data-product="${code}"]`) as HTMLElement,
  );

test('preview prices are money with two decimals; digits past the cent only on a line labelled unrounded', () => {
  render();
  expect(row('c-501').getByTestId('preview-value').textContent).toBe('€1.23');
  expect(row('c-501').getByText('€0.01')).toBeTruthy();
  expect(row('c-501').getByText('unrounded €1.234')).toBeTruthy();
  expect(row('c-501').getByText('unrounded €0.0123')).toBeTruthy();
  // whole cents: no unrounded line
  expect(row('c-502').getByTestId('preview-value').textContent).toBe('€12.55');
  expect(row('c-502').getByText('€10.00')).toBeTruthy();
  expect(row('c-502').queryByTestId('preview-unrounded')).toBeNull();
});

test('in Estonian a price never reads as thousands: 1,23 €, and the unrounded value labelled', async () => {
  await act(() => i18next.changeLanguage('et'));
  render();
  expect(row('c-501').getByTestId('preview-value').textContent).toBe('1,23\u00a0€');
  expect(
    row('c-501')
      .getAllByTestId('preview-unrounded')
      .map((e) => e.textContent),
  ).toEqual(['ümardamata 0,0123\u00a0€', 'ümardamata 1,234\u00a0€']);
  expect(row('c-502').getByTestId('preview-value').textContent).toBe('12,55\u00a0€');
});
