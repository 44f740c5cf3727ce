import { ActionIcon, Menu, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { IconCheck, IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The choices in the order shown, with their icons: the system's scheme, light, dark. */
const schemes = [
  { value: 'auto', icon: IconDeviceDesktop },
  { value: 'light', icon: IconSun },
  { value: 'dark', icon: IconMoon },
] as const satisfies readonly { value: MantineColorScheme; icon: typeof IconSun }[];

/**
 * The colour-scheme menu of the header and the public pages' top bar: follow the system (the
 * default), light or dark. Mantine keeps the choice in local storage, per browser (decision 0032).
 * The button shows the current choice's icon and names it for screen readers.
 */
export function ColorSchemeSwitcher() {
  const { t } = useTranslation('common');
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const current = schemes.find((scheme) => scheme.value === colorScheme) ?? schemes[0];
  return (
    <Menu position="bottom-end" width={200} shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('colorScheme.label', { scheme: t(`colorScheme.${current.value}`) })}
          data-testid="color-scheme-menu"
        >
          <current.icon size={20} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {schemes.map((scheme) => (
          <Menu.Item
            key={scheme.value}
            leftSection={<scheme.icon size={16} aria-hidden />}
            rightSection={scheme.value === colorScheme ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={scheme.value === colorScheme ? 'true' : undefined}
            onClick={() => setColorScheme(scheme.value)}
          >
            {t(`colorScheme.${scheme.value}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
