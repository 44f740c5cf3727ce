import { expect, test } from '@playwright/test';
import { submitLogin } from './helpers.ts';

test('an administrator reads the e-mail outbox; a customer has no such entry', async ({ page }) => {
  // Proves the outbox page (issue 3) is reachable for admins and hidden from customers.
  await page.goto('/login');
  await submitLogin(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('link', { name: 'E-mail outbox' }).click();
  await expect(page).toHaveURL(/\/admin\/outbox$/);
  await expect(page.getByRole('heading', { name: 'E-mail outbox' })).toBeVisible();
  await expect(page.getByText('No e-mails have been sent yet.').or(page.getByText(/^To /).first())).toBeVisible();
  await page.screenshot({ path: 'test-results/admin-outbox.png', fullPage: true });

  await page.context().clearCookies();
  await page.evaluate(() => window.sessionStorage.clear());
  await page.goto('/login');
  await submitLogin(page, 'bob@example.com');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('link', { name: 'E-mail outbox' })).toHaveCount(0);
});
