import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiError, createQueryClient } from '@feedhub/api-client';
import { fakeApi } from '@feedhub/api-client/testing';
import { renderUi } from '@feedhub/ui/testing';
import { SettingsDesktopPage } from './SettingsDesktopPage';

/** The page with the shell's QueryClient (its toasts are spies here). */
function renderPage() {
  const feedback = { success: jest.fn(), error: jest.fn() };
  renderUi(
    <QueryClientProvider client={createQueryClient(feedback)}>
      <SettingsDesktopPage />
    </QueryClientProvider>,
  );
  return feedback;
}

test('Sync PIM sits beside Clear cache and Queue restart; it queues the sync and the answer is the green toast', async () => {
  const api = fakeApi({ 'post /api/pim/sync': { data: { jobId: 42 }, message: 'PIM sync queued (job 42)' } });
  const feedback = renderPage();
  expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
    'Clear cache',
    'Queue restart',
    'Sync PIM',
    'Migrate',
  ]);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sync PIM' })));
  await waitFor(() => expect(feedback.success).toHaveBeenCalledWith('PIM sync queued (job 42)'));
  expect(api.calls).toEqual([{ method: 'post', path: '/api/pim/sync', payload: undefined }]);
});

test('one pending already: the red toast with the server’s message', async () => {
  fakeApi({
    'post /api/pim/sync': () => {
      throw new ApiError(409, 'pending_job_exists', 'Pending job already exists');
    },
  });
  const feedback = renderPage();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sync PIM' })));
  await waitFor(() => expect(feedback.error).toHaveBeenCalledWith('Pending job already exists'));
  expect(feedback.success).not.toHaveBeenCalled();
});
