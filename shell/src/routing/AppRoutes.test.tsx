import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { RemoteName } from '@feedhub/contracts';
import { renderUi } from '@feedhub/ui/testing';
import { AppRoutes } from './AppRoutes';

// The remote itself is not loaded here: which remote and route the shell asks for is what counts.
jest.mock('../remotes/RemoteScreen', () => ({
  RemoteScreen: ({ remote, route }: { remote: RemoteName; route: string }) => (
    <output data-testid="remote">{`${remote}:${route}`}</output>
  ),
}));

const renderAt = (path: string) =>
  renderUi(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );

test('/horizon/dashboard is the settings remote’s queue dashboard (route and permission horizon)', () => {
  renderAt('/horizon/dashboard');
  expect(screen.getByTestId('remote').textContent).toBe('mfe_settings:horizon');
});

test('another path under /horizon is the 404 page', () => {
  renderAt('/horizon/jobs');
  expect(screen.getByTestId('not-found')).toBeTruthy();
  expect(screen.queryByTestId('remote')).toBeNull();
});
