import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures.ts';
import { signIn, submitLogin } from './helpers.ts';

// axe-core (WCAG 2.1 A and AA rules) on every screen a visitor, a customer and an administrator
// can reach, at the desktop and the mobile width, on two brands: no critical and no serious
// violation anywhere. Open dialogs and the mobile navigation are checked too. The checks change
// nothing, so they share out over the workers.
test.describe.configure({ mode: 'parallel' });

/** The critical and serious violations of the page as it is now, one line each (rule, impact, where). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}

/** Waits for the screen to settle (no loader, no skeleton), then records its violations under `label`. */
async function check(page: Page, label: string, found: Map<string, string[]>): Promise<void> {
  await expect(page.locator('[role="status"] .mantine-Loader-root')).toHaveCount(0);
  // A screen's skeleton (aria-busy) is not the screen: on a busy machine it may still show here.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  const violations = await seriousViolations(page);
  if (violations.length > 0) found.set(label, violations);
}

/**
 * Opens `path` inside the running app as a link would, without reloading it (the router follows
 * popstate): each screen is checked as a customer reaches it, and the run does not pay a page load
 * per screen.
 */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // The screen may add its own query (history names the account it shows) or go on to its first
  // step (account recovery to /account-recovery/email).
  await expect(page).toHaveURL((url) => url.pathname.startsWith(new URL(path, url).pathname));
}

function report(found: Map<string, string[]>): string {
  return [...found].map(([label, violations]) => `${label}:\n  ${violations.join('\n  ')}`).join('\n');
}

const widths = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'mobile', viewport: { width: 375, height: 812 } },
];

for (const { name, viewport } of widths) {
  test.describe(`at ${name} width`, () => {
    test.use({ viewport });

    test('signed-out screens on two brands have no critical or serious violation', async ({ page, baseURL }) => {
      // Proves the public screens (sign-in, registration, recovery, activation, not found) pass axe on Tessera and Northwind.
      // Twelve screens, each analysed by axe: near the default minute when it is the run's first test.
      test.slow();
      const port = new URL(baseURL ?? 'http://localhost').port;
      const found = new Map<string, string[]>();
      for (const origin of [`http://localhost:${port}`, `http://northwind.localhost:${port}`]) {
        await page.goto(`${origin}/login`);
        for (const path of ['/login', '/register', '/register/personal', '/account-recovery', '/no-such-page']) {
          await openInApp(page, path);
          await check(page, `${origin}${path}`, found);
        }
        await openInApp(page, '/login');
        await page.getByRole('button', { name: /^Language/ }).click();
        await check(page, `${origin}/login language menu`, found);
      }
      expect(report(found)).toBe('');
    });

    test('the screens, dialogs and navigation of a customer have no critical or serious violation', async ({
      page,
    }) => {
      // Proves every signed-in screen of the customer, the transfer confirmation and the history detail pass axe.
      // One axe pass per screen, a dozen screens: over a minute on a busy machine.
      test.slow();
      await signIn(page, 'alice@example.com');
      const found = new Map<string, string[]>();
      await check(page, '/home', found);
      for (const path of [
        '/transfer/p2p',
        '/transfer/account',
        '/transfer/external',
        '/transfer/external?country=DE',
        '/transfer/preapproved-payments',
        '/history',
        '/statements',
        '/setting',
        '/payout-blacklist',
        '/profile/notifications',
        '/login-history',
        '/wallet/BTC',
      ]) {
        await openInApp(page, path);
        await check(page, path, found);
      }
      await openInApp(page, '/history');
      await page.getByTestId('history-row').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await check(page, '/history detail dialog', found);
      await page.keyboard.press('Escape');
      if (name === 'mobile') {
        await page.getByRole('button', { name: 'Open the menu' }).click();
        await check(page, 'mobile navigation', found);
      }
      expect(report(found)).toBe('');
    });

    test('the screens of the administrator have no critical or serious violation', async ({ page }) => {
      // Proves the admin overview, the sandbox outboxes and the incoming payments pass axe.
      await page.goto('/login');
      await submitLogin(page, 'admin@example.com');
      await expect(page).toHaveURL(/\/admin-overview$/);
      const found = new Map<string, string[]>();
      for (const path of ['/admin-overview', '/admin/outbox', '/admin/sms', '/admin/deposits']) {
        await openInApp(page, path);
        await check(page, path, found);
      }
      expect(report(found)).toBe('');
    });
  });
}

