import {
  Avatar,
  Box,
  Group,
  Menu,
  Skeleton,
  Text,
  UnstyledButton,
  useMantineTheme,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck, IconChevronDown, IconHistory, IconLogout, IconShieldLock } from '@tabler/icons-react';
import type { Customer, CustomerAccess } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

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
 * history (when the access allows settings), sign-out.
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
  return (
    <Menu position="bottom-end" width={260} shadow="md">
      <Menu.Target>
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
      </Menu.Target>
      <Menu.Dropdown>
        <Box px="sm" py="xs">
          <Text size="sm" fw={600} truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {customer.login}
          </Text>
        </Box>
        {switchable && (
          <>
            <Menu.Divider />
            <Menu.Label>{t('nav.chooseAccount')}</Menu.Label>
            {switchable.accesses.map((access) => {
              const active = access === switchable.current;
              return (
                <Menu.Item
                  key={access.id}
                  onClick={() => switchable.onChoose(access)}
                  aria-current={active ? 'true' : undefined}
                  rightSection={active ? <IconCheck size={16} aria-hidden /> : null}
                >
                  <Text size="sm" truncate>
                    {access.customerName}
                  </Text>
                </Menu.Item>
              );
            })}
          </>
        )}
        {settings && (
          <>
            <Menu.Divider />
            <Menu.Item component={Link} to="/setting" leftSection={<IconShieldLock size={16} aria-hidden />}>
              {t('nav.security')}
            </Menu.Item>
            <Menu.Item component={Link} to="/login-history" leftSection={<IconHistory size={16} aria-hidden />}>
              {t('nav.loginHistory')}
            </Menu.Item>
          </>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={onSignOut}>
          {t('nav.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
