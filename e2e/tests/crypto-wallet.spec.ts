import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { generate } from 'otplib';
import { adminCall, balanceOf, submitLogin, typeCode } from './helpers.ts';

/** carol's authenticator secret in the demo seed (apps/server/src/modules/seed/demo-seed.ts). */
const carolTotpSecret = 'TESSERADEMOCAROLOTPSECRETKEYAAAA';

test('carol receives a crypto deposit', async ({ page, request, context }) => {
  // Proves decision 0050 in the browser: carol's seeded BTC wallet shows its testnet address with
  // a QR code and a copy button; a sandbox deposit shows as pending with its confirmations and is
  // credited once after the required blocks, and her BTC account shows the amount.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/login');
  await submitLogin(page, 'carol@example.com');
  await expect(page.getByRole('heading', { name: 'Enter the code from your authenticator app' })).toBeVisible();
  await typeCode(page, await generate({ secret: carolTotpSecret }));
  await expect(page).toHaveURL(/\/home$/);

  await page.getByRole('link', { name: 'Crypto wallet' }).click();
  await expect(page).toHaveURL(/\/wallet\/BTC$/);
  await expect(page.getByRole('heading', { name: 'BTC wallet', level: 1 })).toBeVisible();
  const address = page.getByTestId('wallet-address');
  await expect(address).toHaveText(/^tb1q[02-9ac-hj-np-z]{38}$/);
  const addressText = (await address.textContent()) ?? '';
  await expect(page.getByTestId('wallet-network')).toHaveText('Testnet');
  await expect(page.getByRole('img', { name: 'QR code of your BTC address' })).toBeVisible();
  await expect(page.getByTestId('deposits-empty')).toBeVisible();

  // The copy button works from the keyboard and says so.
  await page.getByRole('button', { name: 'Copy address' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Address copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(addressText);

  const sent = await adminCall(request, 'cryptoSandboxDeposit', {
    currencyCode: 'BTC',
    address: addressText,
    amount: '0.0025',
  });
  expect(sent.responseCode).toBe('00');
  await page.reload();
  const deposit = page.getByTestId('crypto-deposit');
  await expect(deposit).toHaveCount(1);
  await expect(deposit.getByTestId('deposit-status')).toHaveText('Waiting for confirmations');
  await expect(deposit.getByTestId('deposit-confirmations')).toContainText(/Confirmations: \d of 3/);

  // Three blocks: the page, polling while a deposit is pending, shows it credited.
  expect((await adminCall(request, 'cryptoSandboxMine', { blocks: 3 })).responseCode).toBe('00');
  await expect(deposit.getByTestId('deposit-status')).toHaveText('Credited', { timeout: 15_000 });
  await expect(deposit).toContainText('0.0025');
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    axe.violations.filter((violation) => ['critical', 'serious'].includes(violation.impact ?? '')).map((v) => v.id),
  ).toEqual([]);

  // More blocks change nothing: the account holds the deposit once.
  expect((await adminCall(request, 'cryptoSandboxMine', { blocks: 2 })).responseCode).toBe('00');
  await page.reload();
  await expect(page.getByTestId('crypto-deposit')).toHaveCount(1);
  await page.getByRole('link', { name: 'Open the BTC account' }).click();
  await expect(page).toHaveURL(/\/account\/\d+$/);
  await expect(page.getByTestId('balance').first()).toContainText('0.0025');
  await page.goto('/home');
  await expect(balanceOf(page, 'Bitcoin').or(balanceOf(page, 'BTC')).first()).toContainText('0.0025');
});

test('an administrator sends a sandbox deposit and mines a block from the overview', async ({ page }) => {
  // Proves the sandbox chain's simulator card (decision 0050): a bad address is refused on its field,
  // a valid testnet address is sent to (no customer's: nothing is credited), and a block is mined.
  await page.goto('/login');
  await submitLogin(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin-overview$/);
  const card = page.getByRole('region', { name: 'Sandbox chain: crypto deposits' });
  await card.getByRole('textbox', { name: 'Testnet BTC address' }).fill('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
  await card.getByRole('textbox', { name: 'Amount (BTC)' }).fill('0.1');
  await card.getByRole('button', { name: 'Send deposit' }).click();
  await expect(card).toContainText('Enter a valid address for this currency and network.');
  await card.getByRole('textbox', { name: 'Testnet BTC address' }).fill('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx');
  await card.getByRole('button', { name: 'Send deposit' }).click();
  await expect(card.getByRole('status')).toContainText(/Sent\. Transaction [0-9a-f]{64}/);
  await card.getByRole('button', { name: 'Mine a block' }).click();
  await expect(card.getByText('One block mined')).toBeVisible();
});