test.describe('in the dark colour scheme', () => {
  test.use({ colorScheme: 'dark' });

  for (const { name, viewport } of widths) {
    test.describe(`at ${name} width`, () => {
      test.use({ viewport });

      for (const brand of ['tessera', 'northwind']) {
        test(`the main screens and a dialog of ${brand} have no critical or serious violation`, async ({
          page,
          baseURL,
        }) => {
          // Proves the dark scheme (followed from the system) passes axe on Tessera (indigo) and Northwind (teal):
          // the public screens, the customer's screens, the history detail dialog and the menus.
          test.slow();
          const port = new URL(baseURL ?? 'http://localhost').port;
          const origin = brand === 'tessera' ? `http://localhost:${port}` : `http://${brand}.localhost:${port}`;
          const found = new Map<string, string[]>();
          await page.goto(`${origin}/login`);
          for (const path of ['/login', '/register/personal', '/account-recovery']) {
            await openInApp(page, path);
            await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
            await check(page, path, found);
          }
          await openInApp(page, '/login');
          await page.getByRole('button', { name: /^Appearance/ }).click();
          await check(page, '/login appearance menu', found);
          await page.keyboard.press('Escape');
          await submitLogin(page, 'alice@example.com');
          await expect(page).toHaveURL(/\/home$/);
          await check(page, '/home', found);
          for (const path of ['/transfer/p2p', '/transfer/account', '/setting', '/login-history', '/history']) {
            await openInApp(page, path);
            await check(page, path, found);
          }
          await page.getByTestId('history-row').first().click();
          await expect(page.getByRole('dialog')).toBeVisible();
          await check(page, '/history detail dialog', found);
          await page.keyboard.press('Escape');
          if (name === 'mobile') {
            await page.getByRole('button', { name: 'Open the menu' }).click();
            await check(page, 'mobile navigation', found);
          }
          expect(report(found)).toBe('');
        });
      }
    });
  }
});

/**
 * Controls on the page smaller than `minimum` px in height or width, one line each: buttons,
 * links that are not part of running text, inputs, menu items, and the label rows of switches,
 * checkboxes and radios (their label is part of the target).
 */
async function smallTargets(page: Page, minimum: number): Promise<string[]> {
  return page.evaluate((minimum) => {
    const selector =
      'button, [role="button"], a[href], input:not([type="hidden"]), select, textarea, [role="menuitem"], [role="tab"]';
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const toggle = element.matches('input[type="checkbox"], input[type="radio"]');
      // The tappable area: a toggle's row with its label, an input's frame (the password's inner input is inside one).
      const target = toggle
        ? (element.closest('label, .mantine-Switch-body, .mantine-Checkbox-body, .mantine-Radio-body') ?? element)
        : element.tagName === 'INPUT'
          ? (element.closest('.mantine-Input-input') ?? element)
          : element;
      const box = target.getBoundingClientRect();
      const style = getComputedStyle(target);
      if (!toggle && (box.width === 0 || box.height === 0 || style.visibility === 'hidden')) continue;
      if (target.closest('[aria-hidden="true"], .mantine-visually-hidden, [data-disabled]')) continue;
      // A link inside a sentence is exempt (WCAG 2.5.8): its size is the text's.
      if (element.tagName === 'A' && style.display === 'inline') continue;
      if (box.height < minimum - 0.5 || box.width < minimum - 0.5) {
        const name = (
          element.getAttribute('aria-label') ??
          element.textContent ??
          element.getAttribute('name') ??
          ''
        ).trim();
        small.push(
          `${element.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return small;
  }, minimum);
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('every control is at least 44 px high and wide', async ({ page }) => {
    // Proves the touch targets of the mobile layout (inputs, buttons, icon buttons, switches, the burger, menus).
    const found = new Map<string, string[]>();
    const record = async (label: string) => {
      await expect(page.locator('[role="status"] .mantine-Loader-root')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      const small = await smallTargets(page, 44);
      if (small.length > 0) found.set(label, small);
    };
    for (const path of ['/login', '/register/personal', '/account-recovery']) {
      await page.goto(path);
      await record(path);
    }
    await signIn(page, 'alice@example.com');
    await record('/home');
    for (const path of ['/transfer/p2p', '/transfer/account', '/history', '/setting', '/profile/notifications']) {
      await page.goto(path);
      await record(path);
    }
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await record('mobile navigation');
    expect(report(found)).toBe('');
  });
});
