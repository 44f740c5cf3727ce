import { expect, test, type Page } from './fixtures.ts';
import { signIn } from './helpers.ts';

// The colour scheme (decision 0032): it follows the system until the visitor picks light
// or dark in the header's Appearance menu; the choice is kept per browser and applied before the
// first paint.

/** The scheme Mantine shows now ('light' or 'dark'). */
function scheme(page: Page) {
  return page.locator('html');
}

/** Picks `choice` ('Light', 'Dark', 'Same as device') in the Appearance menu of the current page. */
async function pick(page: Page, choice: string): Promise<void> {
  await page.getByRole('button', { name: /^Appearance:/ }).click();
  await page.getByRole('menuitem', { name: choice }).click();
}

const darkBody = 'rgb(36, 36, 36)';
const lightBody = 'rgb(255, 255, 255)';

test.describe('colour scheme', () => {
  test.use({ colorScheme: 'light' });

  test('follows the system until a choice is made, keeps the choice across a reload, and follows again on Same as device', async ({
    page,
  }) => {
    // Proves the default follows prefers-color-scheme live, a choice overrides it and survives a reload, and the system choice returns to it.
    await page.goto('/login');
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
    await expect(page.locator('body')).toHaveCSS('background-color', lightBody);
    await expect(page.getByRole('button', { name: 'Appearance: Same as device' })).toBeVisible();

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.locator('body')).toHaveCSS('background-color', darkBody);

    await pick(page, 'Light');
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
    await expect(page.getByRole('button', { name: 'Appearance: Light' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Appearance: Light' })).toBeVisible();
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
    await expect(page.locator('body')).toHaveCSS('background-color', lightBody);

    await pick(page, 'Same as device');
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  test('the choice made in the header applies to the signed-in screens and to the sign-in page', async ({ page }) => {
    // Proves the switch in the main layout's header sets dark for every screen of the browser, signed in or out.
    await signIn(page, 'alice@example.com');
    await pick(page, 'Dark');
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.goto('/history');
    await expect(page.getByRole('button', { name: 'Appearance: Dark' })).toBeVisible();
    await expect(page.locator('.main-surface')).toHaveCSS('background-color', 'rgb(31, 31, 31)');
    await page.getByRole('button', { name: /account menu$/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.getByRole('button', { name: 'Appearance: Dark' })).toBeVisible();
  });

  test('a stored choice is set before the page is painted', async ({ page }) => {
    // Proves no flash of the other scheme: the attribute is on <html> by the time <body> exists, long before the app runs.
    await page.goto('/login');
    await pick(page, 'Dark');
    await page.addInitScript(() => {
      const record = () => {
        if (!document.body) return false;
        document.documentElement.dataset.schemeAtBody =
          document.documentElement.getAttribute('data-mantine-color-scheme') ?? 'none';
        return true;
      };
      const observer = new MutationObserver(() => {
        if (record()) observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await expect(scheme(page)).toHaveAttribute('data-scheme-at-body', 'dark');
  });
});
