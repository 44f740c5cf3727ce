import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures.ts';
import { signIn, submitAcmeLogin, submitLogin, usdAccountOf, usdText } from './helpers.ts';
import { sampleFiles } from './kyc-helpers.ts';

/** The critical and serious axe violations (WCAG 2.1 A and AA) of the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}

test('a business finds its company documents in the navigation and adds one to a category', async ({ page }) => {
  // Proves route company-documents (spec 000 §2, 002 §2): every company category with its documents,
  // an upload per category, and the new document listed in its category with its review status.
  await page.goto('/login');
  await submitAcmeLogin(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Company documents' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Company documents' })).toBeVisible();
  for (const category of ['Company registration', 'Ownership and control', 'Source of wealth'])
    await expect(page.getByRole('heading', { level: 2, name: category })).toBeVisible();

  // (The control category may already hold a board resolution signed in company.spec.ts.)
  const control = page.getByTestId('company-documents-control');
  await control.getByRole('button', { name: 'Upload a document: Ownership and control' }).click();
  await control.getByRole('radio', { name: 'Register of shareholders' }).check();
  const { pdf } = await sampleFiles(page);
  await control
    .locator('input[type=file]')
    .setInputFiles({ name: 'shareholders.pdf', mimeType: 'application/pdf', buffer: pdf });
  await control.getByRole('button', { name: 'Upload', exact: true }).click();
  const listed = control.getByTestId('kyc-document').filter({ hasText: 'shareholders.pdf' });
  await expect(listed).toContainText('Register of shareholders');
  await expect(listed).toContainText('Submitted');
  // The form closes after the upload, and the other categories are untouched.
  await expect(control.locator('input[type=file]')).toHaveCount(0);
  await expect(page.getByTestId('company-documents-sourceOfWealth').getByText('Nothing uploaded yet.')).toBeVisible();

  // No critical or serious accessibility problem, with a form open, at the desktop and the phone width.
  await page.getByRole('button', { name: 'Upload a document: Company registration' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await seriousViolations(page)).toEqual([]);
});

test('a personal customer is told the page is for businesses', async ({ page }) => {
  // Proves the page does not offer company uploads to a person.
  await signIn(page, 'bob@example.com');
  await page.goto('/company-documents');
  await expect(page.getByText('This page is for business accounts')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Upload/ })).toHaveCount(0);
});

test('a representative sees only company documents', async ({ page, request }) => {
  // Proves spec 000 §6 / 002 §2 (decision 0103): uma, acme's accountant at level 5 (uploading), lands
  // on acme's company documents after choosing acme, sees no money anywhere (navigation, home by its
  // address), uploads a document for acme, and switches back to her own account from the header.
  await page.goto('/login');
  await submitLogin(page, 'uma@example.com');
  await expect(page).toHaveURL(/\/choose-account$/);
  await page.getByRole('button', { name: /Acme Trading Ltd/ }).click();
  await expect(page).toHaveURL(/\/company-documents$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Company documents' })).toBeVisible();
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.getByRole('link').filter({ hasNotText: '@' })).toHaveText([
    'Company documents',
    'Switch account',
  ]);

  // Home, history and a payment by their address all come back to the documents.
  for (const path of ['/home', '/history', '/transfer/p2p', '/company-access']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/company-documents$/);
  }
  const acmeUsd = usdText((await usdAccountOf(request, 'acme.preparer@example.com')).balance);
  await expect(page.getByText(acmeUsd)).toHaveCount(0);

  const registration = page.getByTestId('company-documents-registration');
  await registration.getByRole('button', { name: 'Upload a document: Company registration' }).click();
  await registration.getByRole('radio').first().check();
  const { pdf } = await sampleFiles(page);
  await registration
    .locator('input[type=file]')
    .setInputFiles({ name: 'incorporation-by-uma.pdf', mimeType: 'application/pdf', buffer: pdf });
  await registration.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(registration.getByTestId('kyc-document').filter({ hasText: 'incorporation-by-uma.pdf' })).toContainText(
    'Submitted',
  );

  // The account menu switches back to her own account, where her own money is.
  await page.getByRole('button', { name: /account menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Security settings' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: /Uma Okafor/ }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Hello, Uma', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Send money' }),
  ).toBeVisible();
});
