import { expect, test } from './fixtures.ts';
import { demoPassword, lastMailCode, signInThroughForm, submitLogin, typeCode } from './helpers.ts';

test('with new-browser approval on, a browser never used before needs the e-mailed code; a known one does not', async ({
  page,
  browser,
  request,
}) => {
  // Proves verifyDevice (spec 000 §4) in the browser: the setting behind the password, the code step
  // in a fresh browser, and that the first browser stays known.
  // Through the form: the browser must become known the way a customer's does.
  await signInThroughForm(page, 'bob@example.com');
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Security settings' }).click();
  await page.getByRole('switch', { name: 'Approve new browsers' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Password' }).fill(demoPassword);
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('switch', { name: 'Approve new browsers' })).toBeChecked();

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto('/login');
  await submitLogin(other, 'bob@example.com');
  await expect(other.getByRole('heading', { name: 'Approve this new browser' })).toBeVisible();
  await typeCode(other, await lastMailCode(request, 'bob@example.com', 'Approve a sign-in from a new browser'));
  await expect(other).toHaveURL(/\/home$/);
  await fresh.close();

  // The first browser is known: signing in again there needs no approval.
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await submitLogin(page, 'bob@example.com');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/setting');
  await page.getByRole('switch', { name: 'Approve new browsers' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Password' }).fill(demoPassword);
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('switch', { name: 'Approve new browsers' })).not.toBeChecked();
});
