import { expect, test } from '@playwright/test';
import { submitLogin } from './helpers.ts';

test('an administrator starts on the overview, reads the e-mail outbox and asks a customer to link a device', async ({
  page,
}) => {
  // Proves start-page rule 2 (spec 000 §2: admins go to admin-overview), the outbox page (issue 3),
  // and scheduling the push migration from the overview (decision 0013); customers see none of it.
  await page.goto('/login');
  await submitLogin(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin-overview$/);
  await expect(page.getByRole('heading', { name: 'Administration' })).toBeVisible();

  const migration = page.getByRole('region', { name: 'Sign-in approval on a linked device' });
  await migration.getByRole('textbox', { name: 'Customer’s e-mail' }).fill('nobody@example.com');
  await migration.getByRole('button', { name: 'Ask to link' }).click();
  await expect(migration.getByRole('alert')).toContainText('No user signs in with this e-mail.');
  await migration.getByRole('textbox', { name: 'Customer’s e-mail' }).fill('bob@example.com');
  await migration.getByLabel('Link a device by').fill('2099-12-31');
  await migration.getByRole('button', { name: 'Ask to link' }).click();
  await expect(page.getByTestId('migration-result')).toHaveText(
    'bob@example.com is asked to link a device by December 31, 2099.',
  );
  await page.screenshot({ path: 'test-results/admin-overview.png', fullPage: true });
  // Undo, so bob's other journeys sign in as before.
  await migration.getByRole('button', { name: 'Stop asking' }).click();
  await expect(page.getByTestId('migration-result')).toHaveText('bob@example.com is no longer asked to link a device.');

  await page.getByRole('link', { name: 'E-mail outbox' }).first().click();
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
