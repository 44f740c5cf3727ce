import {
  Anchor,
  AppShell,
  Avatar,
  Burger,
  Group,
  Image,
  Menu,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconHome, IconLogout } from '@tabler/icons-react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { accountQueries } from '../../features/accounts/api/accounts-queries.ts';
import { useBrand } from '../../shared/brand/brand.tsx';
import { session, watchIdle, type SessionEndReason } from '../../shared/session/session.ts';
import { LanguageSwitcher } from '../../shared/ui/language-switcher.tsx';

const navigation = [{ to: '/home', labelKey: 'nav.home', icon: IconHome }] as const;

/**
 * The main layout (spec 000 §2, §9): brand header, navigation, language switcher and user menu;
 * a burger menu below the tablet breakpoint. Ends the session after 15 minutes idle.
 */
export function MainLayout({ queryClient }: { queryClient: QueryClient }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const location = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const customer = useQuery(accountQueries.customer());

  const leave = useCallback(
    (reason: SessionEndReason) => {
      queryClient.clear();
      // A push, not a replace: going back then hits the protected loader, which redirects to login.
      void navigate(reason === 'logout' ? '/login' : `/login?reason=${reason}`);
    },
    [navigate, queryClient],
  );

  useEffect(() => session.onEnd(leave), [leave]);
  useEffect(() => watchIdle(window, () => void session.logout('idle')), []);
  useEffect(close, [location.pathname, close]);

  const name = customer.data
    ? (customer.data.businessName ?? [customer.data.firstName, customer.data.lastName].filter(Boolean).join(' ')) ||
      customer.data.login
    : '';
  const initials = name
    .split(' ')
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'md', sm: 'lg' }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('nav.menu')} />
            <Anchor component={Link} to="/home" underline="never" c="inherit">
              <Group gap="xs" wrap="nowrap">
                <Image src={brand.projectLogo} alt="" w={32} h={32} />
                <Text fw={700} visibleFrom="xs">
                  {brand.projectName}
                </Text>
              </Group>
            </Anchor>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Group visibleFrom="sm">
              <LanguageSwitcher />
            </Group>
            <Menu position="bottom-end" width={220}>
              <Menu.Target>
                <UnstyledButton aria-label={t('nav.userMenu')}>
                  <Group gap={6} wrap="nowrap">
                    <Avatar color="primary" radius="xl" size="md">
                      {initials}
                    </Avatar>
                    <Text size="sm" fw={500} visibleFrom="md" maw={160} truncate>
                      {name}
                    </Text>
                    <IconChevronDown size={14} />
                  </Group>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{customer.data?.login}</Menu.Label>
                <Menu.Item
                  leftSection={<IconLogout size={16} />}
                  color="red"
                  onClick={() => void session.logout('logout')}
                >
                  {t('nav.signOut')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label={t('nav.main')}>
        <AppShell.Section grow component={ScrollArea}>
          {navigation.map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={t(item.labelKey)}
              leftSection={<item.icon size={18} />}
              active={location.pathname.startsWith(item.to)}
            />
          ))}
        </AppShell.Section>
        <AppShell.Section hiddenFrom="sm" py="sm">
          <LanguageSwitcher />
        </AppShell.Section>
        <AppShell.Section>
          <Stack gap={4} pt="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
            <Anchor href={brand.feeLinks.personal} size="xs" c="dimmed" target="_blank" rel="noreferrer">
              {t('footer.fees')}
            </Anchor>
            {brand.terms.map((term) => (
              <Anchor key={term.id} href={term.url} size="xs" c="dimmed" target="_blank" rel="noreferrer">
                {t(`footer.${term.key}`)}
              </Anchor>
            ))}
            <Anchor href={`mailto:${brand.supports.email}`} size="xs" c="dimmed">
              {t('footer.support')}
            </Anchor>
          </Stack>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
