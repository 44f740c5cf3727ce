import { expect, test, type Page } from '@playwright/test';
import { demoPassword, lastMailCode, signIn, typeCode } from './helpers.ts';

/** Sets the approval mode on the security settings page, confirming with the password. */
async function setApprovalMode(page: Page, mode: string) {
  await page.getByRole('button', { name: /Account menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Security settings' }).click();
  await page.getByRole('radiogroup', { name: 'Approve transfers with' }).getByRole('radio', { name: mode }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Password' }).fill(demoPassword);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('approval-mode')).toHaveText(mode);
}

/** Fills the send-money form for bob and confirms it. */
async function sendBob(page: Page, amount: string) {
  await page.getByRole('link', { name: 'Send money' }).first().click();
  await page.getByLabel("Recipient's e-mail").fill('bob@example.com');
  await expect(page.getByTestId('payee-status')).toHaveText('Sending to Bob Okafor');
  await page.getByLabel('Amount').fill(amount);
  await expect(page.getByTestId('quote')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
}

test('acme approves a transfer with a code by e-mail, and a declined one is rejected', async ({ page, request }) => {
  // Proves transaction approval in the browser (spec 001 §4, §8): the submit waits in the approval
  // popup, a wrong code is refused, the right one completes it; Decline ends with
  // "Transaction was rejected." and the money stays.
  // Acme, whose balances no other journey asserts.
  await signIn(page, 'acme@example.com');
  await setApprovalMode(page, 'Code by e-mail');

  await sendBob(page, '5.00');
  const approval = page.getByTestId('approval-step');
  await expect(approval).toContainText('a•••@example.com');
  await typeCode(page, '000000');
  await expect(approval.getByRole('alert')).toContainText('The code is not right');
  await page.screenshot({ path: 'test-results/approval.png' });
  await typeCode(page, await lastMailCode(request, 'acme@example.com', 'Your approval code'));
  await expect(page.getByTestId('transfer-success')).toContainText('Done');
  await page.getByRole('button', { name: 'Send another' }).click();

  await sendBob(page, '6.00');
  await expect(approval).toBeVisible();
  await approval.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toContainText('Transaction was rejected.');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await page.getByRole('dialog').getByRole('button', { name: 'Back' }).click();

  await setApprovalMode(page, 'No approval');
});
