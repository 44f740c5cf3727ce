import { Button, Center, createTheme, Loader, MantineProvider, Stack, Text } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { Brand } from '@tessera/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { RouterProvider } from 'react-router';
import { callMethod, setApiLanguage } from '../shared/api/client.ts';
import { BrandProvider } from '../shared/brand/brand.tsx';
import { changeLanguage, i18next, initI18n, intlLocale, pickLanguage } from '../shared/i18n/i18n.ts';
import { createAppRouter } from './router.tsx';

/** One query client for the app; signing out clears it so no account data survives. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: true } },
});

type BootState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; brand: Brand };

function applyBrand(brand: Brand): void {
  document.title = brand.projectName;
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (icon) icon.href = brand.projectLogo;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', brand.theme.brandColor);
}

/**
 * Boots the app: reads the brand for this host (`brandConfig`), picks the language among the
 * brand's, then renders the router inside the brand's theme. Shows a loader, or an error with retry.
 */
export function App() {
  const [state, setState] = useState<BootState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      await initI18n('en');
      const { brand } = await callMethod('brandConfig', {});
      const language = pickLanguage(brand.availableLangs);
      await changeLanguage(language);
      setApiLanguage(language);
      applyBrand(brand);
      if (!cancelled) setState({ status: 'ready', brand });
    })().catch(() => {
      if (!cancelled) setState({ status: 'failed' });
    });
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  useEffect(() => {
    const onLanguage = (language: string) =>
      setApiLanguage(intlLocale(language.slice(0, 2)) === 'uk' ? 'ua' : language.slice(0, 2));
    i18next.on('languageChanged', onLanguage);
    return () => i18next.off('languageChanged', onLanguage);
  }, []);

  const theme = useMemo(
    () =>
      createTheme({
        primaryColor: state.status === 'ready' ? state.brand.theme.primaryColor : 'indigo',
        defaultRadius: 'md',
        fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      }),
    [state],
  );
  const router = useMemo(() => createAppRouter(queryClient), []);

  return (
    <MantineProvider theme={theme}>
      {state.status === 'loading' && (
        <Center mih="100dvh">
          <Loader aria-label="Loading" />
        </Center>
      )}
      {state.status === 'failed' && (
        <Center mih="100dvh" p="md">
          <Stack align="center">
            <Text fw={600}>
              {i18next.isInitialized ? i18next.t('common:bootFailed') : 'The service is not available right now.'}
            </Text>
            <Button
              onClick={() => {
                setState({ status: 'loading' });
                setAttempt((value) => value + 1);
              }}
            >
              {i18next.isInitialized ? i18next.t('common:retry') : 'Try again'}
            </Button>
          </Stack>
        </Center>
      )}
      {state.status === 'ready' && (
        <BrandProvider value={state.brand}>
          <QueryClientProvider client={queryClient}>
            <Notifications position="top-right" />
            <RouterProvider router={router} />
          </QueryClientProvider>
        </BrandProvider>
      )}
    </MantineProvider>
  );
}
