import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { fakeServer, type FakeAnswer, type FakeRequest } from '../../categories/testing';
import { classesFixture, partnerFixture, queuesFixture } from '../fixtures';
import { PartnerEditPage } from './PartnerEditPage';

/** The partner form on its page, against a fake server through the real API client: the import guard's limits. */

/** Answers of the page's reads; `save` answers POST /api/partners/save. */
function start(save: (r: FakeRequest) => FakeAnswer) {
  return fakeServer((r) => {
    if (r.path === '/api/partners/1') return { body: { data: partnerFixture } };
    if (r.path === '/api/partners/classes') return { body: { data: classesFixture } };
    if (r.path === '/api/partner-tasks/queues') return { body: { data: queuesFixture } };
    if (r.method === 'POST' && r.path === '/api/partners/save') return save(r);
    return undefined;
  });
}
const render = (server: ReturnType<typeof fakeServer>) =>
  server.renderAt(<PartnerEditPage />, { path: '/partners/1/edit', route: '/partners/:id/edit' });

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const messageUnder = (label: string) =>
  input(label).closest('.mantine-InputWrapper-root')?.querySelector('.mantine-InputWrapper-error')
    ?.textContent;
const saves = (server: { requests: FakeRequest[] }) =>
  server.requests.filter((r) => r.method === 'POST' && r.path === '/api/partners/save');

// The partner form is long: Mantine's inputs take a while in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });

test('Save sends the import guard’s limits with the partner; the green toast says the server’s message', async () => {
  const server = start(() => ({ body: { data: { id: 1 }, message: 'Partner saved' } }));
  render(server);
  await screen.findByRole('heading', { name: 'Import guard', level: 4 });
  expect(input('Stock to 0 limit (%)').value).toBe('50');
  fireEvent.change(input('Stock to 0 limit (%)'), { target: { value: '30' } });
  fireEvent.change(input('Price change limit (%)'), { target: { value: '0' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  await waitFor(() => expect(server.feedback.success).toHaveBeenCalledWith('Partner saved'));
  expect(saves(server)).toHaveLength(1);
  expect(saves(server)[0].body).toMatchObject({
    id: 1,
    name: 'Acme Supplies',
    guardStockPercent: 30,
    guardPricePercent: 0,
    guardPriceFactor: 5,
  });
});

test('a 422 on a guard field shows its message under that field (and the red toast); it goes when the field changes', async () => {
  const server = start(() => ({
    status: 422,
    body: {
      key: 'validation_failed',
      message: 'The given data was invalid.',
      errors: { guardPriceFactor: ['price change factor may not be greater than 1000'] },
    },
  }));
  render(server);
  await screen.findByRole('heading', { name: 'Import guard', level: 4 });
  fireEvent.change(input('Price change factor (×)'), { target: { value: '999' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  await waitFor(() =>
    expect(messageUnder('Price change factor (×)')).toBe('price change factor may not be greater than 1000'),
  );
  expect(messageUnder('Stock to 0 limit (%)')).toBeUndefined();
  expect(messageUnder('Price change limit (%)')).toBeUndefined();
  expect(server.feedback.error).toHaveBeenCalledWith('The given data was invalid.');
  await act(async () => fireEvent.change(input('Price change factor (×)'), { target: { value: '9' } }));
  expect(messageUnder('Price change factor (×)')).toBeUndefined();
});

test('a language switch words the server’s message again and keeps what the user typed', async () => {
  const server = start(() => ({
    status: 422,
    body: {
      key: 'validation_failed',
      message: 'The given data was invalid.',
      errors: { name: ['Name has already been taken'] },
      rules: { name: [{ rule: 'unique' }] },
    },
  }));
  render(server);
  await screen.findByRole('heading', { name: 'Import guard', level: 4 });
  fireEvent.change(input('Name *'), { target: { value: 'Demo supplier' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  await waitFor(() => expect(messageUnder('Name *')).toBe('Name has already been taken'));
  try {
    // as the shell does on a switch: the language, then every query fetched again
    await act(async () => {
      await i18next.changeLanguage('et');
      await server.queryClient.invalidateQueries();
    });
    await waitFor(() => expect(messageUnder('Nimi *')).toBe('Nimi on juba kasutusel'));
    expect(input('Nimi *').value).toBe('Demo supplier');
  } finally {
    await act(async () => void (await i18next.changeLanguage('en')));
  }
});
