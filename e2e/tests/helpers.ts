import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { codeChallengeS256, generateCodeVerifier } from '@tessera/contract';

export const demoPassword = 'Tessera-demo-1';

/**
 * Fills the login form on the current page and submits it. Looks inside the sign-in form only: after
 * a sign-out the address is /login while the screen signed out of may still show for a moment (the
 * login page's code loading), and its own "E-mail" field must not be the one filled.
 */
export async function submitLogin(page: Page, email: string, password = demoPassword): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign-in form' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** acme's password once security-settings.spec.ts (which runs before later files) has changed it. */
export const acmeChangedPassword = 'saffron-Glacier-pocket-38';

/**
 * Submits acme's sign-in on the login page: with the demo password, or, when that is refused because
 * security-settings.spec.ts changed it earlier in the run, with {@link acmeChangedPassword}.
 */
export async function submitAcmeLogin(page: Page): Promise<void> {
  await submitLogin(page, 'acme@example.com');
  const refused = page.getByText('Incorrect e-mail or password.');
  const outcome = await Promise.race([
    page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 15_000 }).then(() => 'signedIn' as const),
    refused.waitFor({ timeout: 15_000 }).then(() => 'refused' as const),
  ]);
  if (outcome === 'refused') await submitLogin(page, 'acme@example.com', acmeChangedPassword);
}

/** Signs in through the login form and waits for the home page with its balances (journeys about signing in). */
export async function signInThroughForm(page: Page, email: string, password = demoPassword): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('balance').first()).toBeVisible();
}

/** Tokens of the token service (spec 000 §4) for a password sign-in that needs no second step. */
interface SignInTokens {
  accessToken: string;
  refreshToken: string;
  /** Seconds the access token lives. */
  expiresIn: number;
  /** The "known browser" token the web keeps in localStorage, when the server gave one. */
  deviceSecret?: string;
  /** The origin of the server that issued them (the test's base URL). */
  origin: string;
}

/**
 * Signs `email` in through the token service as the web client does (POST /api/auth/login as the
 * SPA client with a PKCE challenge; a `direct` reply's code exchanged at /api/auth/token).
 * @throws Error when the sign-in needs a further step (otp, sms, push, device approval) or fails.
 */
async function tokensOf(request: APIRequestContext, email: string, password: string): Promise<SignInTokens> {
  const codeVerifier = generateCodeVerifier();
  const login = await request.post('/api/auth/login', {
    data: { client: 'spa', username: email, password, codeChallenge: await codeChallengeS256(codeVerifier) },
  });
  const reply = (await login.json()) as Partial<SignInTokens> & { authFlow?: string; code?: string };
  let tokens: Partial<SignInTokens> = reply;
  if (reply.authFlow === 'direct' && reply.code) {
    const exchange = await request.post('/api/auth/token', { data: { code: reply.code, codeVerifier } });
    tokens = (await exchange.json()) as Partial<SignInTokens>;
  }
  if (!tokens.accessToken || !tokens.refreshToken || !tokens.expiresIn)
    throw new Error(`${email} cannot sign in through the API in one step (flow ${String(reply.authFlow)})`);
  return {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    expiresIn: tokens.expiresIn,
    ...(tokens.deviceSecret ? { deviceSecret: tokens.deviceSecret } : {}),
    origin: new URL(login.url()).origin,
  };
}

/**
 * Signs in without the login form, for journeys that are not about signing in (decision 0133): the
 * tokens come from the token service and are written to the tab's session storage (key
 * `tessera.session`, as apps/web/src/shared/session keeps them) before the app starts, once per
 * tab and only on the test's own origin, so a later sign-out stays signed out. Then opens home and
 * waits for its balances, as {@link signInThroughForm} does.
 */
export async function signIn(page: Page, email: string, password = demoPassword): Promise<void> {
  const tokens = await tokensOf(page.request, email, password);
  // One key per sign-in: a later sign-in in the same tab (another user) writes its own tokens once too.
  const seededKey = `tessera.e2e.signedIn.${randomUUID()}`;
  await page.addInitScript(
    ({ tokens, seededKey }) => {
      // Only the test's own server (other brands' hosts are other origins) and only once per tab.
      if (location.origin !== tokens.origin || sessionStorage.getItem(seededKey) !== null) return;
      sessionStorage.setItem(seededKey, 'yes');
      sessionStorage.setItem(
        'tessera.session',
        JSON.stringify({
          accessToken: tokens.accessToken,
          refreshToken: tokens.refreshToken,
          expiresAt: Date.now() + tokens.expiresIn * 1000,
        }),
      );
      if (tokens.deviceSecret) localStorage.setItem('tessera.browser', tokens.deviceSecret);
    },
    { tokens, seededKey },
  );
  await page.goto('/home');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('balance').first()).toBeVisible();
}

