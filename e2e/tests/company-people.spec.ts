import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { submitAcmeLogin, submitLogin } from './helpers.ts';

/** The critical and serious axe violations (WCAG 2.1 A and AA) of the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}

/** Picks `option` in the searchable country select labelled `label` of the open form. */
async function chooseCountry(page: Page, label: string, option: string) {
  await page
    .getByRole('textbox', { name: label })
    .or(page.getByRole('combobox', { name: label }))
    .first()
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
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
  await form.getByLabel('First name').fill('Nadia');
  await form.getByLabel('Last name').fill('Quist');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Phone').fill('+44 7700 900777');
  await form.getByLabel('Date of birth').fill('1984-02-29');
  await form.getByLabel('Street address').fill('5 King Street');
  await form.getByLabel('City').fill('London');
  await form.getByLabel('Postal code').fill('EC2V 8AU');
  await chooseCountry(page, 'Country of residence', 'United Kingdom');
  await chooseCountry(page, 'Tax country', 'United Kingdom');
  await form.getByLabel('Tax ID').fill('1234567890');
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
