import { expect, test } from './fixtures.ts';
import { lastSmsCode, sendBob, setApprovalMode, signIn, typeCode } from './helpers.ts';

test('acme approves a transfer with the SMS code from the outbox, and a declined one is rejected', async ({
  page,
  request,
}) => {
  // Proves transaction approval in the browser (spec 001 §4, §8): the submit waits in the approval
  // popup, a wrong code is refused, the SMS code completes it; Decline ends with
  // "Transaction was rejected." and the money stays.
  // Acme (mobile number on file in the demo data), whose balances no other journey asserts.
  await signIn(page, 'acme@example.com');
  await setApprovalMode(page, 'SMS code');

  await sendBob(page, '5.00');
  const approval = page.getByTestId('approval-step');
  await expect(approval).toContainText('+44 ••• ••• 0321');
  await typeCode(page, '000000');
  await expect(approval.getByRole('alert')).toContainText('The code is not right');
  await page.screenshot({ path: 'test-results/approval.png' });
  await typeCode(page, (await lastSmsCode(request, '+447700900321')).code);
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
