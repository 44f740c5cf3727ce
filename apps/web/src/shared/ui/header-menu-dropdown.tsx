import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { cloneElement, useEffect, useRef, type ReactElement } from 'react';
import type { HeaderMenuItem, HeaderMenuTriggerProps } from './header-menu.tsx';

/**
 * The header menu once its code arrived (header-menu.tsx): Mantine's Menu around the same button.
 * Opens at once when the button was pressed before, and takes the focus when the button had it.
 */
export default function HeaderMenuDropdown({
  trigger,
  items,
  opened,
  focusTrigger,
}: {
  trigger: ReactElement<HeaderMenuTriggerProps>;
  items: HeaderMenuItem[];
  /** Open on arrival (the button was pressed while the code downloaded). */
  opened: boolean;
  /** Focus the button on arrival (the placeholder button had the focus). */
  focusTrigger: boolean;
}) {
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger) target.current?.focus();
  }, [focusTrigger]);
  return (
    <Menu position="bottom-end" width={200} shadow="md" defaultOpened={opened}>
      <Menu.Target>{cloneElement(trigger, { ref: target })}</Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <Menu.Item
            key={item.key}
            lang={item.lang}
            leftSection={item.leftSection}
            rightSection={item.current ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={item.current ? 'true' : undefined}
            onClick={item.onSelect}
          >
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
