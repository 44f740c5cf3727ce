import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { adminCall, lastSmsCode, signIn, submitLogin, typeCode } from './helpers.ts';

/** A one-page PDF (a utility bill) made with pdf-lib, as a customer's scanner would send it. */
const billPdf = Buffer.from(
  'JVBERi0xLjcKJYGBgYEKCjEgMCBvYmoKPDwKL1R5cGUgL1BhZ2VzCi9LaWRzIFsgNCAwIFIgXQovQ291bnQgMQo+PgplbmRvYmoKCjIgMCBvYmoKPDwKL1R5cGUgL0NhdGFsb2cKL1BhZ2VzIDEgMCBSCj4+CmVuZG9iagoKMyAwIG9iago8PAovUHJvZHVjZXIgPEZFRkYwMDcwMDA2NDAwNjYwMDJEMDA2QzAwNjkwMDYyMDAyMDAwMjgwMDY4MDA3NDAwNzQwMDcwMDA3MzAwM0EwMDJGMDAyRjAwNjcwMDY5MDA3NDAwNjgwMDc1MDA2MjAwMkUwMDYzMDA2RjAwNkQwMDJGMDA0ODAwNkYwMDcwMDA2NDAwNjkwMDZFMDA2NzAwMkYwMDcwMDA2NDAwNjYwMDJEMDA2QzAwNjkwMDYyMDAyOT4KL01vZERhdGUgKEQ6MjAyNjExMjYxMzA4MjhaKQovQ3JlYXRvciA8RkVGRjAwNzAwMDY0MDA2NjAwMkQwMDZDMDA2OTAwNjIwMDIwMDAyODAwNjgwMDc0MDA3NDAwNzAwMDczMDAzQTAwMkYwMDJGMDA2NzAwNjkwMDc0MDA2ODAwNzUwMDYyMDAyRTAwNjMwMDZGMDA2RDAwMkYwMDQ4MDA2RjAwNzAwMDY0MDA2OTAwNkUwMDY3MDAyRjAwNzAwMDY0MDA2NjAwMkQwMDZDMDA2OTAwNjIwMDI5PgovQ3JlYXRpb25EYXRlIChEOjIwMjYxMTI2MTMwODI4WikKPj4KZW5kb2JqCgo0IDAgb2JqCjw8Ci9UeXBlIC9QYWdlCi9QYXJlbnQgMSAwIFIKL1Jlc291cmNlcyA8PAovRm9udCA8PAovSGVsdmV0aWNhLTcwOTg0ODA3ODkgNSAwIFIKPj4KL1hPYmplY3QgPDwKPj4KL0V4dEdTdGF0ZSA8PAo+Pgo+PgovTWVkaWFCb3ggWyAwIDAgMzAwIDIwMCBdCi9Bbm5vdHMgWyBdCi9Db250ZW50cyBbIDYgMCBSIF0KPj4KZW5kb2JqCgo1IDAgb2JqCjw8Ci9UeXBlIC9Gb250Ci9TdWJ0eXBlIC9UeXBlMQovQmFzZUZvbnQgL0hlbHZldGljYQovRW5jb2RpbmcgL1dpbkFuc2lFbmNvZGluZwo+PgplbmRvYmoKCjYgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL0xlbmd0aCAxMjEKPj4Kc3RyZWFtCnicHYuxCgJBDET7fEVqQUxy2WQDYuF6YGEj5AdETlG0UMTvdz0GBubx5gXbBMJ/3ldY7afHd/rczqelU1St5DWQBfMCopgH4FlllF5EmE9Yl+JqYc3C1UPIZF5NmtDAQroz7mQUKkM3xIr1xwbzDrmAMeEIP/jnHTIKZW5kc3RyZWFtCmVuZG9iagoKeHJlZgowIDcKMDAwMDAwMDAwMCA2NTUzNSBmIAowMDAwMDAwMDE2IDAwMDAwIG4gCjAwMDAwMDAwNzYgMDAwMDAgbiAKMDAwMDAwMDEyNiAwMDAwMCBuIAowMDAwMDAwNTk2IDAwMDAwIG4gCjAwMDAwMDA3OTEgMDAwMDAgbiAKMDAwMDAwMDg4OSAwMDAwMCBuIAoKdHJhaWxlcgo8PAovU2l6ZSA3Ci9Sb290IDIgMCBSCi9JbmZvIDMgMCBSCj4+CgpzdGFydHhyZWYKMTA4MwolJUVPRg==',
  'base64',
);

