import { act, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { ActionsTitle, RowActions, rowActionsColumn } from './RowActions';

test('edit and delete are icon buttons named after the row (no emoji)', () => {
  const onEdit = jest.fn();
  const onDelete = jest.fn();
  render(
    <MantineProvider>
      <RowActions label="Buyers" onEdit={onEdit} onDelete={onDelete} />
    </MantineProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Edit Buyers' }));
  fireEvent.click(screen.getByRole('button', { name: 'Delete Buyers' }));
  expect(onEdit).toHaveBeenCalled();
  expect(onDelete).toHaveBeenCalled();
  for (const button of screen.getAllByRole('button')) {
    expect(button.querySelector('svg')).toBeTruthy();
    expect(button.textContent).toBe('');
  }
});

test('without a delete handler there is no delete icon', () => {
  render(
    <MantineProvider>
      <RowActions label="Buyers" onEdit={jest.fn()} />
    </MantineProvider>,
  );
  expect(screen.queryByRole('button', { name: 'Delete Buyers' })).toBeNull();
});

test('the actions column says the one word of every table, in the user’s language', async () => {
  const column = rowActionsColumn<{ name: string }>({ label: (r) => r.name, onEdit: jest.fn() });
  const { rerender } = render(<MantineProvider>{column.title}</MantineProvider>);
  expect(screen.getByText('Actions')).toBeTruthy();
  await act(() => i18next.changeLanguage('et'));
  rerender(
    <MantineProvider>
      <ActionsTitle />
    </MantineProvider>,
  );
  expect(screen.getByText('Toimingud')).toBeTruthy();
  await act(() => i18next.changeLanguage('en'));
});
