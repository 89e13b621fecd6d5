import { fireEvent, screen } from '@testing-library/react';
import { renderUi } from '@feedhub/ui/testing';
import { whitelistFixture } from '../../fixtures';
import { WhitelistTable, type WhitelistTableProps } from './WhitelistTable';

const props = (over: Partial<WhitelistTableProps> = {}): WhitelistTableProps => ({
  rows: whitelistFixture,
  paging: { total: 2, page: 1, perPage: 50, onPageChange: jest.fn(), onPerPageChange: jest.fn() },
  sort: { field: 'ip', direction: 'asc' },
  onSortChange: jest.fn(),
  onEdit: jest.fn(),
  onDelete: jest.fn(),
  ...over,
});

test('rules with their description; edit and delete icons per row', () => {
  const p = props();
  renderUi(<WhitelistTable {...p} />);
  expect(screen.getByText('Office network')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Edit 10.0.0.0/8' }));
  expect(p.onEdit).toHaveBeenCalledWith(whitelistFixture[0]);
  fireEvent.click(screen.getByRole('button', { name: 'Delete 2001:db8::/32' }));
  expect(p.onDelete).toHaveBeenCalledWith(whitelistFixture[1]);
  expect(screen.getByText('1–2 of 2')).toBeTruthy();
});

test('sorting by address goes to the page (the server sorts)', () => {
  const p = props();
  renderUi(<WhitelistTable {...p} />);
  fireEvent.click(screen.getByText('IP or IP range'));
  expect(p.onSortChange).toHaveBeenCalledWith({ field: 'ip', direction: 'desc' });
});

test('a failed load shows the alert with Retry', () => {
  const onRetry = jest.fn();
  renderUi(<WhitelistTable {...props({ rows: undefined, error: true, onRetry })} />);
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalled();
});
