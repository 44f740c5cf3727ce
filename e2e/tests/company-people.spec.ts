import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { lastMailText, submitAcmeLogin, submitLogin } from './helpers.ts';

/** The critical and serious axe violations (WCAG 2.1 A and AA) of the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}

/** Picks `option` in the searchable select labelled `label` of the open form. */
async function choose(page: Page, label: string, option: string) {
  await page
    .getByRole('textbox', { name: label, exact: true })
    .or(page.getByRole('combobox', { name: label, exact: true }))
    .first()
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fills the shared person form (the registration's fields) of the open dialog `form`. */
async function fillPerson(page: Page, form: Locator, first: string, last: string, email: string) {
  await form.getByRole('textbox', { name: 'First name', exact: true }).fill(first);
  await form.getByRole('textbox', { name: 'Last name', exact: true }).fill(last);
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Mobile phone', exact: true }).fill('+44 7700 900777');
  await form.getByLabel('Date of birth').fill('1984-02-29');
  await form.getByRole('textbox', { name: 'Street and number', exact: true }).fill('5 King Street');
  await form.getByRole('textbox', { name: 'City', exact: true }).fill('London');
  await form.getByRole('textbox', { name: 'Postal code', exact: true }).fill('EC2V 8AU');
  await choose(page, 'Country', 'United Kingdom');
  await choose(page, 'Tax residence country', 'United Kingdom');
  await form.getByRole('textbox', { name: 'Tax id (TIN)', exact: true }).fill('1234567890');
}

/** Changes the share of the shareholder row named `name` on the shareholders list. */
async function changeShare(page: Page, name: string, share: string) {
  await page.getByRole('button', { name: `Edit share: ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Change the share' });
  await edit.getByLabel(`Share of ${name} (%)`).fill(share);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
}

test("acme lists, adds and removes its directors and sees its shareholders' shares", async ({ page }) => {
  // Proves route company/{path} (spec 000 §2; 002 §5, §7; decision 0110): businessPeopleList on the four
  // lists, businessDirectorAdd with the person form, businessDirectorRemove after a confirmation, the
  // shares of businessShareholderUpdate's rows, and a share breaking the rules answered at the field.
  await page.goto('/login');
  await submitAcmeLogin(page);
  await page.getByRole('navigation').getByRole('link', { name: 'People' }).click();
  await expect(page).toHaveURL(/\/company\/directors$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Directors' })).toBeVisible();
  const rows = page.getByTestId('company-person');
  await expect(rows.filter({ hasText: 'Margaret Hale' })).toBeVisible();
  await expect(rows.filter({ hasText: 'James Okoro' })).toBeVisible();

  // Add a director through the popup.
  const email = `nadia.${Date.now()}@example.com`;
  await page.getByRole('button', { name: 'Add a director' }).click();
  const form = page.getByRole('dialog', { name: 'Add a director' });
  await fillPerson(page, form, 'Nadia', 'Quist', email);
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form).toBeHidden();
  const nadia = rows.filter({ hasText: 'Nadia Quist' });
  await expect(nadia).toContainText(email);
  await expect(nadia).toContainText('Not started');

  // Remove them after confirming.
  await page.getByRole('button', { name: 'Remove: Nadia Quist' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this person?' });
  await expect(confirm).toContainText('Nadia Quist will no longer be a director.');
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(nadia).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Margaret Hale' })).toBeVisible();

  // Shareholders: Margaret 30 % and Hale Holdings Ltd 70 %.
  await page.getByRole('link', { name: 'Shareholders' }).click();
  await expect(page).toHaveURL(/\/company\/shareholders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shareholders' })).toBeVisible();
  await expect(rows.filter({ hasText: 'Margaret Hale' })).toContainText('30.00 %');
  await expect(rows.filter({ hasText: 'Hale Holdings Ltd' })).toContainText('70.00 %');

  // A share that breaks the rules (the total would pass 100 %) is refused at the field, nothing changed.
  await page.getByRole('button', { name: 'Edit share: Margaret Hale' }).click();
  const edit = page.getByRole('dialog', { name: 'Change the share' });
  const share = edit.getByLabel('Share of Margaret Hale (%)');
  await share.fill('150');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(share).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page)).toEqual([]);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(rows.filter({ hasText: 'Margaret Hale' })).toContainText('30.00 %');

  // The owners list, and no serious accessibility problem at the desktop and the phone width.
  await page.getByRole('link', { name: 'Owners' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Beneficial owners' })).toBeVisible();
  await expect(rows.filter({ hasText: 'Daniel Reyes' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await seriousViolations(page)).toEqual([]);
});

test('an unknown company path is not found', async ({ page }) => {
  // Proves route company/{path} accepts only its four lists.
  await page.goto('/login');
  await submitAcmeLogin(page);
  await page.goto('/company/auditors');
  await expect(page.getByText('404')).toBeVisible();
});

test('a read-only representative sees the People link but no people and no changes', async ({ page }) => {
  // Proves the page follows the access (decisions 0101, 0103): rosa, read-only on acme, is told the
  // lists need full access and is offered no add, edit or remove.
  await page.goto('/login');
  await submitLogin(page, 'rosa@example.com');
  await page.getByRole('button', { name: /Acme Trading Ltd/ }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('navigation').getByRole('link', { name: 'People' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Directors' })).toBeVisible();
  await expect(
    page.getByText('Only users with full access to the company can see and change its people.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add a director' })).toHaveCount(0);
  await expect(page.getByTestId('company-person')).toHaveCount(0);
});

test('acme edits a person, opens their details and deletes them; a delete that breaks a rule says why', async ({
  page,
}) => {
  // Proves businessPersonUpdate from the Edit action (the form prefilled), representativeInfo in a
  // drawer (names, contact, address, tax id, verification, roles) and representativeDelete after a
  // confirmation naming the roles; a refused delete (002 §5: Hale Holdings' only director) shows the
  // translated reason and changes nothing (decisions 0110, 0111).
  await page.goto('/login');
  await submitAcmeLogin(page);
  await page.goto('/company/directors');
  const rows = page.getByTestId('company-person');
  const email = `omar.${Date.now()}@example.com`;
  await page.getByRole('button', { name: 'Add a director' }).click();
  const form = page.getByRole('dialog', { name: 'Add a director' });
  await fillPerson(page, form, 'Omar', 'Vance', email);
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form).toBeHidden();
  await expect(rows.filter({ hasText: 'Omar Vance' })).toBeVisible();

  // Edit: the form is prefilled; a bad phone is refused by the server at its field; a good one is saved.
  await page.getByRole('button', { name: 'Edit: Omar Vance' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Omar Vance' });
  await expect(edit.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(email);
  await expect(edit.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('London');
  const phone = edit.getByRole('textbox', { name: 'Mobile phone', exact: true });
  await phone.fill('12');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await phone.fill('+44 7700 900888');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();

  // Details, then delete with a confirmation that names the roles.
  await page.getByRole('button', { name: 'Details: Omar Vance' }).click();
  const drawer = page.getByRole('dialog', { name: 'Person details' });
  const info = drawer.getByTestId('representative-info');
  await expect(info).toContainText('Omar Vance');
  await expect(info).toContainText(email);
  await expect(info).toContainText('+447700900888');
  await expect(info).toContainText('5 King Street');
  await expect(info).toContainText('1234567890');
  await expect(info).toContainText('Not started');
  await expect(info).toContainText('Director');
  expect(await seriousViolations(page)).toEqual([]);
  await drawer.getByRole('button', { name: 'Delete person' }).click();
  await expect(drawer).toContainText('Delete Omar Vance? They will lose every role: Director.');
  await expect(drawer.getByRole('button', { name: 'Delete', exact: true })).toBeFocused();
  await drawer.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(drawer).toBeHidden();
  await expect(rows.filter({ hasText: 'Omar Vance' })).toHaveCount(0);

  // Daniel Reyes is Hale Holdings' only director and holder: deleting him is refused, with the reason.
  await page.getByRole('link', { name: 'Owners' }).click();
  await page.getByRole('button', { name: 'Details: Daniel Reyes' }).click();
  await expect(drawer.getByTestId('representative-info')).toContainText('Beneficial owner');
  await drawer.getByRole('button', { name: 'Delete person' }).click();
  await drawer.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(drawer.getByRole('alert')).toContainText('Add at least one director.');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(rows.filter({ hasText: 'Daniel Reyes' })).toBeVisible();
});

test("acme adds a person shareholder with a source of funds and a company shareholder with its own people, and sees the companies' structures", async ({
  page,
}) => {
  // Proves businessShareholderAdd for a person (from 25 % the source of funds is asked, 002 §5) and for
  // a company with its own directors and holders, their nested display, and businessShareholderUpdate
  // and Remove; acme's shares are back at Margaret 30 % and Hale Holdings 70 % at the end.
  await page.goto('/login');
  await submitAcmeLogin(page);
  await page.goto('/company/shareholders');
  const rows = page.getByTestId('company-person');
  await expect(rows.filter({ hasText: 'Hale Holdings Ltd' })).toContainText('70.00 %');
  const hale = page.getByTestId('company-structure').first();
  await expect(hale).toContainText('Daniel Reyes');
  await expect(hale).toContainText('Daniel Reyes: 100.00 %');
  await changeShare(page, 'Hale Holdings Ltd', '40');

  // A person with 30 %: the source of funds is asked; a server refusal shows at its field.
  await page.getByRole('button', { name: 'Add a shareholder' }).click();
  const form = page.getByRole('dialog', { name: 'Add a shareholder' });
  await fillPerson(page, form, 'Olga', 'Brandt', `olga.${Date.now()}@example.com`);
  await expect(form.getByRole('combobox', { name: 'Source of funds', exact: true })).toHaveCount(0);
  await form.getByRole('textbox', { name: 'Share (%)', exact: true }).fill('30');
  await form.getByRole('combobox', { name: 'Source of funds', exact: true }).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await form.getByRole('textbox', { name: 'Details of the source of funds', exact: true }).fill('Savings from salary');
  const phone = form.getByRole('textbox', { name: 'Mobile phone', exact: true });
  await phone.fill('12');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await phone.fill('+44 7700 900999');
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form).toBeHidden();
  await expect(rows.filter({ hasText: 'Olga Brandt' })).toContainText('30.00 %');

  // Below 25 % her source of funds is cleared (002 §4); raising the share again asks for it in the share popup.
  await changeShare(page, 'Olga Brandt', '10');
  await expect(rows.filter({ hasText: 'Olga Brandt' })).toContainText('10.00 %');
  await page.getByRole('button', { name: 'Edit share: Olga Brandt' }).click();
  const raise = page.getByRole('dialog', { name: 'Change the share' });
  await raise.getByLabel('Share of Olga Brandt (%)').fill('30');
  await raise.getByRole('combobox', { name: 'Source of funds', exact: true }).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await raise.getByRole('textbox', { name: 'Details of the source of funds', exact: true }).fill('Dividends');
  await raise.getByRole('button', { name: 'Save' }).click();
  await expect(raise).toBeHidden();
  await expect(rows.filter({ hasText: 'Olga Brandt' })).toContainText('30.00 %');
  await page.getByRole('button', { name: 'Remove: Olga Brandt' }).click();
  await page.getByRole('dialog', { name: 'Remove this person?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(rows.filter({ hasText: 'Olga Brandt' })).toHaveCount(0);

  // A company with its own director and holder; a holder's bad share is refused at its field.
  await page.getByRole('button', { name: 'Add a company shareholder' }).click();
  const company = page.getByRole('dialog', { name: 'Add a company shareholder' });
  await company.getByRole('textbox', { name: 'Company name', exact: true }).fill('Quist Ventures Ltd');
  await company.getByRole('textbox', { name: 'Registration number', exact: true }).fill('09876543');
  await choose(page, 'Country of registration', 'United Kingdom');
  await company.getByRole('textbox', { name: 'Its share of this company (%)', exact: true }).fill('30');
  await choose(page, 'Its directors', 'James Okoro');
  await page.keyboard.press('Escape');
  await choose(page, 'Shareholder 1', 'Margaret Hale');
  const holderShare = company.getByRole('textbox', { name: 'Share 1 (%)', exact: true });
  await holderShare.fill('150');
  await company.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(holderShare).toHaveAttribute('aria-invalid', 'true');
  await holderShare.fill('100');
  expect(await seriousViolations(page)).toEqual([]);
  await company.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(company).toBeHidden();
  await expect(rows.filter({ hasText: 'Quist Ventures Ltd' })).toContainText('30.00 %');
  const quist = page.getByTestId('company-structure').filter({ hasText: 'Margaret Hale: 100.00 %' });
  await expect(quist).toContainText('James Okoro');
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Back to the seeded shares.
  await page.getByRole('button', { name: 'Remove: Quist Ventures Ltd' }).click();
  await page.getByRole('dialog', { name: 'Remove this person?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(rows.filter({ hasText: 'Quist Ventures Ltd' })).toHaveCount(0);
  await changeShare(page, 'Hale Holdings Ltd', '70');
  await expect(rows.filter({ hasText: 'Hale Holdings Ltd' })).toContainText('70.00 %');
  await expect(rows.filter({ hasText: 'Margaret Hale' })).toContainText('30.00 %');
});

test('acme adds a user with read access, who is e-mailed their activation link; a registered e-mail is refused at the field; then removes them', async ({
  page,
  request,
}) => {
  // Proves businessUserAdd and businessUserRemove on the company/users page (decision 0110): the new user
  // is invited like the registration's users, and an e-mail that already signs in here is refused.
  await page.goto('/login');
  await submitAcmeLogin(page);
  await page.goto('/company/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  const rows = page.getByTestId('company-person');

  await page.getByRole('button', { name: 'Add a user' }).click();
  const form = page.getByRole('dialog', { name: 'Add a user' });
  await fillPerson(page, form, 'Ursula', 'Kent', 'bob@example.com');
  await expect(form.getByRole('combobox', { name: 'Access' })).toHaveValue('Read');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(rows.filter({ hasText: 'Ursula Kent' })).toHaveCount(0);

  const email = `ursula.${Date.now()}@example.com`;
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form).toBeHidden();
  const ursula = rows.filter({ hasText: 'Ursula Kent' });
  await expect(ursula).toContainText(email);
  await expect(ursula).toContainText('Read');
  const invitation = await lastMailText(request, email, 'Acme Trading Ltd gives you access to its Tessera account');
  expect(invitation).toMatch(/\/activate\?action=activationEmployee&user=/);

  await page.getByRole('button', { name: 'Remove: Ursula Kent' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this person?' });
  await expect(confirm).toContainText('Ursula Kent will no longer have access to the company.');
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(ursula).toHaveCount(0);
});
