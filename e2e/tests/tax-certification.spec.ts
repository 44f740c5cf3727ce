import { expect, test } from '@playwright/test';
import { submitLogin } from './helpers.ts';

// A one-page PDF (header, catalogue, pages, page, cross-reference table and trailer).
const minimalPdf = [
  '%PDF-1.4',
  '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
  'trailer << /Root 1 0 R /Size 4 >>',
  '%%EOF',
].join('\n');

// The demo US person whom compliance asks for a tax self-certification (demo data, decision 0078).
const usPerson = 'henry@example.com';

test('a US person is sent to the self-certification splash, signs a W-9 in the browser and sees it pending', async ({
  page,
}) => {
  // Proves start-page rule 6 (spec 000 §2), the US-person rule (spec 002 §5), the TIN checks in the
  // form, and a W-9 signed with a typed name stored as a document whose status reads pending.
  await page.goto('/login');
  await submitLogin(page, usPerson);
  await expect(page).toHaveURL(/\/self-certification-splash$/);
  await expect(page.getByRole('heading', { name: 'Tax self-certification' })).toBeVisible();
  await expect(page.getByTestId('certification-status')).toHaveText('Not certified');

  await page.getByRole('link', { name: 'Start self-certification' }).click();
  await expect(page).toHaveURL(/\/self-certification$/);
  // His residence is the US, so he is asked as a US person and his US entry needs the SSN.
  await expect(page.getByRole('radio', { name: 'Yes' })).toBeChecked();
  const tin = page.getByRole('textbox', { name: /Social Security Number/ });
  await expect(tin).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await tin.fill('000-12-3456');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(tin).toHaveAttribute('aria-invalid', 'true');
  await tin.fill('512-34-6789');
  await page.getByRole('button', { name: 'Continue' }).click();

  const preview = page.getByTestId('form-preview');
  await expect(preview.getByRole('heading', { name: 'Self-certification and Form W-9 to sign' })).toBeVisible();
  await expect(preview).toContainText('Henry Walker');
  await expect(preview).toContainText('512-34-6789');
  // Signing without the declaration is refused in the form.
  await page.getByRole('textbox', { name: 'Type your full name as your signature' }).fill('Henry Walker');
  await page.getByRole('button', { name: 'Sign and submit' }).click();
  await expect(page.getByText('Please confirm the declaration.')).toBeVisible();
  await page.getByRole('checkbox', { name: /I confirm, under penalties of perjury/ }).check();
  await page.getByRole('button', { name: 'Sign and submit' }).click();

  await expect(page.getByTestId('certification-done')).toContainText('waiting for our compliance team');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/self-certification-splash$/);
  await expect(page.getByTestId('certification-status')).toHaveText('Pending review');
  await expect(page.getByText('Form W-9 · Pending review')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).nth(1).click();
  expect((await download).suggestedFilename()).toMatch(/^W-9-\d{4}-\d{2}-\d{2}\.pdf$/);

  // A form signed on paper: a hostile file is refused in words, a PDF is filed as the W-8BEN-E.
  await page.getByRole('combobox', { name: 'Document' }).click();
  await page.getByRole('option', { name: 'Form W-8BEN-E' }).click();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'w8bene.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('This type of file is not accepted.');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'w8bene.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(minimalPdf),
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Uploaded. It is waiting for our review.')).toBeVisible();
  await expect(page.getByText('Form W-8 · Pending review')).toBeVisible();

  // Pending is settled: the next sign-in goes home.
  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('the representative page without a secret goes to login, and a secret leaves the address bar', async ({
  page,
}) => {
  // Proves spec 002 §2: self-certification-representative needs an authSecret, else login (decision 0080).
  await page.goto('/self-certification-representative');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(`/self-certification-representative?authSecret=${'a'.repeat(43)}`);
  await expect(page).toHaveURL(/\/self-certification-representative$/);
  await expect(page.getByText('This link cannot be used')).toBeVisible();
});
