import { expect, test, type Page } from './fixtures.ts';
import { generate } from 'otplib';
import { demoPassword, lastSmsCode, signIn, submitLogin, typeCode } from './helpers.ts';

/** Signs out through the user menu and waits for the login page. */
async function signOut(page: Page) {
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
}

/** Opens the security settings from the user menu. */
async function openSettings(page: Page) {
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Security settings' }).click();
  await expect(page.getByRole('heading', { name: 'Security settings' })).toBeVisible();
}

test('alice turns on an authenticator app, signs in with its code, and turns it off', async ({ page }) => {
  // Proves the otp flow in the browser (spec 000 §4, spec 001 §7): QR enrolment confirmed by a
  // code, the code step at sign-in with a wrong code refused, and turning it off with the password.
  await signIn(page, 'alice@example.com');
  await openSettings(page);
  await expect(page.getByTestId('two-step-mode')).toHaveText('Off');
  await page.getByRole('radiogroup', { name: 'Second step' }).getByRole('radio', { name: 'Authenticator app' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Password' }).fill(demoPassword);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/two-step-qr.png' });
  const secret = (await dialog.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await typeCode(page, await generate({ secret }));
  await expect(page.getByTestId('two-step-mode')).toHaveText('Authenticator app');

  await signOut(page);
  await submitLogin(page, 'alice@example.com');
  await expect(page.getByRole('heading', { name: 'Enter the code from your authenticator app' })).toBeVisible();
  await typeCode(page, '000000');
  // The enrolment's toast (also an alert) may still be open.
  await expect(page.getByRole('alert').filter({ hasText: 'The code is not right' })).toBeVisible();
  // The code of the next time step: the current one was used by the enrolment.
  await typeCode(page, await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await expect(page).toHaveURL(/\/home$/);

  await openSettings(page);
  await page.getByRole('radiogroup', { name: 'Second step' }).getByRole('radio', { name: 'Off' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Password' }).fill(demoPassword);
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('two-step-mode')).toHaveText('Off');
});

test('bob turns on SMS codes and signs in with the code whose ID the page shows; login history lists it', async ({
  page,
  request,
}) => {
  // Proves the sms flow in the browser: enrolment by SMS code, masked number and matching ID at
  // sign-in, and the attempts in login history (spec 001 §7).
  await signIn(page, 'bob@example.com');
  await openSettings(page);
  await page.getByRole('radiogroup', { name: 'Second step' }).getByRole('radio', { name: 'SMS code' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Password' }).fill(demoPassword);
  await dialog.getByLabel('Mobile number').fill('+44 7700 900456');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toContainText('+44 ••• ••• 0456');
  const enrolCode = (await lastSmsCode(request, '+447700900456')).code;
  await typeCode(page, enrolCode);
  await expect(page.getByTestId('two-step-mode')).toHaveText('SMS code');

  await signOut(page);
  await submitLogin(page, 'bob@example.com');
  await expect(page.getByRole('heading', { name: 'Enter the code we sent by SMS' })).toBeVisible();
  const sms = await lastSmsCode(request, '+447700900456');
  const id = /ID (\d{2})/.exec(sms.text)?.[1] ?? '';
  await expect(page.getByText(`The message shows ID ${id}`)).toBeVisible();
  await typeCode(page, sms.code);
  await expect(page).toHaveURL(/\/home$/);

  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Login history' }).click();
  const events = page.getByTestId('login-event');
  await expect(events.first()).toContainText('Signed in');
  // The sign-in of this session is marked, with its browser and approximate place (decision 0037).
  await expect(events.first().getByTestId('this-session')).toHaveText('This session');
  await expect(events.first()).toContainText('Chrome on Linux');
  await expect(events.first()).toContainText('Local network');
  await expect(page.getByTestId('this-session')).toHaveCount(1);
  await expect(events.filter({ hasText: 'Code requested' }).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/login-history.png', fullPage: true });

  await openSettings(page);
  await page.getByRole('radiogroup', { name: 'Second step' }).getByRole('radio', { name: 'Off' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Password' }).fill(demoPassword);
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('two-step-mode')).toHaveText('Off');
});
