import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures.ts';
import { signIn, submitAcmeLogin, usdAccountOf } from './helpers.ts';

// The approval policy screen and the maker's withdrawal (decisions 0114, 0115).

/** Critical and serious axe violations (WCAG 2.1 A and AA) of the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}

test('acme edits the approval policy at the field, a bad amount refused, then saves it', async ({ page }) => {
  // Proves the policy screen: a threshold with too many decimals is an error at its field and nothing
  // is saved; a good one is saved after the confirmation and reads back the same, at 1280 and 375 px.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await submitAcmeLogin(page);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/transfer/approved/policy');
  await expect(page.getByTestId('policy-empty')).toBeVisible();
  await page.getByRole('button', { name: 'Add a rule' }).click();
  const rule = page.getByTestId('policy-rule');
  await rule.getByLabel('Rule name').fill('Large payments');
  await rule.getByLabel('From amount').fill('1000.005');
  await page.getByRole('button', { name: 'Save the policy' }).click();
  await expect(rule.getByText('Enter a valid amount.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await rule.getByLabel('From amount').fill('1,000.50');
  await rule.getByLabel('Approvers needed (1–10)').fill('1');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save the policy' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The approval policy is saved.')).toBeVisible();
  await page.screenshot({ path: 'test-results/approval-policy-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(page.getByTestId('policy-rule').getByLabel('Rule name')).toHaveValue('Large payments');
  await expect(page.getByTestId('policy-rule').getByLabel('From amount')).toHaveValue('1,000.50');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/approval-policy-375.png', fullPage: true });

  // The company's own e-mails (decision 0116): acme's full-access login sees its address with the controls.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/company-emails');
  await expect(page.getByText('acme@example.com', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add', exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/company-emails-1280.png', fullPage: true });
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'Українська' }).click();
  await page.goto('/transfer/approved/policy');
  await expect(page.getByRole('heading', { name: 'Політика схвалення' })).toBeVisible();
  await expect(page.getByTestId('policy-rule').getByLabel('Назва правила')).toHaveValue('Large payments');
  await page.screenshot({ path: 'test-results/approval-policy-ua.png', fullPage: true });

  // Back to English and to no rule, so later journeys find acme's policy as seeded.
  await page.getByRole('button', { name: /Українська/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await page.getByRole('button', { name: 'Remove the rule Large payments' }).click();
  await page.getByRole('button', { name: 'Save the policy' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The approval policy is saved.')).toBeVisible();
  await expect(page.getByTestId('policy-empty')).toBeVisible();
});

test("acme's preparer withdraws a waiting request and the held funds come back", async ({ page, request }) => {
  // Proves the maker's withdrawal: the request leaves the waiting list after the confirmation and acme's available balance is what it was.
  test.setTimeout(120_000);
  const before = (await usdAccountOf(request, 'acme.preparer@example.com')).availableBalance;
  await signIn(page, 'acme.preparer@example.com');
  await page.getByRole('link', { name: 'Send money' }).first().click();
  await page.getByLabel("Recipient's e-mail").fill('bob@example.com');
  await expect(page.getByTestId('payee-status')).toHaveText('Sending to bob@example.com');
  await page.getByLabel('Amount').fill('321.00');
  await expect(page.getByTestId('quote')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('transfer-success')).toContainText('Approval transaction created');
  expect((await usdAccountOf(request, 'acme.preparer@example.com')).availableBalance).not.toBe(before);

  await page
    .getByRole('dialog', { name: 'Approval transaction created' })
    .getByRole('button', { name: 'Close' })
    .click();
  await page.getByRole('link', { name: 'Approvals' }).first().click();
  await expect(page).toHaveURL(/\/transfer\/approved/);
  const mine = page.getByTestId('transaction-request').filter({ hasText: '$321.00' });
  await mine.getByRole('button', { name: 'Withdraw' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('its held funds come back');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(mine).toHaveCount(0);
  expect((await usdAccountOf(request, 'acme.preparer@example.com')).availableBalance).toBe(before);
});
