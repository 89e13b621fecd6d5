import { useEffect } from 'react';
import { AppShell, Container } from '@mantine/core';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { LoginModal } from './auth/LoginModal';
import { setNavigator } from './navigation';
import { TopNav } from './nav/TopNav';
import { AppRoutes } from './routing/AppRoutes';

/** Hands the router's navigate to code outside React. */
function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((path) => navigate(path)), [navigate]);
  return null;
}

/** The shell's layout: top navigation, the routed page, the login modal over it when nobody is logged in. */
export function App() {
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
      <LoginModal />
    </BrowserRouter>
  );
}
