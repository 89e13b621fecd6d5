import { screen, within } from '@testing-library/react';
import { renderUi } from '@feedhub/ui/testing';
import { statsFixture } from '../../fixtures';
import { StatsTable } from './StatsTable';

test('one row per import: when, then new, changed, total and in stock in the user’s numbers', () => {
  renderUi(
    <StatsTable
      rows={statsFixture}
      paging={{ total: 3, page: 1, perPage: 50, onPageChange: jest.fn(), onPerPageChange: jest.fn() }}
      sort={{ field: 'collectedAt', direction: 'desc' }}
      onSortChange={jest.fn()}
    />,
  );
  const headers = screen.getAllByRole('row')[0].textContent;
  expect(headers).toBe('Collected atNewChangedTotalIn stock');
  const rows = screen.getAllByRole('row').slice(1);
  expect(rows).toHaveLength(3);
  const first = within(rows[0]);
  expect(first.getByText(/^03\.03\.2026 \d\d:20$/)).toBeTruthy();
  expect(first.getByText('15,234')).toBeTruthy();
  expect(first.getByText('12,001')).toBeTruthy();
  expect(first.getByText('340')).toBeTruthy();
});

test('no imports yet: the empty line', () => {
  renderUi(<StatsTable rows={[]} />);
  expect(screen.getByText('Nothing to show')).toBeTruthy();
});
