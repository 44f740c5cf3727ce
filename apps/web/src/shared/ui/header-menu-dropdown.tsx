import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { cloneElement, Fragment, useEffect, useRef, type ReactElement } from 'react';
import { Link } from 'react-router';
import type { HeaderMenuEntry, HeaderMenuTriggerProps } from './header-menu.tsx';

/**
 * The header menu once its code arrived (header-menu.tsx): Mantine's Menu around the same button.
 * It arrives because the button was pressed, so it opens at once, and takes the focus when the button had it.
 */
export default function HeaderMenuDropdown({
  trigger,
  items,
  width,
  focusTrigger,
}: {
  trigger: ReactElement<HeaderMenuTriggerProps>;
  items: HeaderMenuEntry[];
  /** The dropdown's width in px. */
  width: number;
  /** Focus the button on arrival (the placeholder button had the focus). */
  focusTrigger: boolean;
}) {
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger) target.current?.focus();
  }, [focusTrigger]);
  return (
    <Menu position="bottom-end" width={width} shadow="md" defaultOpened>
      <Menu.Target>{cloneElement(trigger, { ref: target })}</Menu.Target>
      <Menu.Dropdown>
        {items.map((entry) => {
          if (entry.kind === 'divider') return <Menu.Divider key={entry.key} />;
          if (entry.kind === 'label') return <Menu.Label key={entry.key}>{entry.label}</Menu.Label>;
          if (entry.kind === 'content') return <Fragment key={entry.key}>{entry.content}</Fragment>;
          const common = {
            lang: entry.lang,
            leftSection: entry.leftSection,
            rightSection: entry.current ? <IconCheck size={16} aria-hidden /> : null,
            'aria-current': entry.current ? ('true' as const) : undefined,
            color: entry.color,
            onClick: entry.onSelect,
            children: entry.label,
          };
          return entry.to === undefined ? (
            <Menu.Item key={entry.key} {...common} />
          ) : (
            <Menu.Item key={entry.key} component={Link} to={entry.to} {...common} />
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
