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
import { IconChevronDown, IconHistory, IconLogout, IconShieldLock } from '@tabler/icons-react';
import type { Customer } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The customer's display name: the business name, else first and last name, else the login e-mail. */
function customerDisplayName(customer: Customer): string {
  const personal = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  return customer.businessName ?? (personal || customer.login);
}

/** The header's user menu (spec 000 §2): who is signed in, security settings, login history, sign-out. */
export function UserMenu({ customer, onSignOut }: { customer: Customer | undefined; onSignOut: () => void }) {
  const { t } = useTranslation('common');
  const theme = useMantineTheme();
  if (!customer) return <Skeleton h={36} w={36} circle />;
  const name = customerDisplayName(customer);
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
        <Menu.Divider />
        <Menu.Item component={Link} to="/setting" leftSection={<IconShieldLock size={16} aria-hidden />}>
          {t('nav.security')}
        </Menu.Item>
        <Menu.Item component={Link} to="/login-history" leftSection={<IconHistory size={16} aria-hidden />}>
          {t('nav.loginHistory')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={onSignOut}>
          {t('nav.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
