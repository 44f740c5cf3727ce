import { chromium, type Page } from '@playwright/test';
const base = 'http://localhost:18401';
const out = '/tmp/wt-recipients/shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });

async function signIn(_page: Page, email: string, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(base + '/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Tessera-demo-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/home$/);
  return page;
}
async function send(page: Page, o: { country: string; search: string; kind: string; name: string; fields: [string, string][]; amount: string; save?: string }) {
  await page.goto(base + '/transfer/external');
  const country = page.getByRole('combobox', { name: 'Destination country' });
  await country.fill(o.search);
  await page.getByRole('option', { name: o.country, exact: true }).click();
  await page.getByRole('radiogroup', { name: 'How to send' }).getByRole('radio', { name: o.kind }).check();
  const form = page.getByRole('form', { name: 'Payment to a bank, card or wallet' });
  await form.getByLabel("Recipient's name").fill(o.name);
  for (const [label, value] of o.fields) await form.getByLabel(label).fill(value);
  await form.getByLabel('Amount').fill(o.amount);
  if (o.save) {
    await form.getByRole('checkbox', { name: 'Save this recipient' }).check();
    await form.getByRole('textbox', { name: 'Save as' }).fill(o.save);
  }
  await page.getByTestId('payout-preview').first().waitFor();
  await form.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Check and confirm' });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await page.getByTestId('transfer-success').getByRole('button', { name: 'Send another' }).click();
}

const mode = process.argv[2];
const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
const _unused = await context.newPage();
const page = _unused;
if (mode === 'seed') {
  const bob = await signIn(page, 'bob@example.com');
  await send(bob, { country: 'United States', search: 'United St', kind: 'Card', name: 'Maria Lopez', fields: [['Card number', '4532 0151 1283 0366']], amount: '5', save: 'My debit card' });
  const alice = await signIn(page, 'alice@example.com');
  await send(alice, { country: 'Germany', search: 'Germ', kind: 'SEPA transfer', name: 'Jonas Weber', fields: [['IBAN', 'DE89 3704 0044 0532 0130 00']], amount: '12.50', save: 'Jonas (rent)' });
  await send(alice, { country: 'United Kingdom', search: 'United K', kind: 'SWIFT wire', name: 'Oliver Smith', fields: [["Recipient's address", '1 High St'], ['City', 'London'], ['IBAN', 'GB29 NWBK 6016 1331 9268 19'], ['SWIFT code (BIC)', 'NWBKGB2L']], amount: '20', save: 'Oliver Smith' });
} else {
  const page = await signIn(_unused, 'alice@example.com');
  await page.goto(base + '/transfer/external');
  await page.getByTestId('recipient-shortcuts').waitFor();
  await page.getByTestId('saved-recipient').first().waitFor();
  await page.screenshot({ path: `${out}/1280-empty-form.png`, fullPage: true });
  await page.getByTestId('saved-recipient').first().click();
  await page.getByTestId('filled-from').waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}/1280-filled.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(base + '/transfer/external');
  await page.getByTestId('recipient-shortcuts').waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/375-collapsed.png`, fullPage: false });
  await page.getByRole('button', { name: /^Recent payouts/ }).click();
  await page.getByRole('button', { name: /^Saved recipients/ }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/375-open.png`, fullPage: true });
  await page.getByTestId('recent-payout').first().click();
  await page.getByTestId('filled-from').waitFor();
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `${out}/375-filled.png`, fullPage: true });
  // Spanish, bob's card recipient
  const page2 = await signIn(_unused, 'bob@example.com');
  await page2.evaluate((key) => localStorage.setItem(key, 'es'), 'tessera.language');
  await page2.goto(base + '/transfer/external');
  await page2.getByTestId('saved-recipient').first().waitFor();
  await page2.waitForTimeout(800);
  await page2.screenshot({ path: `${out}/1280-es.png`, fullPage: true });
  await page2.getByTestId('saved-recipient').first().click();
  await page2.getByTestId('filled-from').waitFor();
  await page2.waitForTimeout(1500);
  await page2.screenshot({ path: `${out}/1280-es-card.png`, fullPage: true });
}
await browser.close();
