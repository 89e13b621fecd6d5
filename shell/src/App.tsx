import { useEffect } from 'react';
import { AppShell, Container } from '@mantine/core';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { NAV_BAR_HEIGHT } from '@feedhub/ui';
import { addressAfterLogout, useAuth } from './auth/auth-store';
import { setNavigator } from './navigation';
import { TopNav } from './nav/TopNav';
import { AppRoutes } from './routing/AppRoutes';

/** Hands the router's navigate to code outside React. */
function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((path) => navigate(path)), [navigate]);
  return null;
}

/**
 * The shell's layout: top navigation and the routed page. When the user is gone the page loads
 * again (the login screen shows for a browser without a user): on the same address after a 401, so
 * logging in brings the user back to where they were; home after Log out.
 */
export function App() {
  const { user } = useAuth();
  useEffect(() => {
    if (!user) window.location.replace(addressAfterLogout());
  }, [user]);
  return (
    <BrowserRouter>
      <NavigationBridge />
      <AppShell header={{ height: NAV_BAR_HEIGHT }} padding="md">
        <AppShell.Header>
          <TopNav />
        </AppShell.Header>
        <AppShell.Main>
          <Container size="xl">
            <AppRoutes />
          </Container>
        </AppShell.Main>
      </AppShell>
    </BrowserRouter>
  );
}
