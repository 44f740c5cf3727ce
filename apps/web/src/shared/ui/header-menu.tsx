import { cloneElement, useCallback, useRef, useState, type ReactElement, type ReactNode, type Ref } from 'react';
import type HeaderMenuDropdown from './header-menu-dropdown.tsx';

type Dropdown = typeof HeaderMenuDropdown;

/** One choice of a header menu. */
interface HeaderMenuItem {
  kind?: 'item';
  key: string;
  label: ReactNode;
  /** The language of the label, when it is not the page's (a language's own name). */
  lang?: string;
  leftSection?: ReactNode;
  /** The choice in effect: marked with a check and `aria-current`. */
  current?: boolean;
  /** Mantine colour of a choice that stands apart (sign-out in red). */
  color?: string;
  /** An address in the app: the choice is a link to it. */
  to?: string;
  onSelect?: () => void;
}

/** What a header menu lists: choices, and the dividers, group labels and text between them. */
export type HeaderMenuEntry =
  | HeaderMenuItem
  | { kind: 'divider'; key: string }
  | { kind: 'label'; key: string; label: ReactNode }
  | { kind: 'content'; key: string; content: ReactNode };

/** The props the header menu gives its trigger button. */
export interface HeaderMenuTriggerProps {
  ref?: Ref<HTMLButtonElement>;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
}

/** The dropdown's code: Mantine's Menu with Floating UI, about 26 kB that the first screen does without. */
let dropdownModule: Promise<{ default: Dropdown }> | undefined;
function loadDropdown() {
  dropdownModule ??= import('./header-menu-dropdown.tsx');
  // A failed download (offline) may be tried again.
  dropdownModule.catch(() => {
    dropdownModule = undefined;
  });
  return dropdownModule;
}

/**
 * A menu of the header and of the public pages' top bar (language, colour scheme, the user menu): its button
 * renders at once, and the menu's code downloads when the button is pointed at, focused or pressed
 * (docs/performance.md), so nothing of it runs on a page where nobody opens it. The menu takes the
 * button's place only once the button was pressed, and opens on arrival: a swap while the pointer
 * rests on the button would replace the pressed element between the press and its release, and the
 * browser would drop that click (a journey waited for the menu that never opened). A focused button
 * keeps the focus.
 */
export function HeaderMenu({
  trigger,
  items,
  width = 200,
}: {
  trigger: ReactElement<HeaderMenuTriggerProps>;
  items: HeaderMenuEntry[];
  /** The dropdown's width in px. */
  width?: number;
}) {
  const [dropdown, setDropdown] = useState<{ component: Dropdown; focus: boolean } | null>(null);
  const placeholder = useRef<HTMLSpanElement>(null);
  // A click ends its press (it is dispatched with the release), so the swap it starts replaces no
  // element that a press is still on.
  const open = useCallback(() => {
    loadDropdown()
      .then(({ default: component }) => {
        const focus = placeholder.current?.contains(document.activeElement) ?? false;
        setDropdown((current) => current ?? { component, focus });
      })
      .catch(() => undefined);
  }, []);
  const preload = useCallback(() => {
    loadDropdown().catch(() => undefined);
  }, []);
  if (dropdown) {
    const Component = dropdown.component;
    return <Component trigger={trigger} items={items} width={width} focusTrigger={dropdown.focus} />;
  }
  // The handlers sit on a wrapper without a box of its own (display: contents), around the button.
  return (
    <span
      ref={placeholder}
      style={{ display: 'contents' }}
      onPointerOver={preload}
      onFocusCapture={preload}
      onClickCapture={open}
    >
      {cloneElement(trigger, { 'aria-haspopup': 'menu', 'aria-expanded': false })}
    </span>
  );
}
