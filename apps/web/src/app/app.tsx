import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { errorMessage } from '../shared/api/error-message.ts';
import { BrandProvider } from '../shared/brand/brand.tsx';
import { FullPageLoader } from '../shared/ui/full-page-loader.tsx';
import { takeEmailConfirmationToken } from '../features/profile/components/email-confirmation-token.ts';
import type { Brand } from '@tessera/contract';
import { brandQueryKey } from '../shared/brand/brand-config.ts';
import { bootQuery } from './boot.ts';
import { markAppReady } from './hydration.ts';
import { DataProviders, ThemeProviders } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.tsx';

/**
 * Everything the first screen needs, started at once before anything renders (start.tsx): the query
 * client with the brand (the one the server wrote into the document, else `brandConfig` on its
 * way), and the router, whose creation starts the first route's code, guards and data.
 */
export function startApp(brand: Brand | undefined): { queryClient: QueryClient; router: AppRouter } {
  const queryClient = createQueryClient();
  if (brand) {
    // The server already wrote its title, icon and colour into the document (setting the icon again
    // would download it again); the caller shows a language this brand offers (start.tsx).
    queryClient.setQueryData(brandQueryKey, brand);
  } else {
    void queryClient.prefetchQuery(bootQuery());
  }
  takeEmailConfirmationToken();
  return { queryClient, router: createAppRouter(queryClient) };
}

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The app: reads the brand with a full-page loader, or an error with a retry when it cannot, then
 * renders the router inside the brand's theme. Once it has rendered (or hydrated), the page is the
 * app's (markAppReady).
 */
export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  useEffect(markAppReady, []);
  return (
    <DataProviders queryClient={queryClient}>
      <BrandGate router={router} />
    </DataProviders>
  );
}

function BrandGate({ router }: { router: AppRouter }) {
  const { t } = useTranslation('common');
  const brand = useQuery(bootQuery());
  return (
    <ThemeProviders brand={brand.data ?? null}>
      {brand.isPending && <FullPageLoader label={t('loading')} />}
      {brand.isError && (
        <Center mih="100dvh" p="md">
          <Stack align="center" gap="sm" maw={420} role="alert">
            <ThemeIcon size={56} radius="xl" variant="light" color="gray">
              <IconCloudOff size={28} aria-hidden />
            </ThemeIcon>
            <Title order={1} size="h3" ta="center">
              {t('bootFailed')}
            </Title>
            <Text c="dimmed" ta="center">
              {errorMessage(t, brand.error)}
            </Text>
            <Button
              leftSection={<IconRefresh size={18} aria-hidden />}
              loading={brand.isFetching}
              onClick={() => void brand.refetch()}
            >
              {t('retry')}
            </Button>
          </Stack>
        </Center>
      )}
      {brand.isSuccess && (
        <BrandProvider value={brand.data}>
          <RouterProvider router={router} />
        </BrandProvider>
      )}
    </ThemeProviders>
  );
}
