import { expect, test, type APIRequestContext } from './fixtures.ts';
import { codeChallengeS256, generateCodeVerifier } from '@tessera/contract';
import { demoPassword, signIn } from './helpers.ts';

/** The account numbers of a demo customer, read through the API as that customer. */
async function accountIdsOf(request: APIRequestContext, email: string): Promise<number[]> {
  const codeVerifier = generateCodeVerifier();
  const login = await request.post('/api/auth/login', {
    data: {
      client: 'spa',
      username: email,
      password: demoPassword,
      codeChallenge: await codeChallengeS256(codeVerifier),
    },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const reply = await request.post('/api/?method=accountList', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { method: 'accountList' },
  });
  const { accounts } = (await reply.json()) as { accounts: { accountId: number }[] };
  return accounts.map((account) => account.accountId);
}

test('a home card opens the account page with its details to copy, amounts, activity and actions', async ({
  page,
  context,
}) => {
  // Proves the account page (decision 0034): reached from the card by keyboard, with the number and
  // e-mail to copy (the clipboard gets the value, the button says Copied), status, amounts, recent
  // activity with a link to the account's history, and a send action naming the account.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'alice@example.com');
  const card = page.getByRole('article', { name: 'US Dollar' }).first();
  const link = card.getByRole('link', { name: 'US Dollar' });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/\d+$/);
  const accountId = /\/account\/(\d+)$/.exec(page.url())?.[1] ?? '';
  await expect(page.getByRole('heading', { level: 1, name: 'US Dollar' })).toBeVisible();
  await expect(page.getByTestId('account-status')).toHaveText('Active');
  await expect(page.getByTestId('available')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await expect(page.getByTestId('pending')).toHaveText('$0.00');

  const number = page.getByTestId('receive-number');
  await expect(number).toContainText(accountId);
  await number.getByRole('button', { name: 'Copy: Account number' }).click();
  await expect(number.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(accountId);
  await expect(page.getByTestId('receive-email')).toContainText('alice@example.com');
  await expect(page.getByTestId('receive-holder')).toContainText('Alice');

  const activity = page.getByRole('region', { name: 'Recent activity' });
  await expect(activity.getByTestId('history-row').first()).toBeVisible();
  await expect(activity.getByRole('link', { name: 'See all' })).toHaveAttribute(
    'href',
    `/history?accountId=${accountId}`,
  );

  await page
    .getByRole('group', { name: 'What you can do with this account' })
    .getByRole('link', { name: 'Send money' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/transfer/p2p\\?fromAccount=${accountId}$`));
});

test('an unknown account number and another customer account both show the not-found state', async ({
  page,
  request,
}) => {
  // Proves an account page shows only the signed-in customer's own accounts.
  const [bobAccount] = await accountIdsOf(request, 'bob@example.com');
  await signIn(page, 'alice@example.com');
  for (const path of ['/account/99999999', `/account/${bobAccount}`, '/account/not-a-number']) {
    await page.goto(path);
    await expect(page.getByTestId('account-not-found')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Account not found' })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Back to your accounts' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('the account page fits a 375 px phone in Spanish', async ({ page }) => {
  // Proves the mobile layout: no horizontal scrolling, the details and actions translated.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.addInitScript(() => window.localStorage.setItem('tessera.language', 'es'));
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill('alice@example.com');
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.getByTestId('account-link').first().click();
  await expect(page.getByRole('heading', { name: 'Datos para recibir dinero' })).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Qué puedes hacer con esta cuenta' }).getByRole('link', { name: 'Enviar dinero' }),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('home shows the total of the accounts in a chosen currency, remembered after a reload', async ({ page }) => {
  // Proves the total (decision 0035): an estimate in USD at first, in EUR once chosen, still EUR after a reload.
  await signIn(page, 'alice@example.com');
  const total = page.getByRole('region', { name: 'Total across your accounts' });
  await expect(total.getByTestId('accounts-total')).toHaveText(/^≈ \$[\d,]+\.\d{2}$/);
  await expect(total.getByText(/An estimate at the exchange rates of/)).toBeVisible();
  await total.getByLabel('Currency of the total').selectOption('EUR');
  await expect(total.getByTestId('accounts-total')).toHaveText(/^≈ €[\d,]+\.\d{2}$/);
  await page.reload();
  await expect(page.getByTestId('accounts-total')).toHaveText(/^≈ €[\d,]+\.\d{2}$/);
  await expect(page.getByLabel('Currency of the total')).toHaveValue('EUR');
});

test("a new visit to home loads home's share of the styles, and another screen the whole sheet", async ({ page }) => {
  // Proves decision 0128: a reload of home names no whole Mantine sheet, yet its cards and
  // navigation are styled; the first other screen brings the whole sheet.
  await signIn(page, 'alice@example.com');
  await page.reload();
  await expect(page.getByTestId('balance').first()).toBeVisible();
  const sheets = () => page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href ?? ''));
  expect((await sheets()).some((href) => href.includes('/assets/home-styles-sheet-'))).toBe(true);
  expect((await sheets()).some((href) => href.includes('/assets/all-styles-sheet-'))).toBe(false);
  // Mantine's Card and NavLink are not on the first screen: their styles come with home's share.
  await expect(page.locator('.mantine-Card-root').first()).toHaveCSS('display', 'flex');
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.getByRole('link', { name: 'Home', exact: true })).toHaveCSS('display', 'flex');
  await navigation.getByRole('link', { name: 'History', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'History', level: 1 })).toBeVisible();
  expect((await sheets()).some((href) => href.includes('/assets/all-styles-sheet-'))).toBe(true);
});