/** The confirmation link e-mailed to `to` (sandbox outbox), as a path with its query. */
async function confirmationLink(request: APIRequestContext, to: string): Promise<string> {
  const { messages } = (await adminCall(request, 'outboxList')) as { messages: { to: string; text: string }[] };
  const text = messages.find((message) => message.to === to)?.text ?? '';
  const link = new URL(/https?:\/\/\S+/.exec(text)?.[0] ?? 'http://missing/');
  expect(link.searchParams.get('emailConfirmation')).toBeTruthy();
  return link.pathname + link.search;
}

async function openProfile(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
}

/** Picks `option` in the Mantine select labelled `label` by typing and choosing it. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a customer adds and confirms a second e-mail and a phone, and adds an address with its proof', async ({
  page,
  request,
}) => {
  // Proves the profile end to end: the e-mailed link confirms once (a second use says to contact
  // support), the texted code confirms the phone, and the address is stored with its proof document.
  await signIn(page, 'alice@example.com');
  await openProfile(page);
  await expect(page.getByRole('list', { name: 'E-mail addresses' })).toContainText('alice@example.com');

  await page.getByRole('textbox', { name: 'Add an e-mail address' }).fill('alice.work@example.com');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('We sent a confirmation link to alice.work@example.com')).toBeVisible();
  const link = await confirmationLink(request, 'alice.work@example.com');
  await page.goto(link);
  const popup = page.getByRole('dialog', { name: 'E-mail confirmation' });
  await expect(popup).toContainText('The e-mail address has been confirmed.');
  // The one-time token leaves the address bar at once.
  expect(page.url()).not.toContain('emailConfirmation');
  await popup.getByRole('button', { name: 'OK' }).click();
  await openProfile(page);
  const work = page
    .getByRole('list', { name: 'E-mail addresses' })
    .getByRole('listitem')
    .filter({ hasText: 'alice.work@example.com' });
  await expect(work).toContainText('Confirmed');

  // The same link again is refused, and the popup says so.
  await page.goto(link);
  await expect(page.getByRole('dialog', { name: 'E-mail confirmation' })).toContainText('Please contact support.');
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

  await openProfile(page);
  await page.getByRole('textbox', { name: 'Phone number' }).fill('+44 7700 900111');
  await page.getByRole('button', { name: 'Add and send code' }).click();
  const codeDialog = page.getByRole('dialog', { name: 'Confirm your phone number' });
  await expect(codeDialog).toBeVisible();
  const { code } = await lastSmsCode(request, '+447700900111');
  await typeCode(page, code);
  await expect(codeDialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Phone numbers' }).getByRole('listitem')).toContainText('Confirmed');

  await page.getByRole('button', { name: 'Add address' }).click();
  const form = page.getByRole('dialog', { name: 'Add an address' });
  await form.getByRole('textbox', { name: 'Address line 1' }).fill('1 Main Street');
  await form.getByRole('textbox', { name: 'City' }).fill('Springfield');
  await form.getByRole('textbox', { name: 'Postal code' }).fill('62701');
  await choose(page, 'Country', 'United States');
  await choose(page, 'State or province', 'Illinois');
  await choose(page, 'Type of proof', 'Utility bill');
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'bill.pdf', mimeType: 'application/pdf', buffer: billPdf });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  const address = page.getByRole('article', { name: '1 Main Street' });
  await expect(address).toContainText('Proof being reviewed');
  await expect(address).toContainText('Springfield, Illinois, US');
  await expect(address).toContainText('bill.pdf');
  // The proof is one of the customer's documents, to download or delete while it waits for review.
  await expect(page.getByRole('list', { name: 'Documents' })).toContainText('Utility bill');
  await expect(page.getByRole('button', { name: 'Download bill.pdf' })).toBeVisible();
});

test('an administrator asks for enhanced due diligence, and the customer answers from the notice', async ({
  page,
  browser,
}) => {
  // Proves decision 0091 end to end: the level raised in the KYC file shows the customer a notice on
  // every page, the answers are checked (an "Other" source needs an explanation) and saved, the
  // notice goes, and the back office reads the answers by name.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto('/login');
  await submitLogin(admin, 'admin@example.com');
  await expect(admin).toHaveURL(/\/admin-overview$/);
  await admin.getByRole('textbox', { name: 'Customer’s e-mail or customer ID' }).fill('bob@example.com');
  await admin.getByRole('button', { name: 'Find' }).click();
  await admin.getByRole('link', { name: 'Open the KYC file' }).click();
  const card = admin.getByRole('region', { name: 'Due diligence' });
  await expect(card.getByTestId('kyc-file-due-diligence')).toContainText('has not answered');
  await card.getByRole('combobox', { name: 'Level' }).selectOption({ label: 'Enhanced' });
  await card.getByRole('textbox', { name: 'Reason (kept in the audit log)' }).fill('Deposits above the declared range');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByTestId('kyc-file-due-diligence')).toContainText('not given yet');

  await signIn(page, 'bob@example.com');
  const notice = page.getByTestId('due-diligence-notice');
  await expect(notice).toContainText('We need a few details about your money');
  await notice.getByRole('link', { name: 'Answer the questions' }).click();
  await expect(page).toHaveURL(/\/profile#due-diligence$/);
  const questions = page.getByRole('region', { name: 'About your money' });
  await expect(questions.getByTestId('due-diligence-required')).toBeVisible();
  await questions.getByRole('button', { name: 'Answer the questions' }).click();
  await questions.getByRole('combobox', { name: 'Occupation' }).click();
  await page.getByRole('option', { name: 'IT professional or software developer' }).click();
  await questions.getByRole('combobox', { name: 'Sources of funds' }).click();
  await page.getByRole('option', { name: 'Salary or wages' }).click();
  await page.getByRole('option', { name: 'Other', exact: true }).click();
  await page.keyboard.press('Escape');
  await questions.getByRole('combobox', { name: 'Purposes of the account' }).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await questions.getByRole('combobox', { name: 'Expected deposits per month' }).click();
  await page.getByRole('option').first().click();
  await questions.getByRole('button', { name: 'Save answers' }).click();
  // "Other" without an explanation is refused at the field, and nothing is saved.
  await expect(questions.getByText('This field is required.')).toBeVisible();
  await questions.getByRole('textbox', { name: 'Explain your sources of funds' }).fill('Sale of my old car');
  await questions.getByRole('button', { name: 'Save answers' }).click();
  await expect(questions.getByText('Thank you. Your answers are saved.')).toBeVisible();
  await expect(questions.getByTestId('due-diligence-answers')).toContainText('Salary or wages');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByTestId('balance').first()).toBeVisible();
  await expect(page.getByTestId('due-diligence-notice')).toHaveCount(0);

  await admin.reload();
  await expect(card.getByTestId('kyc-file-due-diligence')).toContainText('Sources of funds: Salary or wages, Other');
  await expect(card.getByTestId('kyc-file-due-diligence')).toContainText('Sale of my old car');
  // Back to standard, so other journeys see bob as before.
  await card.getByRole('combobox', { name: 'Level' }).selectOption({ label: 'Standard' });
  await card.getByRole('textbox', { name: 'Reason (kept in the audit log)' }).fill('Review completed');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByTestId('kyc-file-due-diligence')).not.toContainText('not given yet');
  await adminContext.close();
});
