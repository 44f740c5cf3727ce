import { ActionIcon, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { HeaderMenu } from './header-menu.tsx';

/** The choices in the order shown, with their icons: the system's scheme, light, dark. */
const schemes = [
  { value: 'auto', icon: IconDeviceDesktop },
  { value: 'light', icon: IconSun },
  { value: 'dark', icon: IconMoon },
] as const satisfies readonly { value: MantineColorScheme; icon: typeof IconSun }[];

const neverChanges = () => () => undefined;

/**
 * False while the app hydrates a page the server painted (decision 0129), true otherwise: the
 * server knows no visitor's choice, so the hydrating render shows what it showed.
 */
function useChoiceKnown(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

/**
 * The colour-scheme menu of the header and the public pages' top bar: follow the system (the
 * default), light or dark. Mantine keeps the choice in local storage, per browser (decision 0032).
 * The button shows the current choice's icon and names it for screen readers.
 */
export function ColorSchemeSwitcher() {
  const { t } = useTranslation('common');
  const { colorScheme: chosen, setColorScheme } = useMantineColorScheme();
  const colorScheme = useChoiceKnown() ? chosen : 'auto';
  const current = schemes.find((scheme) => scheme.value === colorScheme) ?? schemes[0];
  return (
    <HeaderMenu
      trigger={
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('colorScheme.label', { scheme: t(`colorScheme.${current.value}`) })}
          data-testid="color-scheme-menu"
        >
          <current.icon size={20} aria-hidden />
        </ActionIcon>
      }
      items={schemes.map((scheme) => ({
        key: scheme.value,
        label: t(`colorScheme.${scheme.value}`),
        leftSection: <scheme.icon size={16} aria-hidden />,
        current: scheme.value === colorScheme,
        onSelect: () => setColorScheme(scheme.value),
      }))}
    />
  );
}
