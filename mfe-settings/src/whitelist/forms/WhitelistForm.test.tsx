import { act, fireEvent, screen } from '@testing-library/react';
import { renderUi } from '@feedhub/ui/testing';
import { WhitelistForm } from './WhitelistForm';

const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));

test('a bad range is refused under the field with SPEC §5’s wording; editing the field clears it', async () => {
  const onSubmit = jest.fn();
  renderUi(<WhitelistForm saving={false} onSubmit={onSubmit} onCancel={jest.fn()} />);
  fireEvent.change(screen.getByLabelText(/IP or IP range/), { target: { value: '1.2.3.4/33' } });
  await save();
  expect(screen.getByText('IP must be valid IP/IP range')).toBeTruthy();
  expect(onSubmit).not.toHaveBeenCalled();
  await act(async () =>
    fireEvent.change(screen.getByLabelText(/IP or IP range/), { target: { value: '10.0.0.9/8' } }),
  );
  expect(screen.queryByText('IP must be valid IP/IP range')).toBeNull();
  await save();
  // the form hands over the canonical rule
  expect(onSubmit.mock.calls[0][0]).toMatchObject({ ip: '10.0.0.0/8', description: null });
});

test('editing starts from the rule; the server’s messages show under their fields', () => {
  renderUi(
    <WhitelistForm
      rule={{ id: 4, ip: '10.0.0.0/8', description: 'Office' }}
      saving={false}
      serverErrors={{ ip: ['This change would lock you out'] }}
      onSubmit={jest.fn()}
      onCancel={jest.fn()}
    />,
  );
  expect(screen.getByText('Edit IP rule')).toBeTruthy();
  expect((screen.getByLabelText(/IP or IP range/) as HTMLInputElement).value).toBe('10.0.0.0/8');
  expect(screen.getByText('This change would lock you out')).toBeTruthy();
});
