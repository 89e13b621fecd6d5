import { Anchor, Button, Group, Menu, SegmentedControl, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { IconHome } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { HORIZON_DASHBOARD_PATH, LOCALES, hasPermission, type PermissionName } from '@feedhub/contracts';
import { isLocale } from '@feedhub/i18n';
import { logout, rememberLocale, storeLocale, useAuth } from '../auth/auth-store';

/** One menu entry: a route (client navigation). */
interface Item {
  permission: PermissionName;
  label: string;
  to: string;
}

/** The top bar of SPEC §2: home, Partners, PIM category mapping, Export, Settings, user and logout. */
export function TopNav() {
  const { t, i18n } = useTranslation('ui');
  const { user, status } = useAuth();
  // Nobody logged in: the login modal covers the page and no menu is offered.
  const can = (permission: PermissionName) => Boolean(user) && hasPermission(user, permission);

  const menu = (label: string, items: Item[]) => {
    const visible = items.filter((i) => can(i.permission));
    if (!visible.length) return null;
    return (
      <Menu trigger="click-hover" openDelay={50} closeDelay={150}>
        <Menu.Target>
          <Button variant="subtle" color="gray">
            {label}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {visible.map((i) => (
            <Menu.Item key={i.to} component={Link} to={i.to}>
              {i.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    );
  };

  // The switch applies at once; keeping it on the user is quiet (a failure gets the usual red toast).
  const storeOnUser = useMutation({ mutationFn: storeLocale, meta: { quietSuccess: true } });
  const changeLanguage = (locale: string) => {
    if (!isLocale(locale)) return;
    void i18n.changeLanguage(locale);
    rememberLocale(locale);
    if (user) storeOnUser.mutate(locale);
  };

  return (
    <Group justify="space-between" px="md" h="100%" component="nav" aria-label="main">
      <Group gap="xs">
        <Anchor
          component={Link}
          to="/"
          aria-label={t('nav.home')}
          fw={700}
          mr="xs"
          style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
        >
          <IconHome size={20} stroke={1.8} aria-hidden />
          {t('app.name')}
        </Anchor>
        {menu(t('nav.partners'), [
          { permission: 'partners', label: t('nav.partnerList'), to: '/partners' },
          { permission: 'partnerDesktop', label: t('nav.partnerDesktop'), to: '/partners/desktop' },
        ])}
        {can('pimCategoryMapping') && (
          <Button variant="subtle" color="gray" component={Link} to="/pim-category-mapping">
            {t('nav.pimCategoryMapping')}
          </Button>
        )}
        {menu(t('nav.export'), [
          { permission: 'exportDesktop', label: t('nav.exportDesktop'), to: '/export' },
          { permission: 'exportTest', label: t('nav.exportTest'), to: '/export/test' },
          { permission: 'pimProducts', label: t('nav.pimProducts'), to: '/export/pim-products' },
        ])}
        {menu(t('nav.settings'), [
          { permission: 'settings', label: t('nav.settingsTable'), to: '/settings' },
          { permission: 'whitelist', label: t('nav.whitelist'), to: '/settings/whitelist' },
          {
            permission: 'settings',
            label: t('nav.icecatFeatures'),
            to: '/settings/icecat-features',
          },
          { permission: 'settingsRoles', label: t('nav.roles'), to: '/settings/roles' },
          { permission: 'settingsUsers', label: t('nav.users'), to: '/settings/users' },
          { permission: 'settingsDesktop', label: t('nav.settingsDesktop'), to: '/settings/desktop' },
          { permission: 'tests', label: t('nav.tests'), to: '/tests' },
          { permission: 'horizon', label: t('nav.horizon'), to: HORIZON_DASHBOARD_PATH },
        ])}
      </Group>
      <Group gap="sm">
        <SegmentedControl
          size="xs"
          aria-label={t('nav.language')}
          value={i18n.language}
          onChange={changeLanguage}
          data={LOCALES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
        />
        {user && (
          <>
            <Text size="sm" data-testid="current-user">
              {user.username}
            </Text>
            <Button size="xs" variant="light" loading={status === 'loading'} onClick={() => void logout('/')}>
              {t('nav.logout')}
            </Button>
          </>
        )}
      </Group>
    </Group>
  );
}
