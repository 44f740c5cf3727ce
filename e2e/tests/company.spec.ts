import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { adminCall, submitAcmeLogin, submitLogin } from './helpers.ts';

/** The critical and serious axe violations (WCAG 2.1 A and AA) of the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}

/** The path of the newest resolution-signing link e-mailed to `to` (sandbox e-mail outbox). */
async function signingPath(request: APIRequestContext, to: string): Promise<string> {
  const { messages } = (await adminCall(request, 'outboxList')) as { messages: { to: string; text: string }[] };
  const text = messages.find((item) => item.to === to && item.text.includes('/resolution-sign/'))?.text ?? '';
  const path = /\/resolution-sign\/[A-Za-z0-9_-]{43}/.exec(text)?.[0];
  if (!path) throw new Error(`no resolution link to ${to}`);
  return path;
}

test('a business reads its company page, edits its financial information, signs its declarations and has a resolution signed', async ({
  page,
  browser,
  request,
}) => {
  // Proves route company (spec 002 §2) and financialUpdate, declarationsSign, resolutionSend,
  // resolutionGet, resolutionSignerGet and resolutionSign (spec 002 §7; decisions 0106–0108).
  await page.goto('/login');
  await submitAcmeLogin(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Company overview' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Company' })).toBeVisible();
  await expect(page.getByText('Acme Trading Ltd').first()).toBeVisible();
  await expect(page.getByText('09876543')).toBeVisible();

  // Financial information from its edit popup, under the registration's rules.
  await page.getByRole('button', { name: 'Edit financial information' }).click();
  const financial = page.getByRole('dialog', { name: 'Edit financial information' });
  await financial
    .getByRole('textbox', { name: 'Details of the sources of funds' })
    .fill('Sales of consumer electronics');
  await financial.getByRole('button', { name: 'Save' }).click();
  await expect(financial).toHaveCount(0);
  await expect(page.getByTestId('company-financial')).toContainText('Sales of consumer electronics');

  // The declarations, signed by name, then shown with who and when.
  await page.getByRole('button', { name: /^Sign (the declarations|again)$/ }).click();
  const declarations = page.getByRole('dialog', { name: 'Sign the declarations' });
  for (const name of [
    'The information given about the company is true and complete.',
    "The company's funds come from lawful activities.",
    'Neither the company nor its directors, owners or shareholders are subject to sanctions.',
    'The company will tell us of any change to this information within 30 days.',
  ])
    await declarations.getByRole('checkbox', { name }).check();
  await declarations.getByRole('textbox', { name: 'Your full name' }).fill('Margaret Hale');
  await declarations.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(page.getByTestId('signed-declarations')).toContainText('Signed by Margaret Hale (acme@example.com)');

  // A resolution naming Margaret Hale goes to both directors.
  await page.getByRole('button', { name: 'Send a resolution' }).click();
  const send = page.getByRole('dialog', { name: 'Send a resolution' });
  await send.getByRole('checkbox', { name: /^Margaret Hale/ }).check();
  await send.getByRole('button', { name: 'Send for signature' }).click();
  await expect(send).toHaveCount(0);
  const latest = page.getByTestId('resolution').first();
  await expect(latest).toContainText('Waiting for signatures');

  // No critical or serious accessibility problem at the desktop and the phone width.
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await seriousViolations(page)).toEqual([]);

  // Each director signs by their own link, without signing in; a used link offers nothing.
  const director = await browser.newPage();
  for (const email of ['margaret.hale@example.com', 'james.okoro@example.com']) {
    const path = await signingPath(request, email);
    await director.goto(path);
    await expect(director.getByText('Margaret Hale', { exact: true })).toBeVisible();
    await director.getByRole('button', { name: 'Sign the resolution' }).click();
    await expect(director.getByText('Thank you. Your signature is recorded.')).toBeVisible();
    await director.goto(path);
    await expect(director.getByText(/This link cannot be used/)).toBeVisible();
  }
  await director.close();
  await page.reload();
  await expect(page.getByTestId('resolution').first()).toContainText('Signed');
});

test('a director declines a resolution with a reason; the sender is e-mailed and the company page shows it', async ({
  page,
  browser,
  request,
}) => {
  // Proves the decline of decision 0120 in the browser: the signing page asks the reason (required at
  // its field, by keyboard), the sender gets an e-mail with it, and /company shows it beside the director.
  await page.goto('/login');
  await submitLogin(page, 'acme.approver@example.com');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/company');
  await page.getByRole('button', { name: 'Send a resolution' }).click();
  const send = page.getByRole('dialog', { name: 'Send a resolution' });
  await send.getByRole('checkbox', { name: /^James Okoro/ }).check();
  await send.getByRole('button', { name: 'Send for signature' }).click();
  await expect(send).toHaveCount(0);

  const directorContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const director = await directorContext.newPage();
  await director.goto(await signingPath(request, 'margaret.hale@example.com'));
  await director.getByRole('button', { name: 'Decline' }).focus();
  await director.keyboard.press('Enter');
  const reason = director.getByRole('textbox', { name: 'Why do you decline?' });
  await expect(reason).toBeVisible();
  await director.getByRole('button', { name: 'Decline the resolution' }).click();
  await expect(director.getByText('This field is required.')).toBeVisible();
  await reason.fill('James has not been approved by the board yet.');
  expect(await seriousViolations(director)).toEqual([]);
  await director.screenshot({ path: 'test-results/resolution-decline-375.png', fullPage: true });
  await director.getByRole('button', { name: 'Decline the resolution' }).press('Enter');
  await expect(director.getByText('You declined the resolution. The company will be told.')).toBeVisible();
  await directorContext.close();

  const { messages } = (await adminCall(request, 'outboxList')) as {
    messages: { to: string; subject: string; text: string }[];
  };
  const told = messages.find((item) => item.to === 'acme.approver@example.com' && item.subject.includes('declined'));
  expect(told?.text).toContain('James has not been approved by the board yet.');
  await page.reload();
  const latest = page.getByTestId('resolution').first();
  await expect(latest).toContainText('Declined');
  await expect(latest.getByTestId('decline-reason')).toHaveText(
    'Reason: James has not been approved by the board yet.',
  );
  await page.screenshot({ path: 'test-results/resolution-declined-1280.png', fullPage: true });
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.getByTestId('resolution').first().getByTestId('decline-reason')).toHaveText(
    'Motivo: James has not been approved by the board yet.',
  );
  await page.screenshot({ path: 'test-results/resolution-declined-es.png', fullPage: true });
  await page.getByRole('button', { name: /Español/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
});

test("the back office updates a business's due diligence with a reason from the company page", async ({
  page,
  request,
}) => {
  // Proves dueDiligenceUpdate by an administrator (spec 002 §6 "Admins can … update … due diligence";
  // decision 0106): the company page opened with the business's id, the change saved with a reason.
  const found = (await adminCall(request, 'customerFind', { login: 'acme@example.com' })) as {
    customer: { customerId: number };
  };
  await page.goto('/login');
  await submitLogin(page, 'admin@example.com');
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await page.goto(`/company?customerId=${found.customer.customerId}`);
  await page.getByRole('button', { name: 'Edit due diligence' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit due diligence' });
  await dialog.getByRole('textbox', { name: 'Reason for the change' }).fill('Annual review call');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Due-diligence answers saved.')).toBeVisible();
});
