import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from './fixtures.ts';
import { signIn, submitLogin } from './helpers.ts';

// Adding money by bank transfer (decisions 0040, 0051) in the browser. alice only
// looks at her USD account's details: the spine expects her USD $5,000 and EUR €2,000 untouched, so
// every payment here is credited to bob's USD account (other journeys pay bob too). The server runs
// the sandbox rail with RAILS_SANDBOX_SETTLE_SECONDS=8 (playwright.config.ts): a simulated payment
// is reported about 8 s later and applied by the next jobs pass (at most 5 s after that).

/** Payer names unique to this run, so a retry on the same server never meets the first attempt's payments. */
const run = String(Date.now() % 100_000);

/** Opens the account page of the home card titled `title` and returns the account's number. */
async function openAccount(page: Page, title: string): Promise<string> {
  await page.getByRole('article', { name: title }).getByTestId('account-link').click();
  await expect(page).toHaveURL(/\/account\/\d+$/);
  // The URL changes before the account page replaces home: wait for the page's own actions.
  await expect(page.getByRole('group', { name: 'What you can do with this account' })).toBeVisible();
  return /\/account\/(\d+)$/.exec(page.url())?.[1] ?? '';
}

/** A signed-in administrator's page on the incoming payments screen, in a browser context of its own. */
async function adminDepositsPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await submitLogin(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin-overview$/);
  await page.getByRole('link', { name: 'Incoming payments' }).first().click();
  await expect(page).toHaveURL(/\/admin\/deposits$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Incoming payments' })).toBeVisible();
  return page;
}

/** Sends a payment from the sandbox bank's simulator on the administrator's page. */
async function simulate(
  page: Page,
  payment: { amount: string; currencyCode: string; reference: string; senderName: string },
) {
  const form = page.getByRole('form', { name: 'Sandbox bank: simulate an incoming payment' });
  await form.getByRole('textbox', { name: 'Amount' }).fill(payment.amount);
  await form.getByRole('combobox', { name: 'Currency' }).selectOption(payment.currencyCode);
  await form.getByRole('textbox', { name: 'Reference' }).fill(payment.reference);
  await form.getByRole('textbox', { name: "Payer's name" }).fill(payment.senderName);
  const status = page.getByTestId('deposit-simulated');
  const before = (await status.count()) > 0 ? await status.textContent() : null;
  await form.getByRole('button', { name: 'Send payment' }).click();
  await expect(status).toContainText(/The sandbox bank received the payment \(SBI-\w+\)/);
  if (before) await expect(status).not.toHaveText(before);
}

/** The amount of a "$1,234.56" text in cents. */
function centsOf(text: string | null): number {
  return Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);
}

