import { expect, test, type Page } from './fixtures.ts';
import { signIn } from './helpers.ts';

// Saved recipients and recent payouts on the external transfer screen (decision 0055).
// Alice's EUR account only, like transfers-external.spec.ts: the spine's alice USD $5,000 stays untouched,
// and the later journeys that read her EUR balance (transfers.spec.ts) compare it before and after.

// The second journey repeats the first one's payout.
test.describe.configure({ mode: 'serial' });

/** A unique recipient per run, so a retry or an earlier run's rows do not count. */
const recipient = `Greta Hoffmann ${Date.now().toString(36).slice(-4)}`;
const savedName = `Greta rent ${Date.now().toString(36).slice(-4)}`;

/** Opens the external transfer screen and waits for its lists. */
async function openExternal(page: Page) {
  await page.goto('/transfer/external');
  await expect(page.getByRole('heading', { name: 'Send abroad or to a bank' })).toBeVisible();
}

/** Confirms the payout on the confirmation step and closes the success popup. */
async function confirmAndClose(page: Page, expected: string[]) {
  const dialog = page.getByRole('dialog', { name: 'Check and confirm' });
  for (const text of expected) await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  const success = page.getByTestId('transfer-success');
  await expect(success).toContainText('Pending*');
  await success.getByRole('button', { name: 'Send another' }).click();
  await expect(dialog).toBeHidden();
}

test('alice saves a SEPA recipient, pays them again from Saved recipients, and sees both in Recent payouts', async ({
  page,
}) => {
  // Proves "Save this recipient" sends templateName, the saved list refreshes after the payout, choosing
  // the saved recipient fills country, kind, account and recipient fields so only the amount is typed,
  // and recentTransfers lists both payouts with amount and status.
  await signIn(page, 'alice@example.com');
  await openExternal(page);
  const saved = page.getByRole('region', { name: 'Saved recipients' });
  const recent = page.getByRole('region', { name: 'Recent payouts' });
  await expect(saved).toBeVisible();
  await expect(recent).toBeVisible();

  const country = page.getByRole('combobox', { name: 'Destination country' });
  await country.fill('Germ');
  await page.getByRole('option', { name: 'Germany', exact: true }).click();
  await page.getByRole('radiogroup', { name: 'How to send' }).getByRole('radio', { name: 'SEPA transfer' }).check();
  const form = page.getByRole('form', { name: 'Payment to a bank, card or wallet' });
  await expect(form.getByRole('combobox', { name: 'From account' })).toHaveValue(/^EUR account/);
  await form.getByLabel("Recipient's name").fill(recipient);
  await form.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
  await form.getByLabel('SWIFT code (BIC)').fill('COBADEFFXXX');
  await form.getByLabel('Amount').fill('3.00');
  await form.getByRole('checkbox', { name: 'Save this recipient' }).check();
  const saveAs = form.getByRole('textbox', { name: 'Save as' });
  await expect(saveAs).toHaveValue(recipient);
  await saveAs.fill(savedName);
  await expect(page.getByTestId('payout-preview')).toContainText('€3.00');
  await form.getByRole('button', { name: 'Continue' }).click();
  await confirmAndClose(page, ['SEPA transfer', recipient, 'Saved as', savedName]);

  // The lists refresh after the payout: the saved recipient with its masked IBAN, the payout on top.
  const savedRow = saved.getByRole('button', { name: new RegExp(`^Fill in the form for ${savedName}:`) });
  await expect(savedRow).toContainText('SEPA transfer · Germany · •••• 3000 · EUR');
  await expect(recent.getByTestId('recent-payout').first()).toContainText(recipient);
  await expect(recent.getByTestId('recent-payout').first()).toContainText('€3.00');

  // Alice comes back later and picks the saved recipient: everything but the amount is filled in.
  await page.goto('/home');
  await openExternal(page);
  await saved.getByRole('button', { name: new RegExp(`^Fill in the form for ${savedName}:`) }).click();
  await expect(page.getByTestId('filled-from')).toContainText(`Filled in for ${recipient}`);
  await expect(country).toHaveValue('Germany');
  await expect(page.getByRole('radio', { name: 'SEPA transfer' })).toBeChecked();
  await expect(form.getByRole('combobox', { name: 'From account' })).toHaveValue(/^EUR account/);
  await expect(form.getByLabel("Recipient's name")).toHaveValue(recipient);
  await expect(form.getByLabel('IBAN')).toHaveValue('DE89370400440532013000');
  await expect(form.getByLabel('SWIFT code (BIC)')).toHaveValue('COBADEFFXXX');
  await expect(form.getByLabel('Amount')).toBeFocused();
  await expect(form.getByRole('checkbox', { name: 'Save this recipient' })).not.toBeChecked();
  await page.keyboard.type('4.00');
  await expect(page.getByTestId('payout-preview')).toContainText('€4.00');
  await form.getByLabel('Amount').press('Enter');
  await confirmAndClose(page, ['SEPA transfer', recipient, 'DE89370400440532013000']);

  // Both payouts are in Recent payouts, newest first, each with its amount, date and status.
  const rows = recent.getByTestId('recent-payout').filter({ hasText: recipient });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('€4.00');
  await expect(rows.nth(1)).toContainText('€3.00');
  await expect(rows.nth(0)).toContainText('SEPA transfer · Germany · •••• 3000');
  await expect(rows.nth(0)).toContainText(/In progress|Completed/);
});

test('on a phone, alice opens Recent payouts above the form and repeats her last payout', async ({ page }) => {
  // Proves the compact lists at 375 px: collapsed sections above the form, opened by keyboard, and a
  // recent payout filling the form from recentTransferDetails (reference included) without sending.
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'alice@example.com');
  await openExternal(page);
  const section = page.getByRole('button', { name: /^Recent payouts/ });
  await expect(section).toHaveAttribute('aria-expanded', 'false');
  await section.focus();
  await page.keyboard.press('Enter');
  await expect(section).toHaveAttribute('aria-expanded', 'true');
  const row = page.getByTestId('recent-payout').filter({ hasText: recipient }).first();
  await expect(row).toBeVisible();
  await row.click();
  const form = page.getByRole('form', { name: 'Payment to a bank, card or wallet' });
  await expect(page.getByTestId('filled-from')).toContainText(`Filled in for ${recipient}`);
  await expect(form.getByLabel("Recipient's name")).toHaveValue(recipient);
  await expect(form.getByLabel('IBAN')).toHaveValue('DE89370400440532013000');
  await expect(form.getByLabel('Amount')).toBeFocused();
  await expect(form.getByLabel('Amount')).toHaveValue('');
});
