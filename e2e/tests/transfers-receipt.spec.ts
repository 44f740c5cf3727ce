import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { signIn } from './helpers.ts';

// Runs after spine.spec.ts (file order), so the money alice sends here never changes the balances
// the sign-in journeys expect.
test('a transfer receipt downloads as a PDF from the success popup and from the history detail', async ({ page }) => {
  // Proves receipts (decision 0035): after a p2p transfer the popup saves receipt-<id>.pdf, a real
  // PDF; the same transfer's detail in history offers the same file.
  await signIn(page, 'alice@example.com');
  await page.goto('/transfer/p2p');
  await page.getByLabel("Recipient's e-mail").fill('bob@example.com');
  await expect(page.getByTestId('payee-status')).toHaveText('Sending to bob@example.com');
  await page.getByLabel('Amount').fill('3.21');
  await page.getByLabel('Note').fill('Receipt journey');
  await expect(page.getByTestId('quote')).toContainText('$3.21');
  await page.getByLabel('Amount').press('Enter');
  await page.getByRole('dialog', { name: 'Check and confirm' }).getByRole('button', { name: 'Confirm' }).click();
  const success = page.getByTestId('transfer-success');
  await expect(success).toContainText('Done');
  const fromPopup = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download receipt (PDF)' }).click();
  const popupFile = await fromPopup;
  expect(popupFile.suggestedFilename()).toMatch(/^receipt-[0-9a-f-]{36}\.pdf$/);
  const popupBytes = await readFile(await popupFile.path());
  expect(popupBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await page.goto('/history');
  await page.getByTestId('history-row').filter({ hasText: 'Receipt journey' }).first().click();
  const detail = page.getByRole('dialog', { name: 'Transaction details' });
  const fromHistory = page.waitForEvent('download');
  await detail.getByRole('button', { name: 'Download receipt (PDF)' }).click();
  const historyFile = await fromHistory;
  expect(historyFile.suggestedFilename()).toBe(popupFile.suggestedFilename());
  expect((await readFile(await historyFile.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
