import { expect, test, type Page } from './fixtures.ts';
import { lastMailCode, signIn, typeCode, usdAccountOf } from './helpers.ts';

/** Fills the send-money form for bob with `amount` and confirms it. */
async function prepareForBob(page: Page, amount: string) {
  await page.getByRole('link', { name: 'Send money' }).first().click();
  await page.getByLabel("Recipient's e-mail").fill('bob@example.com');
  await expect(page.getByTestId('payee-status')).toHaveText('Sending to bob@example.com');
  await page.getByLabel('Amount').fill(amount);
  await expect(page.getByTestId('quote')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
}

test("acme's preparer sends USD 5,000.00, acme's approver approves it with the code and bob receives it; a second one is declined and the funds come back", async ({
  page,
  browser,
  request,
}) => {
  // Proves business approval in the browser (spec 001 §4, §7; decision 0105): a right-3 payment
  // says "Approval transaction created" and holds the funds, a right-2 colleague approves it with
  // the code e-mailed to them and the payee is paid; a declined one releases the held funds.
  // Two people sign in and two payments are made: longer than one journey's default minute.
  test.setTimeout(120_000);
  const bobBefore = await usdAccountOf(request, 'bob@example.com');
  await signIn(page, 'acme.preparer@example.com');
  await prepareForBob(page, '5000.00');
  const success = page.getByTestId('transfer-success');
  await expect(success).toContainText('Approval transaction created');
  await expect(page.getByTestId('approval-request-note')).toContainText('A colleague with full access');
  await page.screenshot({ path: 'test-results/business-approval-created.png' });
  await page.getByRole('button', { name: 'Send another' }).click();
  await prepareForBob(page, '1000.00');
  await expect(success).toContainText('Approval transaction created');
  const held = await usdAccountOf(request, 'acme.preparer@example.com');
  expect((await usdAccountOf(request, 'bob@example.com')).balance).toBe(bobBefore.balance);

  const approverContext = await browser.newContext();
  const approver = await approverContext.newPage();
  await signIn(approver, 'acme.approver@example.com');
  await approver.getByRole('link', { name: 'Approvals' }).first().click();
  await expect(approver).toHaveURL(/\/transfer\/approved/);
  const large = approver.getByTestId('transaction-request').filter({ hasText: '$5,000.00' });
  const small = approver.getByTestId('transaction-request').filter({ hasText: '$1,000.00' });
  await expect(large).toContainText('acme.preparer@example.com');
  // The default rule, or the one approval-policy.spec.ts saved earlier in the run: one approval either way.
  await expect(large).toContainText(/rule: 0 of 1 approvals/);
  await approver.screenshot({ path: 'test-results/business-approvals-list.png', fullPage: true });

  await large.getByRole('button', { name: 'Approve' }).click();
  await expect(approver.getByTestId('approval-code-step')).toContainText('Enter the code we sent to a•••@example.com');
  await typeCode(approver, await lastMailCode(request, 'acme.approver@example.com', 'Your approval code'));
  await expect(approver.getByTestId('approval-result')).toContainText('1 payment was made.');
  await approver.getByTestId('approval-result').getByRole('button', { name: 'Close' }).click();
  await expect(large).toHaveCount(0);
  expect(Number((await usdAccountOf(request, 'bob@example.com')).balance)).toBeCloseTo(
    Number(bobBefore.balance) + 5000,
    2,
  );

  await small.getByRole('button', { name: 'Decline' }).click();
  const dialog = approver.getByRole('dialog');
  await dialog.getByLabel('Reason').fill('Wrong amount');
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(small).toHaveCount(0);
  await expect(approver.getByTestId('requests-empty')).toBeVisible();
  const after = await usdAccountOf(request, 'acme.preparer@example.com');
  expect(Number(after.availableBalance) - Number(held.availableBalance)).toBeGreaterThanOrEqual(1000);

  // The declined request keeps its reason in the list of every status.
  await approver.getByRole('combobox', { name: 'Status' }).click();
  await approver.getByRole('option', { name: 'Declined' }).click();
  await approver.getByRole('button', { name: 'Apply' }).click();
  await expect(approver.getByTestId('transaction-request').first()).toContainText('Reason: Wrong amount');
  await approverContext.close();
});