/** Cents as "$1,234.56", as the English interface writes them. */
function dollars(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

test("alice's Add money shows her USD account's bank details and reference, each to copy", async ({
  page,
  context,
}) => {
  // Proves the deposit instructions on the account page, asked for only when the dialog opens: the
  // reference first, its warning, the IBAN in groups of four, the BIC and the ACH details; copied by
  // keyboard without spaces; no serious axe findings; a virtual card explains why it takes no bank
  // transfers.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'alice@example.com');
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('method=depositInstructions')) asked.push(request.url());
  });
  const accountId = await openAccount(page, 'US Dollar');
  await expect(page.getByTestId('balance')).toBeVisible();
  expect(asked).toEqual([]);
  const addMoney = page
    .getByRole('group', { name: 'What you can do with this account' })
    .getByRole('button', { name: 'Add money' });
  await addMoney.focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: /^Add money to USD account/ });
  await expect(dialog).toBeVisible();
  const reference = dialog.getByTestId('receive-reference');
  await expect(reference).toContainText(/TS\d\d \d{4} \d{4} \d{2}/);
  await expect(dialog.getByTestId('deposit-reference')).toContainText('Without it we cannot match the payment');
  await expect(dialog.getByTestId('receive-beneficiary')).toContainText('Alice Martin');
  await expect(dialog.getByTestId('receive-iban')).toContainText(/GB\d\d TSRA 0400 \d{4} \d{4} \d{2}/);
  await expect(dialog.getByTestId('receive-bic')).toContainText('TSRAGB22');
  await expect(dialog.getByTestId('receive-routing')).toContainText('021000021');
  await expect(dialog.getByTestId('receive-account-number')).toContainText(accountId.padStart(8, '0').slice(-8));
  await expect(dialog.getByTestId('deposit-arrival')).toContainText('Expected arrival: 1–2 business days by ACH');
  await expect(dialog.getByTestId('deposit-sandbox')).toBeVisible();
  expect(asked).toHaveLength(1);

  const shown = ((await reference.locator('p').nth(1).textContent()) ?? '').trim();
  await reference.getByRole('button', { name: 'Copy: Payment reference' }).focus();
  await page.keyboard.press('Enter');
  await expect(reference.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown.replaceAll(' ', ''));

  const axe = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    axe.violations.filter((violation) => ['critical', 'serious'].includes(violation.impact ?? '')).map((v) => v.id),
  ).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(addMoney).toBeFocused();

  await page.goto('/home');
  await openAccount(page, 'Online shopping');
  await page.getByRole('button', { name: 'Add money' }).click();
  const card = page.getByRole('dialog');
  await expect(card.getByTestId('deposit-unavailable')).toContainText(
    'Only payment accounts can receive bank transfers.',
  );
  await expect(card.getByRole('link', { name: 'Move money between my accounts' })).toHaveAttribute(
    'href',
    '/transfer/account',
  );
});

test("a payment quoting bob's reference is credited to his USD account after the sandbox delay", async ({
  page,
  browser,
}) => {
  // Proves the whole way in: bob's reference from Add money, an administrator's simulated payment
  // quoting it (with spaces, inside other text, as payers write it), the sandbox rail's signed
  // webhook, and bob's balance and activity showing the deposit once.
  await signIn(page, 'bob@example.com');
  await openAccount(page, 'US Dollar');
  const before = centsOf(await page.getByTestId('balance').textContent());
  await page.getByRole('button', { name: 'Add money' }).click();
  const reference = ((await page.getByTestId('receive-reference').locator('p').nth(1).textContent()) ?? '').trim();
  expect(reference).toMatch(/^TS\d\d \d{4} \d{4} \d{2}$/);
  await page.keyboard.press('Escape');

  const admin = await adminDepositsPage(browser);
  const payer = `Erika Musterfrau ${run}`;
  await simulate(admin, { amount: '75.25', currencyCode: 'USD', reference: `Rent ${reference}`, senderName: payer });
  await admin.context().close();

  const activity = page.getByRole('region', { name: 'Recent activity' });
  // The balance and the activity are two requests: a reload between them may catch the credit in
  // one only, so both are waited for together.
  await expect(async () => {
    await page.reload();
    await expect(activity.getByTestId('history-row').filter({ hasText: `From ${payer}` })).toHaveCount(1, {
      timeout: 2_000,
    });
    await expect(page.getByTestId('balance')).toHaveText(dollars(before + 7525), { timeout: 2_000 });
  }).toPass({ timeout: 45_000, intervals: [2_000] });
  const row = activity.getByTestId('history-row').filter({ hasText: `From ${payer}` });
  await expect(row.getByTestId('history-amount')).toHaveText('+$75.25');
  await expect(row).toContainText('Completed');
});

