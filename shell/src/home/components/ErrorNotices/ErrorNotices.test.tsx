import { fireEvent, screen } from '@testing-library/react';
import type { ErrorNotice } from '@feedhub/contracts';
import { renderUi } from '@feedhub/ui/testing';
import { noticesFixture } from '../../fixtures';
import { ErrorNotices, type ErrorNoticesProps } from './ErrorNotices';

const props = (over: Partial<ErrorNoticesProps> = {}): ErrorNoticesProps => ({
  notices: { rows: noticesFixture, total: 2 },
  perPage: 25,
  page: 1,
  onPageChange: jest.fn(),
  canViewLog: true,
  canDismiss: true,
  onViewLog: jest.fn(),
  onReview: jest.fn(),
  onDismiss: jest.fn(),
  ...over,
});

test('date, partner and message of each notice; its job log and delete pass the notice on', () => {
  const p = props();
  renderUi(<ErrorNotices {...p} />);
  expect(screen.getByText(/^\d\d\.\d\d\.2026 \d\d:\d\d · Demo supplier$/)).toBeTruthy();
  expect(screen.getByText('The PIM refused 3 products').getAttribute('title')).toBe(
    'The PIM refused 3 products',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Log of job 9' }));
  expect(p.onViewLog).toHaveBeenCalledWith(9);
  fireEvent.click(screen.getAllByRole('button', { name: 'Delete notice' })[1]);
  expect(p.onDismiss).toHaveBeenCalledWith(noticesFixture[1]);
  // one page: no pager
  expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
});

test('a notice of a held run offers its review (with the log permission); others do not', () => {
  const held: ErrorNotice = {
    ...noticesFixture[0],
    id: 77,
    message: 'Run 31 of Demo supplier is waiting for review',
    context: { job_id: 31, partner_id: 4 },
    review: true,
  };
  const p = props({ notices: { rows: [held, noticesFixture[1]], total: 2 } });
  const { unmount } = renderUi(<ErrorNotices {...p} />);
  fireEvent.click(screen.getByRole('button', { name: 'Review held run 31' }));
  expect(p.onReview).toHaveBeenCalledWith(held);
  expect(screen.getAllByRole('button', { name: /^Review held run/ })).toHaveLength(1);
  unmount();
  renderUi(<ErrorNotices {...props({ notices: { rows: [held], total: 1 }, canViewLog: false })} />);
  expect(screen.queryByRole('button', { name: 'Review held run 31' })).toBeNull();
});

test('more than a page: the range and a pager', () => {
  const rows: ErrorNotice[] = Array.from({ length: 25 }, (_, i) => ({ ...noticesFixture[1], id: 100 + i }));
  const p = props({ notices: { rows, total: 60 }, page: 2 });
  renderUi(<ErrorNotices {...p} />);
  expect(screen.getByText('26–50 of 60')).toBeTruthy();
  expect(screen.getByTestId('notice-count').textContent).toBe('60');
  fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(p.onPageChange).toHaveBeenCalledWith(3);
});

test('none: one muted line; a failed load: the alert with Retry', () => {
  const { unmount } = renderUi(<ErrorNotices {...props({ notices: { rows: [], total: 0 } })} />);
  expect(screen.getByText('No error notices.')).toBeTruthy();
  unmount();
  const onRetry = jest.fn();
  renderUi(<ErrorNotices {...props({ notices: undefined, error: true, onRetry })} />);
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalled();
});
