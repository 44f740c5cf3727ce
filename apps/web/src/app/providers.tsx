import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import type { Brand } from '@tessera/contract';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAllStyles } from '../shared/styles/all-styles.ts';
import { brandCssVariables, colorSchemeManager, createBrandTheme } from '../shared/brand/brand-theme.ts';

/**
 * Server state (TanStack Query) for the whole app; it exists before the brand so the brand itself
 * is a query.
 */
export function DataProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/**
 * The brand's look (spec 000 §1): Mantine with the brand's palette and the spec's breakpoints, and
 * notifications. Before the brand is known (`brand` null) a neutral theme is used. The colour scheme
 * follows the system until the visitor picks light or dark (kept per browser, decision 0032).
 */
export function ThemeProviders({ brand, children }: { brand: Brand | null; children: ReactNode }) {
  const { t } = useTranslation('common');
  const closeLabel = t('closeDialog');
  const theme = useMemo(() => createBrandTheme(brand, { closeLabel }), [brand, closeLabel]);
  const cssVariablesResolver = useMemo(() => brandCssVariables(brand), [brand]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
    >
      <NotificationsWhenShown />
      {children}
    </MantineProvider>
  );
}

/** Mantine's notification container (with its transitions), downloaded with the first notification. */
const Notifications = lazy(async () => {
  const [notifications] = await Promise.all([import('@mantine/notifications'), loadAllStyles()]);
  return { default: notifications.Notifications };
});

/**
 * Shows notifications (toasts) top right. The container's code is not part of the first screen: it
 * is mounted, and downloaded, when the first notification is shown, which it then displays.
 */
function NotificationsWhenShown() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" zIndex={1000} />
    </Suspense>
  );
}
