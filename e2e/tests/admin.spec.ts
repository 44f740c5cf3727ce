import { expect, test } from './fixtures.ts';
import { submitLogin } from './helpers.ts';

test('an administrator starts on the overview, reads the e-mail outbox and asks a customer to link a device', async ({
  page,
}) => {
  // Proves start-page rule 2 (spec 000 §2: admins go to admin-overview), the outbox page,
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

test('an administrator disables a customer with a reason and re-enables them; the audit log keeps both', async ({
  page,
  browser,
}) => {
  // Proves the admin overview's customer card and audit log (decision 0016): find by e-mail,
  // disable after a confirmation, the customer's sign-in then says "disabled" whatever the password,
  // and re-enabling lets the password work again (carol continues to her authenticator step).
  await page.goto('/login');
  await submitLogin(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin-overview$/);
  const card = page.getByRole('region', { name: 'Disable or re-enable a customer' });
  const audit = page.getByRole('region', { name: 'Admin audit log' });
  await expect(audit.getByText('No administrator actions yet.')).toBeVisible();

  await card.getByRole('textbox', { name: 'Customer’s e-mail or customer ID' }).fill('carol@example.com');
  await card.getByRole('button', { name: 'Find' }).click();
  const found = card.getByTestId('found-customer');
  await expect(found).toContainText('carol@example.com');
  await expect(found).toContainText('Active');
  // The customer found leads to their KYC file (spec 002 §6).
  await expect(found.getByRole('link', { name: 'Open the KYC file' })).toHaveAttribute(
    'href',
    /^\/admin\/customers\/\d+$/,
  );
  await card.getByRole('button', { name: 'Disable customer' }).click();
  await expect(card.getByText('This value is too short.')).toBeVisible();
  await card.getByRole('textbox', { name: 'Reason' }).fill('Phone reported stolen by the customer');
  await card.getByRole('button', { name: 'Disable customer' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('will be signed out everywhere');
  await dialog.getByRole('button', { name: 'Disable customer' }).click();
  await expect(card.getByTestId('access-result')).toContainText(
    'carol@example.com is disabled and signed out everywhere.',
  );
  await expect(found).toContainText('Disabled');
  const rows = audit.getByTestId('audit-entry');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Phone reported stolen by the customer');
  await expect(rows.first()).toContainText('carol@example.com');
  await page.screenshot({ path: 'test-results/admin-disable-customer.png', fullPage: true });

  // Carol, in another browser: the same "disabled" answer with a wrong and with the right password.
  const carolContext = await browser.newContext();
  const carol = await carolContext.newPage();
  await carol.goto('/login');
  await submitLogin(carol, 'carol@example.com', 'certainly-not-her-password');
  await expect(carol.getByRole('alert')).toContainText('This sign-in is disabled. Please contact support.');
  await submitLogin(carol, 'carol@example.com');
  await expect(carol.getByRole('alert')).toContainText('This sign-in is disabled. Please contact support.');

  await card.getByRole('textbox', { name: 'Reason' }).fill('Customer verified by phone');
  await card.getByRole('button', { name: 'Re-enable customer' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Re-enable customer' }).click();
  await expect(card.getByTestId('access-result')).toHaveText(
    'carol@example.com can sign in with their password again.',
  );
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Re-enabled');

  await carol.goto('/login');
  await submitLogin(carol, 'carol@example.com');
  await expect(carol.getByRole('heading', { name: 'Enter the code from your authenticator app' })).toBeVisible();
  await carolContext.close();
});

test('an administrator reads the background jobs by state', async ({ page }) => {
  // Proves the admin overview's job card (decision 0022): the modules' scheduled jobs are listed with
  // their state and attempts, and filtering by a state with no jobs shows the empty state.
  await page.goto('/login');
  await submitLogin(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin-overview$/);
  const card = page.getByRole('region', { name: 'Background jobs' });
  const recurring = card.getByTestId('job-row').filter({ hasText: 'recurring-transfers' });
  await expect(recurring).toContainText('Scheduled');
  await expect(recurring).toContainText(/of 5/);
  await card.getByText(/^Dead · \d+$/).click();
  await expect(card.getByText('No jobs in this state.')).toBeVisible();
  await card.getByText(/^All · \d+$/).click();
  await expect(card.getByTestId('job-row').filter({ hasText: 'approval-expiry' })).toBeVisible();
  await card.screenshot({ path: 'test-results/admin-jobs.png' });
});
