import { expect, test } from './fixtures.ts';
import { demoPassword, setApprovalMode, signIn, submitLogin } from './helpers.ts';

test('bob links the web authenticator on a phone and approves his push sign-in there', async ({ page, browser }) => {
  // Proves the linked device: QR link → /authenticator on a second browser at 375 px,
  // two-step mode push, the login page waiting on the live channel, approval on the device.
  await signIn(page, 'bob@example.com');
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Security settings' }).click();
  await page.getByRole('button', { name: 'Link a device' }).click();
  const link = (await page.getByTestId('device-link').getAttribute('href')) ?? '';
  expect(link).toContain('/authenticator?link=');

  const phoneContext = await browser.newContext({ viewport: { width: 375, height: 760 } });
  const phone = await phoneContext.newPage();
  await phone.goto(link);
  await phone.getByRole('textbox', { name: 'Device name' }).fill('Bob’s phone');
  await phone.getByRole('button', { name: 'Link this device' }).click();
  await expect(phone.getByText('Nothing to approve right now.')).toBeVisible();

  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('linked-device')).toContainText('Bob’s phone');
  await page.getByRole('radiogroup', { name: 'Second step' }).getByRole('radio', { name: 'Linked device' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Password' }).fill(demoPassword);
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('two-step-mode')).toHaveText('Linked device');

  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await submitLogin(page, 'bob@example.com');
  await expect(page.getByTestId('push-step')).toContainText('Waiting for your approval');

  const request = phone.getByTestId('push-request');
  await expect(request).toContainText('Sign-in request');
  // The device names the browser and the approximate place of the sign-in (decision 0037).
  await expect(request.getByTestId('push-request-origin')).toHaveText('Chrome on Linux · Local network');
  await phone.screenshot({ path: 'test-results/authenticator.png' });
  await request.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/home$/);

  // A payment waiting on the device also says where it was sent from (decision 0037).
  await setApprovalMode(page, 'Linked device');
  await page.getByRole('link', { name: 'Send money' }).first().click();
  await page.getByLabel("Recipient's e-mail").fill('dave@example.com');
  await expect(page.getByTestId('payee-status')).toHaveText('Sending to dave@example.com');
  await page.getByLabel('Amount').fill('5.00');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Approve this transfer on your linked device.')).toBeVisible();
  const payment = phone.getByTestId('push-request');
  await expect(payment).toContainText('Payment approval');
  await expect(payment).toContainText('To Dave Lindqvist');
  await expect(payment.getByTestId('push-request-origin')).toHaveText('Sent from Chrome on Linux · Local network');
  await payment.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByTestId('transfer-success')).toBeVisible();
  await page.keyboard.press('Escape');
  await setApprovalMode(page, 'No approval');

  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Security settings' }).click();
  await page.getByRole('radiogroup', { name: 'Second step' }).getByRole('radio', { name: 'Off' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Password' }).fill(demoPassword);
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('two-step-mode')).toHaveText('Off');
  await phoneContext.close();
});
