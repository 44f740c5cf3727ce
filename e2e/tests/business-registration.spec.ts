import { expect, test, type Locator, type Page } from './fixtures.ts';
import { adminCall } from './helpers.ts';

/** The newest e-mail to `to`, read from the sandbox outbox as a developer. */
async function lastMailLink(request: Parameters<typeof adminCall>[0], to: string): Promise<string> {
  const { messages } = (await adminCall(request, 'outboxList')) as {
    messages: { to: string; subject: string; text: string }[];
  };
  const text = messages.find((item) => item.to === to)?.text ?? '';
  return /https?:\/\/\S+/.exec(text)?.[0] ?? '';
}

/** Picks `option` (or the first option) in the Mantine select labelled `label` within `scope`. */
async function choose(page: Page, scope: Locator | Page, label: string, option?: string): Promise<void> {
  const options = page.getByRole('option', option === undefined ? {} : { name: option, exact: true });
  // The dropdown may close again while the form re-renders on a busy machine: open it until the option is taken.
  await expect(async () => {
    if ((await options.count()) === 0) await scope.getByRole('combobox', { name: label, exact: true }).click();
    await options.first().click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

async function fillPerson(page: Page, first: string, last: string, email: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'First name', exact: true }).fill(first);
  await dialog.getByRole('textbox', { name: 'Last name', exact: true }).fill(last);
  await dialog.getByLabel('Date of birth').fill('1980-05-17');
  await dialog.getByRole('textbox', { name: 'Mobile phone', exact: true }).fill('+44 7700 900123');
  await dialog.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await dialog.getByRole('textbox', { name: 'Street and number', exact: true }).fill('1 High Street');
  await dialog.getByRole('textbox', { name: 'City', exact: true }).fill('London');
  await dialog.getByRole('textbox', { name: 'Postal code', exact: true }).fill('EC1A 1BB');
  await choose(page, dialog, 'Country', 'United Kingdom');
  await choose(page, dialog, 'Tax residence country', 'United Kingdom');
  await dialog.getByRole('textbox', { name: 'Tax id (TIN)', exact: true }).fill('1234567890');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

/** Adds the source of funds of a person holding 25 % or more (their edit popup shows it then). */
async function addSourceOfFunds(page: Page, hub: Locator, name: string): Promise<void> {
  await hub.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Source of funds', exact: true }).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await dialog
    .getByRole('textbox', { name: 'Details of the source of funds', exact: true })
    .fill('Savings from salary');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test('a company registers with two directors, a 30 % and a 70 % shareholder, a UBO and two users, and activates', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // Proves decisions 0095, 0096 and 0112 in the browser: the forms and hubs, the shared rules before sending,
  // the draft kept over a reload, one businessAccountCreate, business activation and a user's activation.
  const tag = `${test.info().retry}${Date.now()}`;
  const companyEmail = `office-${tag}@example.com`;
  const umaEmail = `uma-${tag}@example.com`;
  await page.goto('/register/business');
  await expect(page.getByRole('heading', { level: 1, name: 'Open a business account' })).toBeVisible();

  // Sending an empty form is refused by the shared rules before any call, naming the sections.
  await expect(page.getByTestId('bot-check')).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Send registration' }).click();
  await expect(page.getByTestId('registration-problems')).toContainText('company details');
  await expect(page.getByText('Add at least one director.')).toBeVisible();

  const general = page.getByTestId('general-form');
  await general.getByRole('textbox', { name: 'Company name', exact: true }).fill('Northwind Media Ltd');
  await general.getByRole('textbox', { name: 'Registration number', exact: true }).fill('12345678');
  await general.getByLabel('Registration date').fill('2019-03-01');
  await choose(page, general, 'Country of registration', 'United Kingdom');
  await choose(page, general, 'Industry');
  await general.getByRole('textbox', { name: 'Company e-mail (sign-in)', exact: true }).fill(companyEmail);
  await general.getByRole('textbox', { name: 'Company phone', exact: true }).fill('+44 20 7123 4567');
  await general.getByRole('textbox', { name: 'Street and number', exact: true }).fill('2 Market Street');
  await general.getByRole('textbox', { name: 'City', exact: true }).fill('London');
  await general.getByRole('textbox', { name: 'Postal code', exact: true }).fill('EC2A 2BB');
  await choose(page, general, 'Country', 'United Kingdom');
  await choose(page, general, 'Tax residence country', 'United Kingdom');
  await general.getByRole('textbox', { name: 'Tax id (TIN)', exact: true }).fill('1234567890');

  const financial = page.getByTestId('financial-form');
  for (const label of ['Purposes of the account', 'Sources of funds']) {
    await financial.getByRole('combobox', { name: label, exact: true }).click();
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
  }
  await choose(page, financial, 'Expected monthly deposits');

  const dueDiligence = page.getByTestId('due-diligence-form');
  const groups = dueDiligence.getByRole('radiogroup');
  await expect(groups.first()).toBeVisible();
  await groups.first().getByRole('radio', { name: 'No' }).check();
  for (let index = 1; index < (await groups.count()); index += 1)
    await groups.nth(index).getByRole('radio').first().check();
  for (const select of await dueDiligence.getByRole('combobox').all()) {
    await select.click();
    await page.getByRole('option').first().click();
  }

  const legal = page.getByTestId('legal-form');
  await choose(page, legal, 'Legal form', 'Private limited company');
  for (const box of await legal.getByRole('checkbox', { name: /I accept/ }).all()) await box.check();

  // Directors: two new persons.
  const directors = page.getByTestId('hub-directors');
  await directors.getByRole('button', { name: 'Add a new person' }).click();
  await fillPerson(page, 'Dana', 'Smith', `dana-${tag}@example.com`);
  await directors.getByRole('button', { name: 'Add a new person' }).click();
  await fillPerson(page, 'Dirk', 'Jones', `dirk-${tag}@example.com`);

  // The draft survives a reload (the password is typed again on purpose: it is never stored).
  await page.reload();
  await expect(page.getByTestId('hub-directors')).toContainText('Dirk Jones');
  await general.getByRole('textbox', { name: 'Password', exact: true }).fill('violet-harbour-Quartz-27');

  // Shareholders: Dana 30 %, a new person Olga 70 %; both then need a source of funds.
  const shareholders = page.getByTestId('hub-shareholders');
  await choose(page, shareholders, 'Add a shareholder', 'Dana Smith');
  await shareholders.getByRole('textbox', { name: 'Share of shareholder 1 in percent' }).fill('30');
  await shareholders.getByRole('button', { name: 'New person' }).click();
  await fillPerson(page, 'Olga', 'Berg', `olga-${tag}@example.com`);
  await shareholders.getByRole('textbox', { name: 'Share of shareholder 2 in percent' }).fill('70');

  const owners = page.getByTestId('hub-owners');
  await choose(page, owners, 'Add someone already entered', 'Olga Berg');
  await addSourceOfFunds(page, owners, 'Olga Berg');
  await addSourceOfFunds(page, directors, 'Dana Smith');

  // Users: Dana with full access, a new person Uma who may initiate payments.
  const users = page.getByTestId('hub-users');
  await choose(page, users, 'Add someone already entered', 'Dana Smith');
  await choose(page, users, 'Access rights of Dana Smith', 'Full access');
  await users.getByRole('button', { name: 'Add a new person' }).click();
  await fillPerson(page, 'Uma', 'Patel', umaEmail);
  await choose(page, users, 'Access rights of Uma Patel', 'Initiate payments');

  await page.getByRole('button', { name: 'Send registration' }).click();
  const done = page.getByTestId('registration-done');
  await expect(done).toContainText(companyEmail);
  await done.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/(login)?$/);
  // The draft was cleared after the completion popup.
  expect(await page.evaluate(() => window.localStorage.getItem('tessera.businessRegistration'))).toBeNull();

  // Business activation, then the user's own link.
  const link = await lastMailLink(request, companyEmail);
  expect(new URL(link).searchParams.get('action')).toBe('activationBusiness');
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(
    page.getByText('Your account has been activated. Your authorised users will now receive their activation links.'),
  ).toBeVisible();
  const umaLink = await lastMailLink(request, umaEmail);
  expect(new URL(umaLink).searchParams.get('action')).toBe('activationEmployee');
  await page.goto(umaLink.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByLabel('New password').fill('copper-lantern-Meadow-91');
  await page.getByLabel('Repeat the password').fill('copper-lantern-Meadow-91');
  await page.getByRole('button', { name: 'Activate my access' }).click();
  await expect(page.getByText('Your access has been activated.')).toBeVisible();
});
