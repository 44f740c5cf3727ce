import { expect, test } from './fixtures.ts';
import { submitLogin } from './helpers.ts';

// The demo customer who has not accepted the brand's terms yet (demo data, decision 0025).
const termsPendingUser = 'fiona@example.com';

test('pending terms are shown after sign-in, accepted once, and the app goes on to the start page', async ({
  page,
}) => {
  // Proves spec 000 §7: customer info's 'TE' shows the terms (label linked to the document, text) instead of signing out.
  await page.goto('/login');
  await submitLogin(page, termsPendingUser);
  await expect(page).toHaveURL(/\/accept-terms$/);
  await expect(page.getByRole('heading', { name: 'Accept the updated terms' })).toBeVisible();
  const terms = page.getByTestId('term');
  await expect(terms).toHaveCount(2);
  await expect(terms.first().getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
    'href',
    'https://tessera.example/legal/privacy',
  );
  await expect(terms.nth(1)).toContainText('I accept the Tessera user agreement.');

  // A protected page asked for directly comes back to the terms, remembering where it was going.
  await page.goto('/history');
  await expect(page).toHaveURL(/\/accept-terms\?next=%2Fhistory$/);

  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page).toHaveURL(/\/history$/);
  await page.goto('/home');
  await expect(page.getByTestId('balance').first()).toBeVisible();
  // Accepted for good: a reload stays in the app.
  await page.reload();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('balance').first()).toBeVisible();
});
