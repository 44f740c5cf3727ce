import { Avatar, Box, Group, Skeleton, Text, UnstyledButton, useMantineTheme, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconHistory, IconLogout, IconShieldLock } from '@tabler/icons-react';
import type { Customer, CustomerAccess } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { HeaderMenu, type HeaderMenuEntry } from '../../shared/ui/header-menu.tsx';

/** The customer's display name: the business name, else first and last name, else the login e-mail. */
function customerDisplayName(customer: Customer): string {
  const personal = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  return customer.businessName ?? (personal || customer.login);
}

/** What the user menu offers to switch to (decisions 0102, 0103). */
export interface AccountSwitch {
  /** Every customer the user may act for, their own first. */
  accesses: readonly CustomerAccess[];
  /** The one the session works in now. */
  current: CustomerAccess | undefined;
  onChoose: (access: CustomerAccess) => void;
}

/**
 * The header's user menu (spec 000 §2): who is signed in (or whose account they act for), the switch
 * between the customers a user with related accounts may act for, security settings and login
 * history (when the access allows settings), sign-out. Its button renders at once; the menu's code
 * downloads when it is pointed at, focused or pressed (shared/ui/header-menu.tsx).
 */
export function UserMenu({
  customer,
  onSignOut,
  accountSwitch,
}: {
  customer: Customer | undefined;
  onSignOut: () => void;
  accountSwitch?: AccountSwitch | undefined;
}) {
  const { t } = useTranslation('common');
  const theme = useMantineTheme();
  if (!customer) return <Skeleton h={36} w={36} circle />;
  const name = customerDisplayName(customer);
  const current = accountSwitch?.current;
  const settings = current === undefined || current.accessList.includes('settings');
  const switchable = accountSwitch !== undefined && accountSwitch.accesses.length > 1 ? accountSwitch : undefined;
  const items: HeaderMenuEntry[] = [
    {
      kind: 'content',
      key: 'who',
      content: (
        <Box px="sm" py="xs">
          <Text size="sm" fw={600} truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {customer.login}
          </Text>
        </Box>
      ),
    },
  ];
  if (switchable) {
    items.push(
      { kind: 'divider', key: 'switch-divider' },
      { kind: 'label', key: 'switch', label: t('nav.chooseAccount') },
    );
    for (const access of switchable.accesses) {
      items.push({
        key: `access-${access.id}`,
        label: (
          <Text size="sm" truncate>
            {access.customerName}
          </Text>
        ),
        current: access === switchable.current,
        onSelect: () => switchable.onChoose(access),
      });
    }
  }
  if (settings) {
    items.push(
      { kind: 'divider', key: 'settings-divider' },
      {
        key: 'security',
        label: t('nav.security'),
        to: '/setting',
        leftSection: <IconShieldLock size={16} aria-hidden />,
      },
      {
        key: 'login-history',
        label: t('nav.loginHistory'),
        to: '/login-history',
        leftSection: <IconHistory size={16} aria-hidden />,
      },
    );
  }
  items.push(
    { kind: 'divider', key: 'sign-out-divider' },
    {
      key: 'sign-out',
      label: t('nav.signOut'),
      color: 'red',
      leftSection: <IconLogout size={16} aria-hidden />,
      onSelect: onSignOut,
    },
  );
  return (
    <HeaderMenu
      width={260}
      items={items}
      trigger={
        <UnstyledButton className="header-button">
          <VisuallyHidden>
            {t('nav.userMenuOf', { name, type: t(`nav.customerType.${customer.customerType}`) })}
          </VisuallyHidden>
          <Group gap={8} wrap="nowrap">
            <Avatar name={name} color={theme.primaryColor} radius="xl" size={36} variant="light" aria-hidden />
            <Box visibleFrom="md" maw={180} aria-hidden>
              <Text size="sm" fw={600} lh={1.2} truncate>
                {name}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2}>
                {t(`nav.customerType.${customer.customerType}`)}
              </Text>
            </Box>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      }
    />
  );
}
