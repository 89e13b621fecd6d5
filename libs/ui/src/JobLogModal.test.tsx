import { fireEvent, screen, within } from '@testing-library/react';
import { DEFAULT_THEME } from '@mantine/core';
import type { JobLogRow } from '@feedhub/contracts';
import { JobLogModal } from './JobLogModal';
import { renderUi } from './testing';

const rows: JobLogRow[] = [
  { id: 1, createdAt: '2026-11-24T08:00:01.000Z', type: 'info', message: 'Import started' },
  { id: 2, createdAt: '2026-11-24T08:00:03.000Z', type: 'warning', message: 'Record 7 skipped: no code' },
  { id: 3, createdAt: '2026-11-24T08:00:04.000Z', type: 'error', message: 'Feed ended unexpectedly' },
];

const line = (message: string) => screen.getByText(message).closest('tr') as HTMLElement;

test('date and message of every line; error lines light red, warnings light yellow, others plain', () => {
  renderUi(<JobLogModal opened title="Partner job log #7" rows={rows} onClose={jest.fn()} />);
  const dialog = screen.getByRole('dialog', { name: 'Partner job log #7' });
  expect(within(dialog).getByRole('columnheader', { name: 'Date' })).toBeTruthy();
  expect(within(dialog).getByRole('columnheader', { name: 'Message' })).toBeTruthy();
  expect(within(line('Import started')).getByText(/^\d\d\.\d\d\.2026 \d\d:\d\d:01$/)).toBeTruthy();
  const tint = (message: string) =>
    line(message).style.getPropertyValue('--mantine-datatable-row-background-color-light');
  const { red, yellow } = DEFAULT_THEME.colors;
  expect(tint('Feed ended unexpectedly')).toBe(red[0]);
  expect(tint('Record 7 skipped: no code')).toBe(yellow[0]);
  expect(tint('Import started')).toBe('');
  // striping never hides a tint
  expect(line('Record 7 skipped: no code').style.getPropertyValue('--mantine-datatable-striped-color')).toBe(
    'var(--mantine-datatable-row-background-color)',
  );
  expect(line('Feed ended unexpectedly').getAttribute('data-type')).toBe('error');
});

test('Close closes it', () => {
  const onClose = jest.fn();
  renderUi(<JobLogModal opened title="Log" rows={[]} onClose={onClose} />);
  expect(screen.getByText('Nothing to show')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalled();
});

test('a failed load offers Retry', () => {
  const onRetry = jest.fn();
  renderUi(<JobLogModal opened title="Log" rows={undefined} error onRetry={onRetry} onClose={jest.fn()} />);
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalled();
});
