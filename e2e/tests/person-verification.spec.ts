import { expect, test, type Page } from './fixtures.ts';
import { lastMailText, userCall } from './helpers.ts';

// A director verifies their own identity by the e-mailed link, without an account
// (decision 0112).

/** An 8×8 PNG photo (any readable image passes the capture inspection). */
const photo = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4UaGBFTEMLQkAUtVaAV8W4QQAAAAASUVORK5CYII=',
  'base64',
);

async function upload(page: Page, side: 'documentFront' | 'selfie') {
  await page
    .locator(`input[name="file-${side}"]`)
    .setInputFiles({ name: `${side}.png`, mimeType: 'image/png', buffer: photo });
  await expect(page.getByTestId(`capture-${side}`).getByText('Done')).toBeVisible();
}

interface People {
  persons: { personId: number; fields: { email: string }; verificationStatus: string }[];
}

/** acme's people as its approver (full access) reads them through the API. */
async function acmePeople(request: Parameters<typeof userCall>[0]): Promise<People> {
  return (await userCall(request, 'acme.approver@example.com', 'businessPeopleList')).people as People;
}

test("acme's director James opens his e-mailed link, verifies his identity on the hosted page and acme sees him verified", async ({
  page,
  request,
}) => {
  const james = (await acmePeople(request)).persons.find((person) => person.fields.email === 'james.okoro@example.com');
  expect(james?.verificationStatus).toBe('notStarted');
  // acme (full access) sends James his link, as the people page's "Resend" does.
  const sent = await userCall(request, 'acme.approver@example.com', 'businessPersonVerificationResend', {
    personId: james?.personId,
  });
  expect(sent.responseCode).toBe('00');
  const mail = await lastMailText(
    request,
    'james.okoro@example.com',
    'Acme Trading Ltd asks you to verify your identity with Tessera',
  );
  const link = new URL(/https?:\/\/\S+\/person-verification\/\S+/.exec(mail)?.[0] ?? '');

  await page.goto(link.pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeVisible();
  await expect(page.getByText('your passport, identity card or driving licence;')).toBeVisible();
  await page.screenshot({ path: 'test-results/person-verification.png', fullPage: true });
  await page.getByRole('button', { name: 'Start verification' }).click();
  await expect(page).toHaveURL(/\/identity-verification\/(jmo|nfd)_[a-f0-9]{32}\/[A-Za-z0-9_-]{43}$/);
  await upload(page, 'documentFront');
  await upload(page, 'selfie');
  await page.getByRole('button', { name: 'Send for verification' }).click();
  // The sandbox reports the result by a signed webhook a few seconds later; the page polls for it.
  await expect(page.getByText('Identity verified')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Your identity is confirmed, and the company will see it.')).toBeVisible();
  await expect(page.getByTestId('person-verification-done')).toHaveText('You can close this page now.');
  await expect(page.getByRole('link', { name: 'Back to your account' })).toHaveCount(0);

  const after = (await acmePeople(request)).persons.find((person) => person.personId === james?.personId);
  expect(after?.verificationStatus).toBe('verified');
  // The finished verification's link opens nothing any more, and says what to do.
  await page.goto(link.pathname);
  await page.getByRole('button', { name: 'Start verification' }).click();
  await expect(page.getByRole('alert')).toContainText('Ask the company to send you a new link.');
});

test('a malformed link says it does not work, in Russian too, without calling the server', async ({ page }) => {
  await page.goto('/person-verification/not-a-link');
  await expect(page.getByRole('alert')).toContainText('This link no longer works');
  await expect(page.getByRole('button', { name: 'Start verification' })).toHaveCount(0);
  await page.evaluate(() => localStorage.setItem('tessera.language', 'ru'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Подтвердите личность' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Попросите компанию прислать новую ссылку.');
  await page.evaluate(() => localStorage.setItem('tessera.language', 'en'));
});
