import { Route, Routes } from 'react-router-dom';
import { APP_ROUTES } from '@feedhub/contracts';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RemoteScreen } from '../remotes/RemoteScreen';
import { Guarded } from './Guarded';

/** Every route of SPEC §2 behind the guard; remote routes render their remote's screen; anything else is 404. */
export function AppRoutes() {
  return (
    <Routes>
      {APP_ROUTES.map((route) => (
        <Route
          key={route.name}
          path={route.path}
          element={
            <Guarded name={route.name}>
              {route.remote ? <RemoteScreen remote={route.remote} route={route.name} /> : <HomePage />}
            </Guarded>
          }
        />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
