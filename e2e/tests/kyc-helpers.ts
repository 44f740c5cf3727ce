import { expect, type Browser, type Page } from '@playwright/test';
import { submitLogin } from './helpers.ts';

/** Helpers of the verification journeys (kyc.spec.ts, business-kyc.spec.ts). */

/** A PNG and a PDF made by the browser itself: a screenshot as the "photo", the page printed as the "document". */
export async function sampleFiles(page: Page) {
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 200 } });
  const pdf = await page.pdf({ width: '210mm', height: '297mm' });
  return { png, pdf };
}

/** An administrator signed in, in a context of their own, on the overview. */
export async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await submitLogin(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin-overview$/);
  return page;
}

/** Opens a document of the customer page in the viewer and approves it with a reason. */
export async function approveDocument(page: Page, documentName: string, reason: string) {
  await page
    .getByTestId('kyc-file-document')
    .filter({ hasText: documentName })
    .getByRole('button', { name: 'Review' })
    .click();
  const viewer = page.getByRole('dialog');
  await expect(viewer.getByRole('img', { name: /^File / }).or(viewer.locator('iframe'))).toBeVisible();
  await viewer.getByRole('textbox', { name: 'Reason (kept in the audit log)' }).fill(reason);
  await viewer.getByRole('button', { name: 'Approve' }).click();
  await expect(viewer).toBeHidden();
  await expect(page.getByTestId('kyc-file-document').filter({ hasText: documentName })).toContainText('Confirmed');
}
