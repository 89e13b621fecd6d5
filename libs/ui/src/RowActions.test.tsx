import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { RowActions } from './RowActions';

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
