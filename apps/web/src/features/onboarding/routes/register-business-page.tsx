import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrand } from '../../../shared/brand/brand.tsx';
import { LoginLayout } from '../../../shared/ui/login-layout.tsx';

/**
 * /register/business (spec 000 §2): the business registration arrives with its own issue; brands
 * that offer business accounts say so here and point to support meanwhile.
 */
export function Component() {
  const { t } = useTranslation('onboarding');
  const brand = useBrand();
  return (
    <LoginLayout>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('register.business.title')}
        </Title>
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
          <Text size="sm">{t('register.business.later', { brand: brand.projectName })}</Text>
          <Anchor href={`mailto:${brand.supports.email}`} size="sm">
            {brand.supports.email}
          </Anchor>
        </Alert>
        <Button component={Link} to="/register" variant="default">
          {t('back')}
        </Button>
      </Stack>
    </LoginLayout>
  );
}
