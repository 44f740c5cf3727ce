import { expect, test, type Page } from './fixtures.ts';
import { codeChallengeS256, generateCodeVerifier } from '@tessera/contract';
import { adminCall, demoPassword, submitLogin } from './helpers.ts';
import { adminPage, approveDocument, sampleFiles } from './kyc-helpers.ts';

// Know your customer (spec 002 §4, 000 §2; decision 0067): kate (seeded unverified) is held on the KYC
// page, uploads a passport and a proof of address, hands them to the reviewers; an administrator
// opens each file, approves it and verifies her; she can then send money. leo (seeded limited for
// expired documents) sees the limited banner and is refused at the form before any confirmation.

/** The final review: verifies the customer whose file is open, with a reason, and closes the page. */
async function verifyCustomer(admin: Page, reason: string) {
  await expect(admin.getByTestId('kyc-file-status')).toHaveText('Final review');
  const finalReview = admin.getByRole('region', { name: 'Final review' });
  await finalReview.getByRole('textbox', { name: 'Reason (kept in the audit log)' }).fill(reason);
  await finalReview.getByRole('button', { name: 'Verify customer' }).click();
  await expect(admin.getByTestId('kyc-file-status')).toHaveText('Verified');
  await admin.context().close();
}

/** The verified customer leaves the KYC page for home and sends bob €5 (or $5) in one go. */
async function sendsMoneyOnceVerified(page: Page) {
  await page.goto('/kyc');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('balance').first()).toBeVisible();
  await expect(page.getByTestId('account-status-banner')).toHaveCount(0);
  await page.getByRole('link', { name: 'Send money' }).first().click();
  await page.getByLabel("Recipient's e-mail").fill('bob@example.com');
  await expect(page.getByTestId('payee-status')).toHaveText('Sending to bob@example.com');
  await page.getByLabel('Amount').fill('5');
  await expect(page.getByTestId('quote')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Money sent')).toBeVisible();
}

test('a new customer verifies with documents, an administrator approves, and she can send money', async ({
  page,
  browser,
}) => {
  // Proves the forced KYC page, uploads, the review queue, the file viewer, the final review and the lifted refusal.
  await page.goto('/login');
  await submitLogin(page, 'kate@example.com');
  await expect(page).toHaveURL(/\/kyc$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeVisible();
  // The KYC page says everything the banner would; elsewhere the banner shows (below).
  await expect(page.getByTestId('account-status-banner')).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Send money' })).toHaveCount(0);
  await page.goto('/transfer/p2p');
  await expect(page).toHaveURL(/\/kyc$/);

  const { png, pdf } = await sampleFiles(page);
  const identity = page.getByTestId('kyc-identity');
  await identity.getByRole('radio', { name: 'Passport' }).check();
  await identity
    .locator('input[type=file]')
    .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: png });
  await identity.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByTestId('kyc-document').filter({ hasText: 'Passport' })).toContainText('Submitted');

  const address = page.getByTestId('kyc-address');
  await address.getByRole('radio', { name: 'Bank statement' }).check();
  await address
    .locator('input[type=file]')
    .setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: pdf });
  await address.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByTestId('kyc-document').filter({ hasText: 'Bank statement' })).toContainText('Submitted');
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Thank you, your documents are with our reviewers')).toBeVisible();
  // No longer held on the KYC page: home shows the "in review" banner.
  await page.goto('/home');
  await expect(page.getByTestId('account-status-banner')).toHaveAttribute('data-status', 'processing');

  const admin = await adminPage(browser);
  await admin.getByRole('link', { name: 'Verification reviews' }).first().click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Verification reviews' })).toBeVisible();
  await admin.getByTestId('review-queue-row').filter({ hasText: 'kate@example.com' }).first().getByRole('link').click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Kate Novak' })).toBeVisible();
  await approveDocument(admin, 'Passport', 'Photo and details match the customer');
  await approveDocument(admin, 'Bank statement', 'Address matches, issued last month');
  await verifyCustomer(admin, 'Identity and address confirmed');

  // Verified: the KYC page now sends her home, with no banner and the money screens back.
  await sendsMoneyOnceVerified(page);
});

