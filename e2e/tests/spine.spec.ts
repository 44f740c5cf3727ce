import { expect, test } from '@playwright/test';
import { demoPassword, signIn } from './helpers.ts';

test.beforeEach(async ({ page }) => {
  // Each journey starts in English with a clean browser state.
  await page.addInitScript(() => {
    if (!window.localStorage.getItem('tessera.language')) window.localStorage.setItem('tessera.language', 'en');
  });
});

test('alice signs in and sees her accounts with their balances', async ({ page }) => {
  // Proves the main journey of issue 2: sign-in, home, grouped accounts with formatted balances.
  await signIn(page, 'alice@example.com');
  await expect(page.getByRole('heading', { name: 'Hello, Alice' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment accounts' })).toBeVisible();
  const usd = page.getByRole('article', { name: 'USD account' });
  await expect(usd.getByTestId('balance')).toHaveText('$5,000.00');
  await expect(page.getByRole('article', { name: 'EUR account' }).getByTestId('balance')).toHaveText('€2,000.00');
  await expect(page.getByRole('heading', { name: 'Virtual cards' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Online shopping' }).getByTestId('balance')).toHaveText('$150.00');
  await page.screenshot({ path: 'test-results/home-desktop.png', fullPage: true });
});

test('a wrong password shows the error and stays on the login page', async ({ page }) => {
  // Proves the token service's refusal reaches the user as a clear message.
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('alice@example.com');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Incorrect e-mail or password.');
  await expect(page).toHaveURL(/\/login$/);
});

test('an invalid e-mail is caught before it is sent', async ({ page }) => {
  // Proves client-side validation with the spec's rule (username must be an e-mail).
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('alice-at-example');
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
});

test('signing out returns to login and the back button shows no account data', async ({ page }) => {
  // Proves logout clears the session and protected pages stay protected on history navigation.
  await signIn(page, 'alice@example.com');
  await expect(page.getByText('$5,000.00').first()).toBeVisible();
  await page.getByRole('button', { name: 'Your profile and sign-out' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goBack();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('$5,000.00')).toHaveCount(0);
  expect(await page.evaluate(() => window.sessionStorage.getItem('tessera.session'))).toBeNull();
});

test('a protected page visited while signed out leads to login and back', async ({ page }) => {
  // Proves the remembered target path (spec 000 §2).
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login\?next=%2Fhome/);
  await page.getByLabel('E-mail').fill('bob@example.com');
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('article', { name: 'USD account' }).getByTestId('balance')).toHaveText('$1,000.00');
});

test('switching to Español translates the interface and is remembered', async ({ page }) => {
  // Proves the language switcher and its persistence.
  await page.goto('/login');
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await page.getByLabel('Correo electrónico').fill('alice@example.com');
  await page.getByLabel('Contraseña', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('heading', { name: 'Hola, Alice' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cuentas de pago' })).toBeVisible();
});

test('an unknown address shows the not-found page', async ({ page }) => {
  // Proves the catch-all route.
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: "We can't find that page" })).toBeVisible();
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the home page shows the accounts without horizontal scrolling', async ({ page }) => {
    // Proves the mobile layout (spec 000 §9 breakpoints).
    await signIn(page, 'alice@example.com');
    await expect(page.getByRole('article', { name: 'USD account' }).getByTestId('balance')).toHaveText('$5,000.00');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expect(page.getByRole('button', { name: 'Open the menu' })).toBeVisible();
    await page.screenshot({ path: 'test-results/home-mobile.png', fullPage: true });
  });
});