test('payments matching no account wait in the queue: one assigned to bob, one returned to its payer', async ({
  page,
  browser,
}) => {
  // Proves the unmatched queue: a wrong reference and a wrong currency both wait there; the
  // assignment refuses unreadable input and an account in another currency on its field, then
  // credits bob after a confirmation; the return asks first and credits nothing; both leave the list.
  await signIn(page, 'bob@example.com');
  const bobUsd = await openAccount(page, 'US Dollar');
  const before = centsOf(await page.getByTestId('balance').textContent());

  const admin = await adminDepositsPage(browser);
  const northwind = `Northwind Traders ${run}`;
  const weber = `Jonas Weber ${run}`;
  await simulate(admin, { amount: '30.00', currencyCode: 'USD', reference: 'INVOICE 2026-11', senderName: northwind });
  await simulate(admin, { amount: '12.00', currencyCode: 'EUR', reference: '', senderName: weber });

  // The queue polls: both appear once the sandbox rail has reported them.
  const usdPayment = admin.getByRole('article', { name: `$30.00 from ${northwind}` });
  const eurPayment = admin.getByRole('article', { name: `€12.00 from ${weber}` });
  await expect(usdPayment).toBeVisible({ timeout: 45_000 });
  await expect(eurPayment).toBeVisible({ timeout: 45_000 });
  await expect(usdPayment).toContainText('INVOICE 2026-11');
  await expect(eurPayment).toContainText('None');

  // The EUR payment cannot go to bob's USD account.
  await eurPayment.getByRole('button', { name: `Assign €12.00 from ${weber} to an account` }).click();
  let dialog = admin.getByRole('dialog', { name: `Assign €12.00 from ${weber}` });
  const account = dialog.getByRole('textbox', { name: 'Account number or deposit reference' });
  await account.fill('12ab');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toContainText('Enter an account number, or a deposit reference with valid check digits.');
  await account.fill(bobUsd);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Credit the account' }).click();
  await expect(dialog).toContainText('This account is not in EUR.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // It goes back to its payer instead.
  await eurPayment.getByRole('button', { name: `Return €12.00 to ${weber}` }).click();
  dialog = admin.getByRole('dialog', { name: `Return €12.00 to ${weber}?` });
  await expect(dialog).toContainText('Nothing is credited to any account');
  await dialog.getByRole('button', { name: 'Return the payment' }).click();
  await expect(admin.getByText(`€12.00 was returned to ${weber}.`)).toBeVisible();
  await expect(eurPayment).toHaveCount(0);

  // The USD payment is assigned to bob's account after the summary.
  await usdPayment.getByRole('button', { name: `Assign $30.00 from ${northwind} to an account` }).click();
  dialog = admin.getByRole('dialog', { name: `Assign $30.00 from ${northwind}` });
  await dialog.getByRole('textbox', { name: 'Account number or deposit reference' }).fill(bobUsd);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByTestId('assign-summary')).toContainText(`Credit $30.00 from ${northwind} to account`);
  await dialog.getByRole('button', { name: 'Credit the account' }).click();
  await expect(admin.getByText(`$30.00 from ${northwind} was credited to account`)).toBeVisible();
  await expect(usdPayment).toHaveCount(0);
  await admin.context().close();

  await page.reload();
  const row = page
    .getByRole('region', { name: 'Recent activity' })
    .getByTestId('history-row')
    .filter({ hasText: `From ${northwind}` });
  await expect(row.getByTestId('history-amount')).toHaveText('+$30.00');
  await expect(page.getByTestId('balance')).toHaveText(dollars(before + 3000));
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('Add money and the incoming payments screen fit a phone', async ({ page, browser }) => {
    // Proves the mobile layouts: the details dialog fills the screen, nothing scrolls sideways.
    await signIn(page, 'alice@example.com');
    await page.getByRole('article', { name: 'Euro' }).getByTestId('account-link').click();
    await page.getByRole('button', { name: 'Add money' }).click();
    const dialog = page.getByRole('dialog', { name: /^Add money to EUR account/ });
    await expect(dialog.getByTestId('deposit-arrival')).toContainText('SEPA');
    await expect(dialog.getByTestId('receive-routing')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const admin = await context.newPage();
    await admin.goto('/login');
    await submitLogin(admin, 'admin@example.com');
    await expect(admin).toHaveURL(/\/admin-overview$/);
    await admin.goto('/admin/deposits');
    await expect(admin.getByRole('heading', { level: 1, name: 'Incoming payments' })).toBeVisible();
    await expect(admin.getByRole('form', { name: 'Sandbox bank: simulate an incoming payment' })).toBeVisible();
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });
});
