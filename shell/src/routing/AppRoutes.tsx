import type { ReactNode } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { APP_ROUTES } from '@feedhub/contracts';
import { HomePage } from '../home/pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RemoteScreen } from '../remotes/RemoteScreen';
import { Guarded } from './Guarded';

/** A path parameter of SPEC §2's routes (`{id}`, `{productId}`): a positive integer. */
const NUMERIC_PARAM = /^[1-9][0-9]{0,14}$/;

/** Renders the route only when every path parameter is numeric; `/partners/abc/products` is a 404. */
export function NumericParams({ children }: { children: ReactNode }) {
  const params = useParams();
  const valid = Object.values(params).every((value) => value === undefined || NUMERIC_PARAM.test(value));
  return valid ? children : <NotFoundPage />;
}

/** Every route of SPEC §2 behind the guard; remote routes render their remote's screen; anything else is 404. */
export function AppRoutes() {
  return (
    <Routes>
      {APP_ROUTES.map((route) => (
        <Route
          key={route.name}
          path={route.path}
          element={
            <NumericParams>
              <Guarded name={route.permission ?? route.name}>
                {route.remote ? <RemoteScreen remote={route.remote} route={route.name} /> : <HomePage />}
              </Guarded>
            </NumericParams>
          }
        />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
