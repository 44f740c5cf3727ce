import { expect, test } from './fixtures.ts';
import { balanceOf, sendBob, setApprovalMode, submitLogin } from './helpers.ts';

test('dave is asked to link a phone at sign-in, links it, and declines a transfer there; the money stays', async ({
  page,
  browser,
}) => {
  // Proves the push migration (spec 000 §2 scp, §4; decision 0013) and a push approval declined in
  // the web authenticator (spec 001 §4): "Not now" works while soft; the sign-in waits on /scp until
  // the phone is linked, then goes on by itself; dave's next transfer waits for the phone, whose Decline releases the funds.
  await page.goto('/login');
  await submitLogin(page, 'dave@example.com');
  await expect(page).toHaveURL(/\/scp$/);
  // Soft: "Not now" signs in this time and asks again next time.
  await page.getByRole('button', { name: 'Not now' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await submitLogin(page, 'dave@example.com');
  await expect(page).toHaveURL(/\/scp$/);
  await expect(page.getByRole('heading', { name: 'Approve sign-ins on your phone' })).toBeVisible();
  await expect(page.getByTestId('scp-deadline')).toContainText('30 days left');
  await expect(page.getByRole('img', { name: 'QR code that links your phone' })).toBeVisible();
  await page.screenshot({ path: 'test-results/scp.png' });
  const link = (await page.getByTestId('scp-link').getAttribute('href')) ?? '';
  expect(link).toContain('/authenticator?link=');

  const phoneContext = await browser.newContext({ viewport: { width: 375, height: 760 } });
  const phone = await phoneContext.newPage();
  await phone.goto(link);
  await phone.getByRole('textbox', { name: 'Device name' }).fill('Dave’s phone');
  await phone.getByRole('button', { name: 'Link this device' }).click();
  await expect(phone.getByText('Nothing to approve right now.')).toBeVisible();

  // Linked: the sign-in continues without another click.
  await expect(page).toHaveURL(/\/home$/);
  await expect(balanceOf(page, 'US Dollar')).toHaveText('$300.00');

  await setApprovalMode(page, 'Linked device');
  await sendBob(page, '7.00');
  await expect(page.getByTestId('approval-step')).toBeVisible();
  const request = phone.getByTestId('push-request');
  await expect(request).toContainText('Bob Okafor');
  await expect(request).toContainText('7.00');
  await phone.screenshot({ path: 'test-results/authenticator-transfer.png' });
  await request.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toContainText('Transaction was rejected.');
  await page.getByRole('dialog').getByRole('button', { name: 'Back' }).click();
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(balanceOf(page, 'US Dollar')).toHaveText('$300.00');
  await phoneContext.close();
});
