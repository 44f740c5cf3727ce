import { expect, test } from './fixtures.ts';
import { adminCall, typeCode } from './helpers.ts';

const newPassword = 'cobalt-Meadow-lantern-81';
const resetPassword = 'amber-Violin-harvest-46';

/** The newest e-mail to `to` whose subject matches, read from the sandbox outbox as a developer. */
async function lastMail(request: Parameters<typeof adminCall>[0], to: string, subject: RegExp): Promise<string> {
  const { messages } = (await adminCall(request, 'outboxList')) as {
    messages: { to: string; subject: string; text: string }[];
  };
  return messages.find((item) => item.to === to && subject.test(item.subject))?.text ?? '';
}

test('a new customer registers, activates by the e-mailed link, recovers the password and signs in', async ({
  page,
  request,
}) => {
  // Proves registration (spec 000 §2: brand types, terms, self-hosted bot check), activation (spec
  // 002 §4: signed in, home, success notification) and account recovery (email → code → password).
  // A new address on each attempt, so that a retry does not meet the first attempt's customer.
  const email = `erin-${test.info().retry}-${Date.now()}@example.com`;
  await page.goto('/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByRole('link', { name: 'Personal account' }).click();
  await expect(page.getByTestId('bot-check')).toHaveAttribute('data-state', 'done', { timeout: 30_000 });

  await page.getByRole('combobox', { name: 'What do you do?' }).click();
  await page.getByRole('option', { name: 'Freelancer' }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Erin');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Walsh');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('alice@example.com');
  await expect(page.getByText('This e-mail is already registered.')).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await expect(page.getByText('This e-mail can be used.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('password1234');
  await expect(page.getByText(/Very weak|Weak/).first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Repeat the password' }).fill(newPassword);
  await page.getByRole('combobox', { name: 'Country of residence' }).fill('Irel');
  await page.getByRole('option', { name: 'Ireland' }).click();
  // Without the terms the form refuses, with a clear message.
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText('Please accept the terms to continue.')).toBeVisible();
  await page.getByRole('checkbox', { name: /Privacy policy/ }).check();
  await page.getByRole('checkbox', { name: /User agreement/ }).check();
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByTestId('registration-done')).toContainText(email);

  const activationMail = await lastMail(request, email, /Activate/);
  const link = /https?:\/\/\S+/.exec(activationMail)?.[0] ?? '';
  expect(new URL(link).pathname).toBe('/activate');
  await page.goto(new URL(link).pathname + new URL(link).search);
  // A new customer completes their details, then is held on the KYC page (spec 000 §2 route rules, decision 0064).
  await expect(page).toHaveURL(/\/profile-update$/);
  await expect(page.getByText('Your Account has been activated.')).toBeVisible();
  await page.getByLabel('Date of birth').fill('1992-07-14');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/kyc$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeVisible();

  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  // The login page has an E-mail field too: fill only once the recovery page is shown.
  await expect(page.getByRole('heading', { name: 'Recover your account' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page).toHaveURL(/\/account-recovery\/status\?/);
  await page.getByRole('button', { name: 'Enter the code' }).click();
  const code = /\b(\d{6})\b/.exec(await lastMail(request, email, /recovery code/))?.[1] ?? '';
  await typeCode(page, code);
  await expect(page).toHaveURL(/\/account-recovery\/password\?/);
  await page.getByRole('textbox', { name: 'New password' }).fill(resetPassword);
  await page.getByRole('textbox', { name: 'Repeat the password' }).fill(resetPassword);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByTestId('recovery-success')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(resetPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/kyc$/);
});

test('a brand without registration sends /register to the login page', async ({ page, baseURL }) => {
  // Proves the route rule of spec 000 §2 for a brand whose allowRegistration is false (Meridian).
  const url = new URL(baseURL ?? 'http://localhost');
  await page.goto(`http://meridian.localhost:${url.port}/register`);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
});

test('a malformed activation link says so in plain words with a way forward', async ({ page }) => {
  // Proves a link the page can tell is broken (a short code, no e-mail) shows one translated message, a new-link form and a way to sign in, not field validation text.
  for (const query of ['?action=activation&user=alice%40example.com&code=abc', '?action=activation&code=abcdefgh']) {
    await page.goto(`/activate${query}`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This activation link is not valid or has expired.');
    await expect(alert).not.toContainText('The code is not right.');
    await expect(page.getByRole('button', { name: 'Send the link again' })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong or expired activation link reads the same in Russian', async ({ page }) => {
  // Proves the server's refusal of a well-formed but unknown code (and of a malformed e-mail) is the page's translated message in another language.
  await page.addInitScript(() => window.localStorage.setItem('tessera.language', 'ru'));
  await page.goto('/activate?action=activation&user=alice%40example.com&code=abcdef123456');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Эта ссылка для активации недействительна или устарела.');
  await expect(page.getByRole('link', { name: 'Перейти ко входу' })).toBeVisible();
  await page.goto('/activate?action=activationBusiness&user=not-an-e-mail&code=abcdef123456');
  await expect(alert).toContainText('Эта ссылка для активации недействительна или устарела.');
});