test('a new customer verifies with the camera check and a proof of address, and can send money once approved', async ({
  page,
  browser,
}) => {
  // Proves the whole journey through the sandbox provider: start from the KYC page, hosted capture,
  // the signed webhook's result counted as the identity document, the address upload, the admin's
  // approval and final review, and money sent afterwards.
  await page.goto('/login');
  await submitLogin(page, 'mia@example.com');
  await expect(page).toHaveURL(/\/kyc$/);
  const { png, pdf } = await sampleFiles(page);

  await page.getByRole('button', { name: 'Verify my identity' }).click();
  await expect(page).toHaveURL(/\/identity-verification\/nfd_[a-f0-9]{32}\/[A-Za-z0-9_-]{43}$/);
  for (const side of ['documentFront', 'selfie'] as const) {
    await page
      .locator(`input[name="file-${side}"]`)
      .setInputFiles({ name: `${side}.png`, mimeType: 'image/png', buffer: png });
    await expect(page.getByTestId(`capture-${side}`).getByText('Done')).toBeVisible();
  }
  await expect(page.getByRole('combobox', { name: 'Sandbox: result to return' })).toHaveValue('Approved');
  await page.getByRole('button', { name: 'Send for verification' }).click();
  // The sandbox provider posts its signed result a few seconds later; the page polls for it.
  await expect(page.getByText('Identity verified')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Back to your account' }).click();

  // Back on the KYC page, still held there: the identity step is done with the passport confirmed; the address is next.
  await expect(page).toHaveURL(/\/kyc$/);
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Send money' }),
  ).toHaveCount(0);
  await expect(page.getByTestId('kyc-document').filter({ hasText: 'Passport' })).toContainText('Confirmed');
  await expect(page.getByTestId('kyc-identity')).toHaveCount(0);
  const address = page.getByTestId('kyc-address');
  await address.getByRole('radio', { name: 'Bank statement' }).check();
  await address
    .locator('input[type=file]')
    .setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: pdf });
  await address.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByTestId('kyc-document').filter({ hasText: 'Bank statement' })).toContainText('Submitted');
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Thank you, your documents are with our reviewers')).toBeVisible();

  const admin = await adminPage(browser);
  await admin.getByRole('link', { name: 'Verification reviews' }).first().click();
  await admin.getByTestId('review-queue-row').filter({ hasText: 'mia@example.com' }).first().getByRole('link').click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Mia Jansen' })).toBeVisible();
  await expect(admin.getByTestId('kyc-file-document').filter({ hasText: 'Passport' })).toContainText('Confirmed');
  await approveDocument(admin, 'Bank statement', 'Address matches, issued last month');
  await verifyCustomer(admin, 'Identity checked by the provider, address confirmed');
  await sendsMoneyOnceVerified(page);
});

test('a limited customer sees why and is refused at the form, before any confirmation', async ({ page }) => {
  // Proves the limited banner, the limited-account page with the disclosed reason, and the server's refusal shown at the form.
  await page.goto('/login');
  await submitLogin(page, 'leo@example.com');
  await expect(page).toHaveURL(/\/home$/);
  const banner = page.getByTestId('account-status-banner');
  await expect(banner).toHaveAttribute('data-status', 'limited');
  await expect(banner).toContainText('Your account is limited');
  await page.getByRole('link', { name: 'Send money' }).first().click();
  await page.getByLabel("Recipient's e-mail").fill('alice@example.com');
  await page.getByLabel('Amount').fill('5');
  await expect(page.getByText('Your account is limited: money cannot be sent.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Amount')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await banner.getByRole('link', { name: 'What this means' }).click();
  await expect(page).toHaveURL(/\/limited-account$/);
  await expect(page.getByText(/your identity document has expired/)).toBeVisible();
  await expect(page.getByText("You can't send money to others or pay out to a bank.")).toBeVisible();
});

test('an administrator links a document checked for one customer to another, and removes the link', async ({
  browser,
  request,
}) => {
  // Proves decision 0092 in the back office: the document number in one file, the link in another
  // (shown with a "Linked" badge and counted there), and its removal, each with a reason.
  const idOf = async (login: string) =>
    ((await adminCall(request, 'customerFind', { login })) as { customer: { customerId: number } }).customer.customerId;
  const admin = await adminPage(browser);
  // leo sends a passport (through the API, as his phone would); its number shows in his file.
  const verifier = generateCodeVerifier();
  const login = await request.post('/api/auth/login', {
    data: {
      client: 'spa',
      username: 'leo@example.com',
      password: demoPassword,
      codeChallenge: await codeChallengeS256(verifier),
    },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const { png } = await sampleFiles(admin);
  const uploaded = await request.post('/api/?method=documentUpload', {
    headers: { Authorization: `Bearer ${accessToken}` },
    multipart: {
      data: JSON.stringify({ documentType: 1 }),
      document: { name: 'passport.png', mimeType: 'image/png', buffer: png },
    },
  });
  const { documents } = (await uploaded.json()) as { documents: { id: number }[] };
  const number = String(documents[0]?.id ?? '');
  await admin.goto(`/admin/customers/${String(await idOf('leo@example.com'))}`);
  await expect(admin.getByTestId('kyc-file-document').filter({ hasText: `No. ${number}` })).toBeVisible();

  await admin.goto(`/admin/customers/${String(await idOf('kate@example.com'))}`);
  const links = admin.getByRole('region', { name: 'Linked documents' });
  await links.getByRole('textbox', { name: 'Document number' }).fill(number);
  await links.getByRole('textbox', { name: 'Reason (kept in the audit log)' }).fill('Same person, document checked');
  await links.getByRole('button', { name: 'Link a document' }).click();
  const linked = admin.getByTestId('kyc-file-document').filter({ hasText: `No. ${number}` });
  await expect(linked).toContainText('Linked');
  // The same link again is refused at the form, and nothing changes.
  await links.getByRole('textbox', { name: 'Document number' }).fill(number);
  await links.getByRole('textbox', { name: 'Reason (kept in the audit log)' }).fill('Again');
  await links.getByRole('button', { name: 'Link a document' }).click();
  await expect(links.getByRole('alert')).toContainText('This document already counts for this customer.');

  await links.locator('label').filter({ hasText: 'Remove a link' }).click();
  await links.getByRole('textbox', { name: 'Reason (kept in the audit log)' }).fill('Linked by mistake');
  await links.getByRole('button', { name: 'Remove a link' }).click();
  await expect(linked).toHaveCount(0);
  await admin.context().close();
});
