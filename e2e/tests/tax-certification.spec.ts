import { expect, test, type APIRequestContext } from './fixtures.ts';
import { adminCall, submitAcmeLogin, submitLogin } from './helpers.ts';

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

test('the representative page without a secret goes to login, and an unknown secret cannot be used', async ({
  page,
}) => {
  // Proves spec 002 §2: self-certification-representative needs an authSecret, else login (decision 0080).
  await page.goto('/self-certification-representative');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(`/self-certification-representative?authSecret=${'a'.repeat(43)}`);
  await expect(page).toHaveURL(/\/self-certification-representative$/);
  await expect(page.getByText('This link cannot be used')).toBeVisible();
});

/** The certification link e-mailed to `to` (sandbox outbox), as a path with its query. */
async function representativeLink(request: APIRequestContext, to: string): Promise<string> {
  const { messages } = (await adminCall(request, 'outboxList')) as { messages: { to: string; text: string }[] };
  const text = messages.find((message) => message.to === to)?.text ?? '';
  const link = new URL(/https?:\/\/\S+/.exec(text)?.[0] ?? 'http://missing/');
  expect(link.searchParams.get('authSecret')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return link.pathname + link.search;
}

test('a business certifies as an investment entity, invites a controlling person, who signs by the e-mailed link, then signs a generated W-8BEN-E', async ({
  page,
  browser,
  request,
}) => {
  // Proves the business self-certification in the browser (entity answers, UTR, typed signature),
  // that its answers call for controlling persons, the invitation with translated validation, and
  // the person's journey by the link: the secret leaves the address bar, the personal form signs,
  // the link is then used up, and the business sees the person as signed (decision 0080).
  await page.goto('/login');
  await submitAcmeLogin(page);
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto('/self-certification-business-splash');
  await expect(page.getByRole('heading', { name: 'Business tax self-certification' })).toBeVisible();
  await page.getByRole('link', { name: 'Start self-certification' }).click();
  await expect(page).toHaveURL(/\/self-certification-business$/);

  // The entity type is required; then an investment entity with its UK UTR.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await page.getByRole('radio', { name: /Investment entity/ }).check();
  await page.getByRole('textbox', { name: /Unique Taxpayer Reference/ }).fill('1234567890');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('form-preview')).toContainText('Acme Trading Ltd');
  await page.getByRole('textbox', { name: 'Type your full name as your signature' }).fill('Wile E. Coyote');
  await page.getByRole('checkbox', { name: /I confirm, under penalties of perjury/ }).check();
  // A business signs through a person who states their capacity.
  await page.getByRole('button', { name: 'Sign and submit' }).click();
  const capacity = page.getByRole('textbox', { name: /Your capacity/ });
  await expect(capacity).toHaveAttribute('aria-invalid', 'true');
  await capacity.fill('Director');
  await page.getByRole('button', { name: 'Sign and submit' }).click();
  await expect(page.getByTestId('certification-done')).toContainText('waiting for our compliance team');

  // Its answers need controlling persons: none invited yet, and the invite form checks its fields.
  const persons = page.getByRole('region', { name: 'Controlling persons' });
  await expect(persons.getByTestId('controlling-persons-empty')).toHaveText('No controlling persons invited yet.');
  await persons.getByRole('button', { name: 'Send invitation' }).click();
  await expect(persons.getByText('This field is required.')).toHaveCount(2);
  await persons.getByRole('textbox', { name: 'Full name' }).fill('Maria Keller');
  await persons.getByRole('textbox', { name: 'E-mail' }).fill('maria.keller@');
  await persons.getByRole('button', { name: 'Send invitation' }).click();
  await expect(persons.getByText('Enter a valid e-mail address.')).toBeVisible();
  await persons.getByRole('textbox', { name: 'E-mail' }).fill('maria.keller@example.org');
  await persons.getByRole('button', { name: 'Send invitation' }).click();
  await expect(persons.getByText('Invitation sent to maria.keller@example.org.')).toBeVisible();
  await expect(persons.getByTestId('controlling-person')).toContainText('Maria Keller');
  await expect(persons.getByTestId('controlling-person-status')).toHaveText('Invited');
  await page.screenshot({ path: 'test-results/controlling-persons.png', fullPage: true });

  // The person opens the e-mailed link in their own browser, without any session.
  const link = await representativeLink(request, 'maria.keller@example.org');
  const personContext = await browser.newContext();
  const person = await personContext.newPage();
  await person.goto(link);
  await expect(person).toHaveURL(/\/self-certification-representative$/);
  await expect(person.getByRole('heading', { name: 'Tax self-certification for Acme Trading Ltd' })).toBeVisible();
  await person.screenshot({ path: 'test-results/representative-form.png', fullPage: true });
  await person.getByRole('combobox', { name: 'Country 1' }).fill('Germany');
  await person.getByRole('option', { name: 'Germany' }).click();
  const tin = person.getByRole('textbox', { name: /Steuerliche Identifikationsnummer/ });
  await tin.fill('123');
  await person.getByRole('button', { name: 'Continue' }).click();
  await expect(tin).toHaveAttribute('aria-invalid', 'true');
  await tin.fill('86095742719');
  await person.getByRole('button', { name: 'Continue' }).click();
  await expect(person.getByTestId('form-preview')).toContainText('Maria Keller');
  await person.getByRole('textbox', { name: 'Type your full name as your signature' }).fill('Maria Keller');
  await person.getByRole('checkbox', { name: /I confirm, under penalties of perjury/ }).check();
  await person.getByRole('button', { name: 'Sign and submit' }).click();
  await expect(person.getByTestId('certification-done')).toContainText(
    'Acme Trading Ltd will see your self-certification as signed.',
  );
  await person.screenshot({ path: 'test-results/representative-done.png', fullPage: true });

  // The link is used up: opening it again says so.
  await person.goto(link);
  await expect(person.getByText('This link cannot be used')).toBeVisible();
  await personContext.close();

  // The business sees the person as signed on its certification splash.
  await page.goto('/self-certification-business-splash');
  await expect(page.getByTestId('certification-status')).toHaveText('Pending review');
  const signed = page.getByRole('region', { name: 'Controlling persons' });
  await expect(signed.getByTestId('controlling-person-status')).toHaveText('Signed');

  // US links found: the business certifies again as an active business and signs a W-8BEN-E
  // generated from its answers (decision 0079).
  await page.getByRole('link', { name: 'Update self-certification' }).click();
  await expect(page).toHaveURL(/\/self-certification-business$/);
  await page.getByRole('radio', { name: /Other business/ }).check();
  await page.getByRole('checkbox', { name: /other links with the United States/ }).check();
  const chapter3 = page.getByRole('combobox', { name: /Legal kind of entity/ });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(chapter3).toHaveAttribute('aria-invalid', 'true');
  await chapter3.click();
  await page.getByRole('option', { name: 'Corporation (company)' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  const preview = page.getByTestId('form-preview');
  await expect(preview.getByRole('heading', { name: 'Self-certification and Form W-8BEN-E to sign' })).toBeVisible();
  await expect(preview.getByTestId('w8bene-preview')).toContainText('Corporation (company)');
  await expect(preview.getByTestId('w8bene-preview')).toContainText('Active non-financial foreign entity');
  await page.getByRole('textbox', { name: 'Type your full name as your signature' }).fill('Wile E. Coyote');
  await page.getByRole('textbox', { name: /Your capacity/ }).fill('Director');
  await page.getByRole('checkbox', { name: /I confirm, under penalties of perjury/ }).check();
  await page.screenshot({ path: 'test-results/w8bene-preview.png', fullPage: true });
  await page.getByRole('button', { name: 'Sign and submit' }).click();
  await expect(page.getByTestId('certification-done')).toContainText('waiting for our compliance team');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/self-certification-business-splash$/);
  await expect(page.getByTestId('certification-status')).toHaveText('Pending review');
  await expect(page.getByText('Form W-8 · Pending review')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).nth(1).click();
  expect((await download).suggestedFilename()).toMatch(/^W-8BEN-E-\d{4}-\d{2}-\d{2}\.pdf$/);
});

test('compliance asks a certified business for a new self-certification from its KYC file', async ({
  page,
  browser,
  request,
}) => {
  // Proves the back-office tax card (decision 0078): the status read, the reason checked, the
  // confirmation, the success state, and the business sent back to its certification splash.
  const { customer } = (await adminCall(request, 'customerFind', { login: 'acme@example.com' })) as {
    customer: { customerId: number };
  };
  await page.goto('/login');
  await submitLogin(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin-overview$/);
  await page.goto(`/admin/customers/${String(customer.customerId)}`);
  const card = page.getByRole('region', { name: 'Tax self-certification' });
  // The business journey above signed a W-8BEN-E, waiting for review.
  await expect(card.getByTestId('tax-request-status')).toHaveText('Pending review');
  const reason = card.getByRole('textbox', { name: /Reason for the request/ });
  await card.getByRole('button', { name: 'Ask for a new self-certification' }).click();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await reason.fill('New US director reported');
  await card.getByRole('button', { name: 'Ask for a new self-certification' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask Acme Trading Ltd for a new self-certification?' });
  await dialog.getByRole('button', { name: 'Ask for a new self-certification' }).click();
  await expect(card.getByTestId('tax-request-done')).toHaveText(
    'Request recorded. The status now reads: Not certified.',
  );
  await expect(card.getByTestId('tax-request-status')).toHaveText('Not certified');
  const businessContext = await browser.newContext();
  const business = await businessContext.newPage();
  await business.goto('/login');
  await submitAcmeLogin(business);
  await expect(business).toHaveURL(/\/self-certification-business-splash$/);
  await expect(business.getByTestId('certification-status')).toHaveText('Not certified');
  await businessContext.close();
});
