import { Anchor, Card, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconBuildingStore, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrand } from '../../../shared/brand/brand.tsx';
import { LoginLayout } from '../../../shared/ui/login-layout.tsx';

/** /register (spec 000 §2): personal or business, offered only by brands that allow registration. */
export function Component() {
  const { t } = useTranslation('onboarding');
  const brand = useBrand();
  const choices = [
    { to: '/register/personal', icon: IconUser, key: 'personal', shown: brand.registrationPersonalTypes.length > 0 },
    {
      to: '/register/business',
      icon: IconBuildingStore,
      key: 'business',
      shown: brand.registrationBusinessTypes.length > 0,
    },
  ].filter((choice) => choice.shown);
  return (
    <LoginLayout>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {t('register.title')}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('register.subtitle', { brand: brand.projectName })}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, xs: choices.length }} spacing="md">
          {choices.map((choice) => (
            <UnstyledButton key={choice.key} component={Link} to={choice.to}>
              <Card withBorder radius="lg" p="lg" h="100%" className="hover-card">
                <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
                  <choice.icon size={24} />
                </ThemeIcon>
                <Text fw={700} mt="sm">
                  {t(`register.${choice.key}.title`)}
                </Text>
                <Text size="sm" c="dimmed" mt={4}>
                  {t(`register.${choice.key}.text`)}
                </Text>
              </Card>
            </UnstyledButton>
          ))}
        </SimpleGrid>
        <Text size="sm" ta="center">
          {t('register.haveAccount')}{' '}
          <Anchor component={Link} to="/login">
            {t('register.signIn')}
          </Anchor>
        </Text>
      </Stack>
    </LoginLayout>
  );
}
