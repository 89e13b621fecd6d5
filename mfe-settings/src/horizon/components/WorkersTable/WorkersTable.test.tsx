import { screen, within } from '@testing-library/react';
import { renderUi } from '@feedhub/ui/testing';
import { statsFixture } from '../../fixtures';
import { WorkersTable } from './WorkersTable';

test('each worker: its queues, how busy, when last seen; one silent for over a minute says so', () => {
  renderUi(<WorkersTable rows={statsFixture.workers} now={Date.parse('2026-11-24T08:10:00.000Z')} />);
  const [first, second] = [...document.querySelectorAll('tbody tr')] as HTMLElement[];
  expect(within(first).getByText('12 seconds ago')).toBeTruthy();
  expect(within(first).queryByTestId('worker-silent')).toBeNull();
  expect(within(first).getByText('High')).toBeTruthy();
  expect(within(first).getByText('2 of 4')).toBeTruthy();
  expect(within(second).getByText('8 minutes ago')).toBeTruthy();
  expect(within(second).getByTestId('worker-silent').textContent).toBe('Silent');
});

test('no worker: the empty line', () => {
  renderUi(<WorkersTable rows={[]} now={0} />);
  expect(screen.getByText('Nothing to show')).toBeTruthy();
});
