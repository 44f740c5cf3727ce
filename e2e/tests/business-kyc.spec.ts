import { expect, test, type Locator, type Page } from './fixtures.ts';
import { submitLogin } from './helpers.ts';
import { adminPage, approveDocument, sampleFiles } from './kyc-helpers.ts';

// Business verification (spec 000 §2, 002 §2 `business-kyc`, §4; decision 0094):
// nova (a seeded unverified business) is held on business-kyc, uploads its representative's identity
// and address, the company's registration and a control document, sends them for review; an
// administrator approves each and verifies the business, which then sees home without the banner.

/** Uploads one file of `type` through the upload card and waits until the document is listed as submitted. */
async function upload(
  page: Page,
  card: Locator,
  type: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await card.getByRole('radio', { name: type }).check();
  await card.locator('input[type=file]').setInputFiles(file);
  await card.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByTestId('kyc-document').filter({ hasText: type })).toContainText('Submitted');
}

test("the business's camera check is its representative's, for the business", async ({ page }) => {
  // Proves "POST /customers/{id}/identity-verification" with representativeId placed on business-kyc:
  // the signed-in representative opens the provider's hosted page for the business.
  await page.goto('/login');
  await submitLogin(page, 'nova@example.com');
  await expect(page).toHaveURL(/\/business-kyc$/);
  const started = page.waitForRequest((request) => /\/api\/customers\/\d+\/identity-verification$/.test(request.url()));
  await page.getByRole('button', { name: 'Verify my identity' }).click();
  const body = (await started).postDataJSON() as { representativeId?: number };
  expect(body.representativeId).toEqual(expect.any(Number));
  await expect(page).toHaveURL(/\/identity-verification\/[a-z]{3}_[0-9a-f]{32}\/[A-Za-z0-9_-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unverified business uploads its documents, an administrator approves them, and it is verified', async ({
  page,
  browser,
}) => {
  // Proves the business variant end to end: held on business-kyc (never kyc), the company's steps with
  // their document types, the optional company address, Send for review, the back office and the release.
  await page.goto('/login');
  await submitLogin(page, 'nova@example.com');
  await expect(page).toHaveURL(/\/business-kyc$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your business' })).toBeVisible();
  // The navigation offers only the business's own KYC page.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Verify your business' })).toHaveAttribute('href', '/business-kyc');
  await expect(nav.getByRole('link', { name: 'Send money' })).toHaveCount(0);
  await page.goto('/kyc');
  await expect(page).toHaveURL(/\/business-kyc$/);
  await page.goto('/transfer/p2p');
  await expect(page).toHaveURL(/\/business-kyc$/);

  const { png, pdf } = await sampleFiles(page);
  // One step at a time: the company's cards wait for the representative's documents.
  await expect(page.getByTestId('kyc-registration')).toHaveCount(0);
  await expect(page.getByTestId('kyc-identity')).toContainText('Your identity document');
  await upload(page, page.getByTestId('kyc-identity'), 'Passport', {
    name: 'passport.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await upload(page, page.getByTestId('kyc-address'), 'Bank statement', {
    name: 'statement.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  // A person would be done here; a business is not.
  await expect(page.getByRole('button', { name: 'Send for review' })).toHaveCount(0);
  const registration = page.getByTestId('kyc-registration');
  await expect(registration.getByRole('radio')).toHaveCount(2);
  await expect(registration.getByRole('radio', { name: 'Business registry extract' })).toBeVisible();
  await upload(page, registration, 'Certificate of incorporation', {
    name: 'incorporation.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  // The company's address is optional and offered next to the control document.
  await expect(page.getByTestId('kyc-company-address')).toContainText('Company address (optional)');
  await expect(page.getByRole('button', { name: 'Send for review' })).toHaveCount(0);
  const control = page.getByTestId('kyc-control');
  await expect(control.getByRole('radio', { name: 'Articles of association' })).toBeVisible();
  await upload(page, control, 'Register of shareholders', {
    name: 'shareholders.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await expect(page.getByTestId('kyc-company-address')).toBeVisible();
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Thank you, your documents are with our reviewers')).toBeVisible();
  await page.goto('/home');
  await expect(page.getByTestId('account-status-banner')).toHaveAttribute('data-status', 'processing');

  const admin = await adminPage(browser);
  await admin.getByRole('link', { name: 'Verification reviews' }).first().click();
  await admin.getByTestId('review-queue-row').filter({ hasText: 'nova@example.com' }).first().getByRole('link').click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Nova Studio Ltd' })).toBeVisible();
  await approveDocument(admin, 'Passport', 'Representative photo and details match');
  await approveDocument(admin, 'Bank statement', 'Representative address matches');
  await approveDocument(admin, 'Certificate of incorporation', 'Company name and number match the registry');
  await approveDocument(admin, 'Register of shareholders', 'Owners identified, no one above 25% unknown');
  await expect(admin.getByTestId('kyc-file-status')).toHaveText('Final review');
  const finalReview = admin.getByRole('region', { name: 'Final review' });
  await finalReview
    .getByRole('textbox', { name: 'Reason (kept in the audit log)' })
    .fill('Representative, company and owners confirmed');
  await finalReview.getByRole('button', { name: 'Verify customer' }).click();
  await expect(admin.getByTestId('kyc-file-status')).toHaveText('Verified');
  await admin.context().close();

  // Verified: business-kyc now sends the business home, with no banner.
  await page.goto('/business-kyc');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('balance').first()).toBeVisible();
  await expect(page.getByTestId('account-status-banner')).toHaveCount(0);
});
