import { expect, type Page } from '@playwright/test';

export const demoPassword = 'Tessera-demo-1';

/** Signs in through the login form and waits for the home page. */
export async function signIn(page: Page, email: string, password = demoPassword): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);
}
