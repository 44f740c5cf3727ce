import { expect, type Page } from '@playwright/test';

export const demoPassword = 'Tessera-demo-1';

/** Fills the login form on the current page and submits it. */
export async function submitLogin(page: Page, email: string, password = demoPassword): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in through the login form and waits for the home page with its balances. */
export async function signIn(page: Page, email: string, password = demoPassword): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('balance').first()).toBeVisible();
}

/** The balance shown on the account card whose title is `title` (a currency name or a card alias). */
export function balanceOf(page: Page, title: string) {
  return page.getByRole('article', { name: title }).getByTestId('balance');
}
