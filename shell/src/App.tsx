import { useEffect } from 'react';
import { AppShell, Container } from '@mantine/core';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { useAuth } from './auth/auth-store';
import { setNavigator } from './navigation';
import { TopNav } from './nav/TopNav';
import { AppRoutes } from './routing/AppRoutes';

/** Hands the router's navigate to code outside React. */
function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((path) => navigate(path)), [navigate]);
  return null;
}

/** The shell's layout: top navigation and the routed page; when the user is gone, back to the login screen. */
export function App() {
  const { user } = useAuth();
  useEffect(() => {
    if (!user) window.location.replace('/');
  }, [user]);
  return (
    <BrowserRouter>
      <NavigationBridge />
      <AppShell header={{ height: 56 }} padding="md">
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