/** The balance shown on the account card whose title is `title` (a currency name or a card alias). */
export function balanceOf(page: Page, title: string) {
  return page.getByRole('article', { name: title }).getByTestId('balance');
}

/**
 * Calls a main-API method as demo user `email` (signed in with the demo password) through
 * Playwright's request context, and returns the reply.
 */
export async function userCall(
  request: APIRequestContext,
  email: string,
  method: string,
  body: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const codeVerifier = generateCodeVerifier();
  const login = await request.post('/api/auth/login', {
    data: {
      client: 'spa',
      username: email,
      password: demoPassword,
      codeChallenge: await codeChallengeS256(codeVerifier),
    },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const reply = await request.post(`/api/?method=${method}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { method, ...body },
  });
  return (await reply.json()) as Record<string, unknown>;
}

/** Calls a main-API method as the demo administrator (a developer reading the sandbox outboxes). */
export async function adminCall(
  request: APIRequestContext,
  method: string,
  body: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  return userCall(request, 'admin@example.com', method, body);
}

/**
 * The USD payment account of demo user `email` (signed in with the demo password), read through the
 * API as that user: ledger balance and available balance as decimal strings in major units.
 */
export async function usdAccountOf(
  request: APIRequestContext,
  email: string,
): Promise<{ balance: string; availableBalance: string }> {
  const { accounts } = (await userCall(request, email, 'accountList')) as {
    accounts: { currencyCode: string; balance: string; availableBalance: string }[];
  };
  const usd = accounts.find((account) => account.currencyCode === 'USD');
  return { balance: usd?.balance ?? '', availableBalance: usd?.availableBalance ?? '' };
}

/** A decimal USD amount string ("24994.50") as the English web client writes it ("$24,994.50"). */
export function usdText(amount: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount as unknown as number);
}

/** The six-digit code in the newest SMS to `toNumber` (sandbox SMS outbox). */
export async function lastSmsCode(
  request: APIRequestContext,
  toNumber: string,
): Promise<{ code: string; text: string }> {
  const { messages } = (await adminCall(request, 'smsOutboxList')) as { messages: { to: string; text: string }[] };
  const text = messages.find((item) => item.to === toNumber)?.text ?? '';
  return { code: /\b(\d{6})\b/.exec(text)?.[1] ?? '', text };
}

/** The text of the newest e-mail to `to` with `subject` (sandbox e-mail outbox); empty when there is none. */
export async function lastMailText(request: APIRequestContext, to: string, subject: string): Promise<string> {
  const { messages } = (await adminCall(request, 'outboxList')) as {
    messages: { to: string; subject: string; text: string }[];
  };
  return messages.find((item) => item.to === to && item.subject === subject)?.text ?? '';
}

/** The six-digit code in the newest e-mail to `to` with `subject` (sandbox e-mail outbox). */
export async function lastMailCode(request: APIRequestContext, to: string, subject: string): Promise<string> {
  return /\b(\d{6})\b/.exec(await lastMailText(request, to, subject))?.[1] ?? '';
}

/** Types six digits into the code boxes labelled "Digit 1 of 6" … */
export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).first().focus();
  await page.keyboard.type(code);
}

/** Sets the approval mode on the security settings page, confirming with the password. */
export async function setApprovalMode(page: Page, mode: string) {
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Security settings' }).click();
  await page.getByRole('radiogroup', { name: 'Approve transfers with' }).getByRole('radio', { name: mode }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Password' }).fill(demoPassword);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('approval-mode')).toHaveText(mode);
}

/** Fills the send-money form for bob and confirms it. */
export async function sendBob(page: Page, amount: string) {
  await page.getByRole('link', { name: 'Send money' }).first().click();
  await page.getByLabel("Recipient's e-mail").fill('bob@example.com');
  await expect(page.getByTestId('payee-status')).toHaveText('Sending to bob@example.com');
  await page.getByLabel('Amount').fill(amount);
  await expect(page.getByTestId('quote')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
}
