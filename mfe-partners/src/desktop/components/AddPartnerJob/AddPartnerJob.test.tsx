import { fireEvent, screen } from '@testing-library/react';
import { renderUi } from '@feedhub/ui/testing';
import type { PartnerTask } from '@feedhub/contracts';
import { AddPartnerJob } from './AddPartnerJob';

const task = (id: number, name: string, methodName: PartnerTask['methodName']): PartnerTask => ({
  id,
  partnerId: 5,
  name,
  methodName,
  params: {},
  cron: null,
  queue: 'low',
  isActive: true,
  isDefault: true,
  debug: false,
});

test('waits for a partner: the task select and the button are disabled', () => {
  renderUi(<AddPartnerJob tasks={undefined} onAdd={jest.fn()} />);
  expect((screen.getByRole('combobox', { name: 'Partner task' }) as HTMLInputElement).disabled).toBe(true);
  expect(screen.getByPlaceholderText('Search a partner first')).toBeTruthy();
  expect((screen.getByRole('button', { name: 'Add partner job' }) as HTMLButtonElement).disabled).toBe(true);
});

test('a task chosen (name and method shown) adds a job for it', () => {
  const onAdd = jest.fn();
  renderUi(
    <AddPartnerJob
      tasks={[task(3, 'Nightly products', 'importProducts'), task(4, 'Prices every 2 h', 'updatePrices')]}
      onAdd={onAdd}
    />,
  );
  fireEvent.click(screen.getByRole('combobox', { name: 'Partner task' }));
  expect(screen.getByText('Update prices')).toBeTruthy(); // the method, translated
  fireEvent.click(screen.getByRole('option', { name: /Nightly products/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Add partner job' }));
  expect(onAdd).toHaveBeenCalledWith(3);
});
