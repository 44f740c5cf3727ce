import { expect, test, type Page } from './fixtures.ts';
import { signIn } from './helpers.ts';

// The payout kinds that transfers-external.spec.ts does not send (spec 001 §2 transfer/external,
// §3, §5; decision 0040), each end to end in the browser against the sandbox rail: a local bank
// transfer in Brazil with bank and branch codes, one in Japan with its branch named, a PIX payment by
// CPF key, an Interac e-Transfer and a BTC payout. gabriela (BRL, CAD, JPY and BTC accounts) is the only one who sends them, so no other
// journey's balances move. The sandbox settles after RAILS_SANDBOX_SETTLE_SECONDS=8 (playwright.config.ts).
// Each payout is on its own account and rail, so the journeys may share out over the workers.
test.describe.configure({ mode: 'parallel' });

/** Picks the destination country in the searchable select by typing part of its name. */
async function chooseCountry(page: Page, search: string, name: string) {
  const country = page.getByRole('combobox', { name: 'Destination country' });
  await country.fill(search);
  await page.getByRole('option', { name, exact: true }).click();
}

/** Chooses an option of a select field of the payout form. */
async function chooseOption(page: Page, label: string, option: RegExp | string) {
  const form = page.getByRole('form', { name: 'Payment to a bank, card or wallet' });
  await form.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/**
 * Continues from the filled form, checks the confirmation dialog shows `expected`, confirms, and
 * waits for the success popup; then opens the history of the account whose picker label starts
 * with `accountPrefix` and waits until the row to `recipient` turns from "In progress" to "Completed".
 */
async function confirmAndSettle(page: Page, expected: string[], accountPrefix: string, recipient: string) {
  const form = page.getByRole('form', { name: 'Payment to a bank, card or wallet' });
  await expect(page.getByTestId('payout-preview')).toContainText('Expected to arrive');
  await form.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Check and confirm' });
  for (const text of expected) await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  const success = page.getByTestId('transfer-success');
  await expect(success).toContainText('Pending*');
  await expect(success.getByTestId('expected-arrival')).not.toBeEmpty();

  await page.goto('/history');
  const picker = page.getByRole('combobox', { name: 'Account', exact: true });
  if (!((await picker.inputValue()) ?? '').startsWith(accountPrefix)) {
    await picker.click();
    await page.getByRole('option', { name: new RegExp(`^${accountPrefix}`) }).click();
  }
  const row = page.getByTestId('history-row').filter({ hasText: `To ${recipient}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(/In progress|Completed/);
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('history-row').filter({ hasText: `To ${recipient}` })).toContainText('Completed', {
      timeout: 2_000,
    });
  }).toPass({ timeout: 45_000, intervals: [2_000] });
}

test.describe('gabriela pays out on every domestic rail', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'gabriela@example.com');
    await page.goto('/transfer/external');
    await expect(page.getByRole('heading', { name: 'Send abroad or to a bank' })).toBeVisible();
  });

  test('a local bank transfer in Brazil needs the bank and a four-digit branch code, then completes', async ({
    page,
  }) => {
    // Proves eft BR (spec 001 §5: bank code and branch code required for BR, JP, HK, LK): the bank
    // comes from the shipped register, a branch code of the wrong length is refused at the field
    // before the confirmation step, and the payout settles through the sandbox rail.
    await chooseCountry(page, 'Brazi', 'Brazil');
    await page
      .getByRole('radiogroup', { name: 'How to send' })
      .getByRole('radio', { name: 'Local bank transfer' })
      .check();
    const form = page.getByRole('form', { name: 'Payment to a bank, card or wallet' });
    await expect(form.getByRole('combobox', { name: 'From account' })).toHaveValue(/^BRL account/);
    await form.getByLabel("Recipient's name").fill('Rafael Lima');
    const bank = form.getByRole('combobox', { name: 'Bank' });
    await bank.fill('Bradesco');
    await page.getByRole('option', { name: /Bradesco.*\(237\)/ }).click();
    const branch = form.getByLabel('Branch code');
    await branch.fill('12');
    await form.getByLabel('Account number').fill('0012345');
    await form.getByLabel('Amount').fill('150,00');
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('dialog', { name: 'Check and confirm' })).toHaveCount(0);
    await expect(branch).toHaveAttribute('aria-invalid', 'true');
    await branch.fill('1234');
    await confirmAndSettle(page, ['Local bank transfer', 'Rafael Lima', '150.00 BRL'], 'BRL account', 'Rafael Lima');
  });

  test('a local bank transfer in Japan names the branch from the Zengin register, then completes', async ({ page }) => {
    // Proves eft JP: the bank from the shipped list, the branch named from the published register as
    // it is typed (an unknown one said so), yen without decimals, settled through the sandbox rail.
    await chooseCountry(page, 'Japa', 'Japan');
    await page
      .getByRole('radiogroup', { name: 'How to send' })
      .getByRole('radio', { name: 'Local bank transfer' })
      .check();
    const form = page.getByRole('form', { name: 'Payment to a bank, card or wallet' });
    await expect(form.getByRole('combobox', { name: 'From account' })).toHaveValue(/^JPY account/);
    await form.getByLabel("Recipient's name").fill('Sato Kenji');
    const bank = form.getByRole('combobox', { name: 'Bank' });
    await bank.fill('MUFG');
    await page.getByRole('option', { name: /MUFG.*\(0005\)/ }).click();
    const branch = form.getByLabel('Branch code');
    await branch.fill('999');
    await expect(page.getByTestId('lookup-branchCode-text')).toHaveText('This bank has no branch with this code.');
    await branch.fill('001');
    await expect(page.getByTestId('lookup-branchCode-text')).toHaveText('本店 · Honten');
    await form.getByLabel('Account number').fill('1234567');
    await form.getByLabel('Amount').fill('12000');
    await confirmAndSettle(page, ['Local bank transfer', 'Sato Kenji'], 'JPY account', 'Sato Kenji');
  });

  test('a PIX payment to a CPF key shows who receives it and completes', async ({ page }) => {
    // Proves instant (PIX, spec 001 §5 instantKeyInfo): the key is looked up and the holder's name
    // and bank shown before sending; the payout settles through the sandbox rail.
    await chooseCountry(page, 'Brazi', 'Brazil');
    await page.getByRole('radiogroup', { name: 'How to send' }).getByRole('radio', { name: 'PIX' }).check();
    const form = page.getByRole('form', { name: 'Payment to a bank, card or wallet' });
    await form.getByLabel("Recipient's name").fill('Ana Pereira');
    await chooseOption(page, 'PIX key type', /CPF/);
    await form.getByRole('textbox', { name: 'PIX key', exact: true }).fill('529.982.247-25');
    await form.getByLabel("Recipient's CPF or CNPJ").fill('529.982.247-25');
    await expect(page.getByTestId('lookup-instantKey-text')).toContainText('Banco do Brasil');
    await form.getByLabel('Amount').fill('80');
    await confirmAndSettle(page, ['PIX', 'Ana Pereira', '80.00 BRL'], 'BRL account', 'Ana Pereira');
  });

  test('an Interac e-Transfer to an e-mail address completes', async ({ page }) => {
    // Proves interac (CA, CAD): the e-mail is the destination and the payout settles.
    await chooseCountry(page, 'Canad', 'Canada');
    await page
      .getByRole('radiogroup', { name: 'How to send' })
      .getByRole('radio', { name: 'Interac e-Transfer' })
      .check();
    const form = page.getByRole('form', { name: 'Payment to a bank, card or wallet' });
    await expect(form.getByRole('combobox', { name: 'From account' })).toHaveValue(/^CAD account/);
    await form.getByLabel("Recipient's name").fill('Liam Tremblay');
    await form.getByLabel("Recipient's e-mail").fill('liam@example.ca');
    await form.getByLabel('Amount').fill('45.50');
    await confirmAndSettle(page, ['Interac e-Transfer', 'Liam Tremblay'], 'CAD account', 'Liam Tremblay');
  });

  test('a BTC payout to a wallet address completes', async ({ page }) => {
    // Proves cryptoEft: the address is checked for the currency and network, the network fee is
    // shown, and the payout settles through the sandbox rail.
    await chooseCountry(page, 'Brazi', 'Brazil');
    await page.getByRole('radiogroup', { name: 'How to send' }).getByRole('radio', { name: 'Crypto' }).check();
    const form = page.getByRole('form', { name: 'Payment to a bank, card or wallet' });
    const from = form.getByRole('combobox', { name: 'From account' });
    await expect(from).toHaveValue(/^BTC account/);
    await form.getByLabel("Recipient's name").fill('Rui Costa');
    const address = form.getByLabel('Wallet address');
    await address.fill('tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkx');
    await form.getByLabel('Amount').fill('0.001');
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await address.fill('tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl');
    await confirmAndSettle(page, ['Crypto', 'Rui Costa'], 'BTC account', 'Rui Costa');
  });
});
