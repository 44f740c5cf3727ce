import { Button, MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeaderMenu } from './header-menu.tsx';

afterEach(cleanup);

function renderMenu(onSelect = vi.fn()) {
  render(
    <MantineProvider env="test">
      <HeaderMenu
        trigger={<Button>Language: English</Button>}
        items={[
          { key: 'en', label: 'English', current: true, onSelect },
          { key: 'es', label: 'Español', lang: 'es', current: false, onSelect },
        ]}
      />
    </MantineProvider>,
  );
  return onSelect;
}

describe('HeaderMenu', () => {
  it('opens when its button is pressed before the menu code arrived, and runs the chosen item', async () => {
    // Proves a press on the first screen is never lost while the menu's code downloads (docs/performance.md).
    const onSelect = renderMenu();
    const button = screen.getByRole('button', { name: 'Language: English' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(screen.queryByRole('menuitem')).toBeNull();
    fireEvent.click(button);
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['English', 'Español']);
    expect(items[0]?.getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Español' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('stays a plain button while pointed at or focused, and keeps the focus on its button when pressed', async () => {
    // Proves a press is never lost to the swap (the menu takes the button over only after a click:
    // a swap under a resting pointer replaced the pressed element and the browser dropped the click),
    // and keyboard users keep their place when the menu arrives.
    renderMenu();
    const button = () => screen.getByRole('button', { name: 'Language: English' });
    fireEvent.pointerOver(button());
    button().focus();
    // The menu's code is downloaded by now; the button stays the placeholder's until pressed.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(button().parentElement?.style.display).toBe('contents');
    fireEvent.click(button());
    await screen.findAllByRole('menuitem');
    // The placeholder's wrapper is gone once Mantine's Menu took the button over.
    expect(button().parentElement?.style.display).not.toBe('contents');
    expect(document.activeElement === button() || screen.getByRole('menu').contains(document.activeElement)).toBe(true);
  });

  it('lists text, group labels, dividers and links to the app between its choices (the user menu)', async () => {
    // Proves the user menu keeps its parts when it loads on demand: who is signed in, a labelled
    // group, links that navigate (real anchors) and a plain choice.
    const onSignOut = vi.fn();
    render(
      <MantineProvider env="test">
        <MemoryRouter>
          <HeaderMenu
            width={260}
            trigger={<Button>User menu of Alice</Button>}
            items={[
              { kind: 'content', key: 'who', content: <p>alice@example.com</p> },
              { kind: 'divider', key: 'd1' },
              { kind: 'label', key: 'group', label: 'Settings' },
              { key: 'security', label: 'Security', to: '/setting' },
              { kind: 'divider', key: 'd2' },
              { key: 'sign-out', label: 'Sign out', color: 'red', onSelect: onSignOut },
            ]}
          />
        </MemoryRouter>
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'User menu of Alice' }));
    const security = await screen.findByRole('menuitem', { name: 'Security' });
    expect(security.getAttribute('href')).toBe('/setting');
    expect(security.getAttribute('aria-current')).toBeNull();
    expect(screen.getByText('alice@example.com')).toBeTruthy();
    expect(screen.getByText('Settings')).toBeTruthy();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Security', 'Sign out']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});
