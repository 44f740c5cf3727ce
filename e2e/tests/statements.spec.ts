import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { signIn } from './helpers.ts';

/** Last month's name as the screen writes it in English ("October 2026"): the month of the demo's opening balances. */
function lastMonthName(now = new Date()): string {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(start);
}

// Only reads alice's money: issuing a statement moves nothing, so the balances spine.spec.ts expects stay.
test('alice downloads her monthly statement PDF', async ({ page }) => {
  // Proves route statements (decision 0045): the first account is chosen, last
  // month is offered first, "Get statement" lists its totals (the demo's opening balance arrived
  // last month), and the PDF and CSV download as real files through the bearer token, never a
  // credential in the address; the account page offers the confirmation letter.
  await signIn(page, 'alice@example.com');
  await page.getByRole('link', { name: 'Statements' }).first().click();
  await expect(page).toHaveURL(/\/statements\?accountId=\d+/);
  const accountId = new URL(page.url()).searchParams.get('accountId');
  const month = lastMonthName();
  await expect(page.getByRole('combobox', { name: 'Month' })).toHaveValue(month);
  await page.getByRole('button', { name: 'Get statement' }).click();

  const statement = page.getByRole('article', { name: month });
  await expect(statement).toBeVisible();
  await expect(statement).toContainText('Beginning balance$0.00');
  await expect(statement).toContainText('Total credit$4,750.00');
  await expect(statement).toContainText('Ending balance$4,750.00');

  const fileRequests: { url: string; authorization: string | undefined }[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/statements/') || request.url().includes('/confirmation.pdf'))
      fileRequests.push({ url: request.url(), authorization: request.headers()['authorization'] });
  });
  const pdfDownload = page.waitForEvent('download');
  await statement.getByRole('button', { name: `Download the ${month} statement as PDF` }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(new RegExp(`^statement-${accountId}-\\d{4}-\\d{2}\\.pdf$`));
  const pdfBytes = await readFile(await pdf.path());
  expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdfBytes.length).toBeGreaterThan(5_000);

  const csvDownload = page.waitForEvent('download');
  await statement.getByRole('button', { name: `Download the ${month} statement as CSV` }).click();
  const csv = await readFile(await (await csvDownload).path(), 'utf8');
  expect(csv).toContain('Total credit,4750.00');
  expect(csv).toContain('Ending balance,4750.00');

  await statement.getByRole('button', { name: `E-mail the ${month} statement` }).click();
  const mail = page.getByRole('dialog', { name: `E-mail the ${month} statement` });
  await expect(mail.getByLabel('E-mail address')).toHaveValue('alice@example.com');
  await mail.getByRole('button', { name: 'Send' }).click();
  await expect(mail.getByRole('status')).toHaveText('Sent to alice@example.com.');
  await mail.getByRole('button', { name: 'Done' }).click();

  await page.goto(`/account/${accountId}`);
  const letterDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Account confirmation letter (PDF)' }).click();
  const letter = await letterDownload;
  expect(letter.suggestedFilename()).toBe(`account-confirmation-${accountId}.pdf`);
  expect((await readFile(await letter.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  expect(fileRequests).toHaveLength(3);
  for (const request of fileRequests) {
    expect(request.authorization).toMatch(/^Bearer /);
    expect(new URL(request.url).search).toBe('');
  }
});
