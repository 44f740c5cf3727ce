import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures.ts';
import { balanceOf, demoPassword, signIn } from './helpers.ts';

/** Opens the history of the account whose picker label starts with `prefix` ("USD account"). */
async function openHistory(page: Page, prefix: string) {
  await page.getByRole('link', { name: 'History' }).first().click();
  await expect(page).toHaveURL(/\/history\?/);
  const picker = page.getByRole('combobox', { name: 'Account', exact: true });
  if (!((await picker.inputValue()) ?? '').startsWith(prefix)) {
    await picker.click();
    await page.getByRole('option', { name: new RegExp(`^${prefix}`) }).click();
  }
  await expect(page.getByTestId('history-row').first()).toBeVisible();
}

test('alice sends bob USD 25.00 with a note; both see it in their history, alice with the fee', async ({ page }) => {
  // Proves the p2p screen end to end (spec 001 §2 transfer/p2p, §3, §8): live payee check, preview,
  // confirmation step, success popup, balances, and history on both sides (the transfer journey).
  await signIn(page, 'alice@example.com');
  const before = await balanceOf(page, 'US Dollar').textContent();
  await page.getByRole('link', { name: 'Send money' }).first().click();
  await expect(page).toHaveURL(/\/transfer\/p2p$/);

  // An unknown recipient is caught by the live check before anything is sent.
  await page.getByLabel("Recipient's e-mail").fill('nobody-here@example.com');
  await expect(page.getByTestId('payee-status')).toHaveText('No customer uses this e-mail address.');

  // Keyboard only from here: type, Tab to the amount, Tab past the maximum to the note, Enter submits.
  await page.getByLabel("Recipient's e-mail").fill('bob@example.com');
  await expect(page.getByTestId('payee-status')).toHaveText('Sending to bob@example.com');
  await page.getByLabel('Amount').focus();
  await page.keyboard.type('25.00');
  await page.getByLabel('Note').focus();
  await page.keyboard.type('Concert tickets');
  const quote = page.getByTestId('quote');
  await expect(quote).toContainText('$25.00');
  await expect(quote).toContainText('Fee');
  await page.getByLabel('Amount').press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Check and confirm' });
  await expect(dialog).toContainText('bob@example.com');
  await expect(dialog).toContainText('Concert tickets');
  const fee = (await dialog.getByTestId('quote').textContent())?.match(/Fee\$(\d+\.\d{2})/)?.[1];
  expect(fee).toBeDefined();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  const success = page.getByTestId('transfer-success');
  await expect(success).toContainText('Done');
  await expect(success).toContainText(/Transaction ID/);
  await page.screenshot({ path: 'test-results/p2p-success.png' });
  await success.getByRole('button', { name: 'Send another' }).click();
  await expect(page.getByRole('button', { name: /Send to Bob Okafor/ })).toBeVisible();

  await page.getByRole('link', { name: 'Home' }).first().click();
  const expected = (Number((before ?? '').replace(/[^\d.]/g, '')) * 100 - 2500 - Number(fee) * 100) / 100;
  await expect(balanceOf(page, 'US Dollar')).toHaveText(
    `$${expected.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );

  await openHistory(page, 'USD account');
  const rows = page.getByTestId('history-row');
  // One movement with its fee, not two rows that look like a double payment (decision 0031).
  const total = (2500 + Number(fee) * 100) / 100;
  const sent = rows.filter({ hasText: 'Concert tickets' });
  await expect(sent).toHaveCount(1);
  await expect(sent).toContainText('To Bob Okafor');
  await expect(sent).toContainText(`incl. $${fee} fee`);
  await expect(sent).toContainText(`-$${total.toFixed(2)}`);
  await sent.click();
  const detail = page.getByRole('dialog', { name: 'Transaction details' });
  await expect(detail.getByRole('row', { name: /^Amount/ })).toContainText('$25.00');
  await expect(detail.getByRole('row', { name: /^Fee/ })).toContainText(`$${fee}`);
  await expect(detail.getByRole('row', { name: /^Total/ })).toContainText(`$${total.toFixed(2)}`);
  await page.keyboard.press('Escape');

  // The CSV of this history has the same rows: the note, the amount with its fee, and the fee.
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const csv = await readFile(await (await downloadPromise).path(), 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines.length - 1).toBe(await rows.count());
  expect(
    lines.some((line) => line.includes('Concert tickets') && line.includes(`-${total.toFixed(2)},${fee},USD`)),
  ).toBe(true);

  await page.context().clearCookies();
  await page.evaluate(() => window.sessionStorage.clear());
  await signIn(page, 'bob@example.com');
  await openHistory(page, 'USD account');
  const received = page.getByTestId('history-row').filter({ hasText: 'Concert tickets' });
  await expect(received).toHaveCount(1);
  await expect(received).toContainText('+$25.00');
  await expect(received).toContainText('From Alice Martin');
});

test('alice converts EUR to USD between her accounts and sets up, then cancels, a monthly transfer', async ({
  page,
}) => {
  // Proves transfer/account (exchange with both currencies in the preview) and
  // transfer/preapproved-payments with the "Action Confirmation" popup (spec 001 §2, §8).
  await signIn(page, 'alice@example.com');
  const eurBefore = await balanceOf(page, 'Euro').textContent();
  await page.getByRole('link', { name: 'Between my accounts' }).first().click();
  await expect(page).toHaveURL(/\/transfer\/account$/);

  await page.getByRole('combobox', { name: 'From account' }).click();
  await page.getByRole('option', { name: /^EUR account/ }).click();
  await page.getByRole('combobox', { name: 'To account' }).click();
  await page.getByRole('option', { name: /^USD account/ }).click();
  await page.getByLabel('Amount').fill('100');
  const quote = page.getByTestId('quote');
  await expect(quote).toContainText('€100.00');
  await expect(quote).toContainText(/1 EUR = [\d.]+ USD/);
  const arrives = (await quote.textContent())?.match(/Arrives\$([\d,.]+)/)?.[1];
  expect(arrives).toBeDefined();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('transfer-success')).toContainText('Done');
  await page.getByRole('button', { name: 'New transfer' }).click();

  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(balanceOf(page, 'Euro')).not.toHaveText(eurBefore ?? '');
  // The exchange shows once on home, and in each account's history with both sides and the rate.
  const recent = page.getByRole('region', { name: 'Recent activity' });
  await expect(recent.getByText('Exchange EUR → USD')).toHaveCount(1);
  await openHistory(page, 'EUR account');
  const exchanged = page.getByTestId('history-row').filter({ hasText: 'Exchange EUR → USD' }).first();
  await expect(exchanged).toContainText(`€100.00 → $${arrives}`);
  await exchanged.click();
  const detail = page.getByRole('dialog', { name: 'Transaction details' });
  await expect(detail.getByRole('row', { name: /^Exchanged/ })).toContainText(`€100.00 → $${arrives}`);
  await expect(detail.getByRole('row', { name: /^Exchange rate/ })).toContainText(/1 EUR = [\d.]+ USD/);
  await page.keyboard.press('Escape');

  // A recurring transfer appears under pre-approved payments and can be cancelled.
  await page.getByRole('link', { name: 'Between my accounts' }).first().click();
  await expect(page).toHaveURL(/\/transfer\/account$/);
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('10');
  await page.getByRole('switch', { name: 'Repeat this transfer' }).check();
  await page.getByLabel('Reference').fill('Savings');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('transfer-success')).toBeVisible();
  await page.getByTestId('transfer-success').getByRole('link', { name: 'Pre-approved payments' }).click();
  const payment = page.getByTestId('preapproved-payment').filter({ hasText: 'Savings' });
  await expect(payment).toContainText('Active');
  await payment.getByRole('button', { name: /Cancel the payment/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Action Confirmation' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(payment).toContainText('Cancelled');
  await expect(payment.getByRole('button', { name: /Cancel the payment/ })).toHaveCount(0);
});

test('a Spanish speaker types "3,50" and sends bob 3.50; an English speaker types "1,000.50" and sees it read back', async ({
  page,
}) => {
  // Proves amounts in the user's language (typed with the locale's separators, shown back as read) reach the server as exact decimals.
  await page.addInitScript(() => {
    if (!window.localStorage.getItem('tessera.language')) window.localStorage.setItem('tessera.language', 'es');
  });
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill('alice@example.com');
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/transfer/p2p');
  await page.getByLabel('Correo electrónico del destinatario').fill('bob@example.com');
  await expect(page.getByTestId('payee-status')).toHaveText('Se enviará a bob@example.com');
  await page.getByRole('textbox', { name: 'Importe', exact: true }).fill('3,50');
  await expect(page.getByTestId('amount-read-as')).toHaveText('= 3,50 $');
  await expect(page.getByTestId('quote')).toContainText('3,50 $');
  await page.getByRole('button', { name: 'Continuar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revisa y confirma' });
  await expect(dialog.getByTestId('quote')).toContainText('3,50 $');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByTestId('transfer-success')).toContainText('Hecho');

  await page.evaluate(() => window.localStorage.setItem('tessera.language', 'en'));
  await page.reload();
  await page.getByLabel("Recipient's e-mail").fill('bob@example.com');
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('1,000.50');
  await expect(page.getByTestId('amount-read-as')).toHaveText('= $1,000.50');
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('3,50');
  await expect(page.getByTestId('amount-read-as')).toHaveText('= $3.50');
});

test('an amount alice cannot send is refused at the field before the confirmation step', async ({ page }) => {
  // Proves no dead end after Confirm: more than the balance (with the fee) and more decimals than USD has are said at the amount field, from the server's preview.
  await signIn(page, 'alice@example.com');
  await page.goto('/transfer/p2p');
  await page.getByLabel("Recipient's e-mail").fill('bob@example.com');
  await expect(page.getByTestId('payee-status')).toHaveText('Sending to bob@example.com');
  const amount = page.getByRole('textbox', { name: 'Amount', exact: true });
  await amount.fill('1000000');
  await expect(
    page.getByText(/^That is more than you have: \$1,000,\d{3}\.\d{2} with the fee, \$[\d,]+\.\d{2} available\.$/),
  ).toBeVisible();
  // Enter right away, before the preview of the next amount arrives: Continue checks again and stays on the form.
  await amount.fill('6000');
  await amount.press('Enter');
  await expect(page.getByText(/^That is more than you have: \$6,\d{3}\.\d{2} with the fee/)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(amount).toBeFocused();

  await amount.fill('1.234');
  await expect(page.getByText('This currency has fewer decimal places.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await amount.fill('1.23');
  await expect(page.getByText('This currency has fewer decimal places.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('dialog', { name: 'Check and confirm' })).toBeVisible();
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the summary of a transfer sits above the button that leads to the confirmation', async ({ page }) => {
    // Proves the preview is seen before Continue on a phone.
    await signIn(page, 'alice@example.com');
    await page.goto('/transfer/p2p');
    await page.getByLabel("Recipient's e-mail").fill('bob@example.com');
    await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('12');
    const summary = page.getByTestId('quote').filter({ visible: true });
    await expect(summary).toContainText('$12.00');
    const continueBox = await page.getByRole('button', { name: 'Continue' }).boundingBox();
    const summaryBox = await summary.boundingBox();
    expect(summaryBox && continueBox && summaryBox.y + summaryBox.height <= continueBox.y).toBe(true);
  });
});

test('empty required fields look empty: marked required, with examples said as examples in a lighter colour', async ({
  page,
}) => {
  // Proves decision 0038: on the send-money and between-accounts forms every required field is required for assistive technology, placeholders read "e.g. …", and placeholder text is drawn in another colour than typed text.
  await signIn(page, 'alice@example.com');
  await page.goto('/transfer/p2p');
  const toEmail = page.getByLabel("Recipient's e-mail");
  const amount = page.getByRole('textbox', { name: 'Amount', exact: true });
  for (const field of [page.getByRole('combobox', { name: 'From account' }), toEmail, amount])
    await expect(field).toHaveJSProperty('required', true);
  await expect(page.getByLabel('Note')).toHaveJSProperty('required', false);
  await expect(toEmail).toHaveAttribute('placeholder', 'e.g. name@example.com');
  await expect(amount).toHaveAttribute('placeholder', 'e.g. 25.00');
  const colours = await amount.evaluate((input) => ({
    typed: getComputedStyle(input).color,
    placeholder: getComputedStyle(input, '::placeholder').color,
  }));
  expect(colours.placeholder).not.toBe(colours.typed);

  await page.goto('/transfer/account');
  for (const name of ['From account', 'To account'])
    await expect(page.getByRole('combobox', { name })).toHaveJSProperty('required', true);
  await expect(page.getByRole('textbox', { name: 'Amount', exact: true })).toHaveJSProperty('required', true);
});
