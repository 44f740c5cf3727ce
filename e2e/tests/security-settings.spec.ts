import { expect, test } from './fixtures.ts';
import { demoPassword, lastMailCode, signIn, submitLogin, typeCode, acmeChangedPassword } from './helpers.ts';

test('acme changes its password with an e-mailed code, keeps a payout blacklist and notification choices', async ({
  page,
  request,
}) => {
  // Proves the security settings screens (spec 001 §2, §7, §8): change password + confirmation code,
  // payout blacklist (the payee check then warns), notifications, and the IP whitelist guard.
  await signIn(page, 'acme@example.com');
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Security settings' }).click();

  // The whitelist cannot be switched on before it lists the address in use.
  await page.getByRole('switch', { name: 'Only allow these addresses' }).click();
  await expect(page.getByText('Add the address you use now first')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Only allow these addresses' })).not.toBeChecked();

  // A reversed range is refused on its last address (the form field is the wire's toIp); a range
  // is then listed as ip – toIp with its name, and removed.
  const whitelistForm = page.locator('form').filter({ has: page.getByRole('textbox', { name: 'Last of the range' }) });
  await whitelistForm.getByRole('textbox', { name: 'Address or first of a range' }).fill('203.0.113.9');
  await whitelistForm.getByRole('textbox', { name: 'Last of the range' }).fill('203.0.113.7');
  await whitelistForm.getByRole('button', { name: 'Add' }).click();
  await expect(whitelistForm.getByText('The range must go from the lower to the higher address')).toBeVisible();
  await expect(whitelistForm.getByRole('textbox', { name: 'Last of the range' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await whitelistForm.getByRole('textbox', { name: 'Address or first of a range' }).fill('203.0.113.7');
  await whitelistForm.getByRole('textbox', { name: 'Last of the range' }).fill('203.0.113.9');
  await whitelistForm.getByRole('textbox', { name: 'Name' }).fill('Office');
  await whitelistForm.getByRole('button', { name: 'Add' }).click();
  const entry = page.getByTestId('whitelist-entry');
  await expect(entry).toContainText('203.0.113.7 – 203.0.113.9');
  await expect(entry).toContainText('Office');
  await entry.getByRole('button', { name: 'Remove 203.0.113.7' }).click();
  await expect(entry).toHaveCount(0);

  await page.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Password' });
  const newPassword = acmeChangedPassword;
  await dialog.getByRole('textbox', { name: 'Current password' }).fill(demoPassword);
  await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill('password12345');
  await dialog.getByRole('textbox', { name: 'Repeat the new password' }).fill('password12345');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('too easy to guess')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await dialog.getByRole('textbox', { name: 'Repeat the new password' }).fill(newPassword);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toContainText('a•••@example.com');
  await typeCode(page, await lastMailCode(request, 'acme@example.com', 'Confirm your new password'));
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  // The navigation links there too; this is the settings page's own card.
  await page
    .getByRole('main')
    .getByRole('link', { name: /Payout blacklist/ })
    .click();
  await page.getByRole('textbox', { name: 'E-mail' }).fill('bob@example.com');
  await page.getByRole('button', { name: 'Add to the blacklist' }).click();
  await expect(
    page.getByText('The user with the e-mail bob@example.com has been added to the black list.'),
  ).toBeVisible();
  await expect(page.getByTestId('blacklist-entry')).toContainText('bob@example.com');
  await page.getByRole('link', { name: 'Send money' }).first().click();
  await page.getByLabel("Recipient's e-mail").fill('bob@example.com');
  await expect(page.getByTestId('payee-status')).toHaveText('This recipient is on your payout blacklist.');
  await page.goto('/payout-blacklist');
  await page.getByRole('button', { name: 'Remove bob@example.com' }).click();
  await expect(page.getByText('Nobody is on your blacklist.')).toBeVisible();

  await page.goto('/profile/notifications');
  const news = page.getByRole('switch', { name: 'News' });
  await expect(news).not.toBeChecked();
  await news.click();
  await expect(news).toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'News' })).toBeChecked();

  // The new password signs in; the old one no longer does.
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await submitLogin(page, 'acme@example.com');
  await expect(page.getByText('Incorrect e-mail or password.')).toBeVisible();
  await submitLogin(page, 'acme@example.com', newPassword);
  await expect(page).toHaveURL(/\/home$/);
});

test('alice choosing an approval mode she has not set up is told what is missing and taken to set it up', async ({
  page,
}) => {
  // Proves the hints for approval modes that lack their factor: the authenticator app and a linked device, not set up, are marked so; choosing one explains what is missing instead of asking for the password, and its button moves to the card that sets it up.
  await signIn(page, 'alice@example.com');
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Security settings' }).click();
  const modes = page.getByRole('radiogroup', { name: 'Approve transfers with' });
  const app = modes.getByRole('radio', { name: 'Authenticator app' });
  await expect(app).toHaveAccessibleDescription(/Not set up yet\./);
  await app.click();
  const missing = page.getByTestId('approval-mode-missing');
  await expect(missing).toContainText('Set up an authenticator app first');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(app).not.toBeChecked();
  await missing.getByRole('button', { name: 'Set up the authenticator app' }).click();
  await expect(page.getByRole('region', { name: 'Two-step sign-in' })).toBeFocused();
  await expect(missing).toHaveCount(0);

  await modes.getByRole('radio', { name: 'Linked device' }).click();
  await expect(missing).toContainText('Link a device first');
  await missing.getByRole('button', { name: 'Link a device' }).click();
  await expect(page.getByRole('region', { name: 'Linked devices' })).toBeFocused();
  await expect(page.getByTestId('approval-mode')).toHaveText('No approval');
});
