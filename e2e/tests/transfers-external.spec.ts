import { expect, test, type Page } from './fixtures.ts';
import { signIn } from './helpers.ts';

// External transfers (spec 001 §2 transfer/external, §3, §5, §8; decision 0040) in the browser:
// alice's EUR account and bob's USD account only, so the spine's alice USD $5,000 stays untouched.
// The server runs the sandbox rail with RAILS_SANDBOX_SETTLE_SECONDS=8 (playwright.config.ts): long enough
// to see a payout "In progress", short enough not to wait the default 20 s.

/** Picks the destination country in the searchable select by typing part of its name. */
async function chooseCountry(page: Page, search: string, name: string) {
  const country = page.getByRole('combobox', { name: 'Destination country' });
  await country.fill(search);
  await page.getByRole('option', { name, exact: true }).click();
}

/** The available balance on the home page's card of the account titled `title`. */
function availableOf(page: Page, title: string) {
  return page.getByRole('article', { name: title }).getByTestId('available');
}

/** Opens the history of the account whose picker label starts with `prefix`, and returns its row with `text`. */
async function historyRow(page: Page, prefix: string, text: string) {
  await page.goto('/history');
  const picker = page.getByRole('combobox', { name: 'Account', exact: true });
  if (!((await picker.inputValue()) ?? '').startsWith(prefix)) {
    await picker.click();
    await page.getByRole('option', { name: new RegExp(`^${prefix}`) }).click();
  }
  return page.getByTestId('history-row').filter({ hasText: text });
}

test('alice wires EUR 10.00 to DE89370400440532013000 and sees it processing, then completed', async ({ page }) => {
  // Proves the external transfer screen end to end for a SWIFT wire: country, kind, account by
  // currency, live IBAN and BIC lookups, the server's preview, confirmation, success with the
  // expected arrival, and history "In progress" until the sandbox rail settles it, then "Completed".
  await signIn(page, 'alice@example.com');
  await page.getByRole('link', { name: 'Send abroad or to a bank' }).first().click();
  await expect(page).toHaveURL(/\/transfer\/external$/);
  await expect(page.getByRole('heading', { name: 'Send abroad or to a bank' })).toBeVisible();

  await chooseCountry(page, 'Germ', 'Germany');
  const kinds = page.getByRole('radiogroup', { name: 'How to send' });
  await expect(kinds.getByRole('radio', { name: 'SEPA transfer' })).toBeVisible();
  await kinds.getByRole('radio', { name: 'SWIFT wire' }).check();

  const form = page.getByRole('form', { name: 'Payment to a bank, card or wallet' });
  const from = form.getByRole('combobox', { name: 'From account' });
  await from.click();
  await page.getByRole('option', { name: /^EUR account/ }).click();
  await expect(from).toHaveValue(/^EUR account/);

  await form.getByLabel("Recipient's name").fill('Jonas Weber');
  await form.getByLabel("Recipient's address").fill('Hauptstraße 5');
  await form.getByLabel('City').fill('Köln');
  await form.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
  await expect(page.getByTestId('lookup-iban-text')).toContainText(/\S/);
  await form.getByLabel('SWIFT code (BIC)').fill('COBADEFFXXX');
  await expect(page.getByTestId('lookup-swift-text')).toContainText(/Commerzbank/i);
  await form.getByLabel('Amount').fill('10.00');
  await form.getByLabel('Reference for the recipient').fill('Invoice 2026-11');

  const preview = page.getByTestId('payout-preview');
  await expect(preview).toContainText('€10.00');
  await expect(preview).toContainText('Expected to arrive');
  await form.getByRole('button', { name: 'Continue' }).click();

  const dialog = page.getByRole('dialog', { name: 'Check and confirm' });
  await expect(dialog).toContainText('SWIFT wire');
  await expect(dialog).toContainText('Jonas Weber');
  await expect(dialog).toContainText('DE89 3704 0044 0532 0130 00');
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  const success = page.getByTestId('transfer-success');
  await expect(success).toContainText('Pending*');
  await expect(success.getByTestId('expected-arrival')).not.toBeEmpty();
  await expect(success.getByTestId('processing-note')).toContainText('In progress');
  await expect(success.getByRole('button', { name: /receipt/i })).toBeVisible();
  await success.getByRole('button', { name: 'Send another' }).click();

  const row = await historyRow(page, 'EUR account', 'To Jonas Weber');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Payment to a bank or card');
  await expect(row).toContainText('In progress');
  // The sandbox settles after 8 s and its webhook is applied by the next jobs pass (at most 5 s).
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('history-row').filter({ hasText: 'To Jonas Weber' })).toContainText('Completed', {
      timeout: 2_000,
    });
  }).toPass({ timeout: 45_000, intervals: [2_000] });
});

test("bob's card payout fails and his balance comes back", async ({ page }) => {
  // Proves a failed payout in the browser: the card's scheme is shown under the number, the
  // available balance drops by amount and fee while the rail works, and comes back in full when
  // the sandbox declines the card (number ending 0002); history shows the row "Rejected".
  await signIn(page, 'bob@example.com');
  const before = await availableOf(page, 'US Dollar').textContent();
  await page.goto('/transfer/external');
  await chooseCountry(page, 'United St', 'United States');
  await page.getByRole('radiogroup', { name: 'How to send' }).getByRole('radio', { name: 'Card' }).check();

  const form = page.getByRole('form', { name: 'Payment to a bank, card or wallet' });
  await expect(form.getByRole('combobox', { name: 'From account' })).toHaveValue(/^USD account/);
  await form.getByLabel("Recipient's name").fill('Maria Lopez');
  await form.getByLabel('Card number').fill('5105 1051 0510 0002');
  await expect(page.getByTestId('lookup-cardNumber-text')).toContainText('Mastercard');
  await form.getByLabel('Amount').fill('20');
  await expect(page.getByTestId('payout-preview')).toContainText('$20.00');
  await form.getByLabel('Amount').press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Check and confirm' });
  await expect(dialog).toContainText('•••• 0002');
  await expect(dialog).not.toContainText('5105');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('transfer-success')).toContainText('Pending*');

  await page.goto('/home');
  await expect(availableOf(page, 'US Dollar')).not.toHaveText(before ?? '');
  await expect(async () => {
    await page.reload();
    await expect(availableOf(page, 'US Dollar')).toHaveText(before ?? '', { timeout: 2_000 });
  }).toPass({ timeout: 45_000, intervals: [2_000] });

  const row = await historyRow(page, 'USD account', 'To Maria Lopez');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Rejected');
});
