import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { codeChallengeS256, generateCodeVerifier } from '@tessera/contract';
import { demoPassword, signIn, submitLogin } from './helpers.ts';

/** An 8×8 PNG photo (any readable image passes the capture inspection). */
const photo = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4UaGBFTEMLQkAUtVaAV8W4QQAAAAASUVORK5CYII=',
  'base64',
);

/** Starts (or resumes) alice's identity verification through the API, as the KYC page's button does; returns the hosted page's path. */
async function startVerification(request: APIRequestContext): Promise<string> {
  const codeVerifier = generateCodeVerifier();
  const login = await request.post('/api/auth/login', {
    data: {
      client: 'spa',
      username: 'alice@example.com',
      password: demoPassword,
      codeChallenge: await codeChallengeS256(codeVerifier),
    },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const reply = await request.post('/api/identity-verification', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: {},
  });
  const { path } = (await reply.json()) as { path: string };
  return path;
}

async function upload(page: Page, side: 'documentFront' | 'documentBack' | 'selfie') {
  await page.locator(`input[name="file-${side}"]`).setInputFiles({
    name: `${side}.png`,
    mimeType: 'image/png',
    buffer: photo,
  });
  await expect(page.getByTestId(`capture-${side}`).getByText('Done')).toBeVisible();
}

test('a customer captures a document and a selfie on the hosted page and sees the result after the webhook', async ({
  page,
  request,
}) => {
  await signIn(page, 'alice@example.com');
  const path = await startVerification(request);
  expect(path).toMatch(/^\/identity-verification\/nfd_[a-f0-9]{32}\/[A-Za-z0-9_-]{43}$/);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Verify your identity' })).toBeVisible();

  const send = page.getByRole('button', { name: 'Send for verification' });
  await expect(send).toBeDisabled();
  await upload(page, 'documentFront');
  await upload(page, 'selfie');
  // The sandbox provider's labelled choice: approved is the default.
  await expect(page.getByRole('combobox', { name: 'Sandbox: result to return' })).toHaveValue('Approved');
  await send.click();

  await expect(page.getByText('Checking your documents')).toBeVisible();
  // The sandbox reports the result by a signed webhook a few seconds later; the page polls for it.
  await expect(page.getByText('Identity verified')).toBeVisible({ timeout: 30_000 });
});

test('a declined verification shows its reason', async ({ page, request }) => {
  await signIn(page, 'alice@example.com');
  await page.goto(await startVerification(request));
  await page.getByText('Identity card', { exact: true }).click();
  await expect(page.getByTestId('capture-documentBack')).toBeVisible();
  await upload(page, 'documentFront');
  await upload(page, 'documentBack');
  await upload(page, 'selfie');
  await page.getByRole('combobox', { name: 'Sandbox: result to return' }).click();
  await page.getByRole('option', { name: 'Declined: selfie does not match' }).click();
  await page.getByRole('button', { name: 'Send for verification' }).click();
  await expect(page.getByText('We could not verify your identity')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('The selfie does not match the photo in the document.')).toBeVisible();
});

test('a wrong link is refused with a clear message', async ({ page }) => {
  await page.goto(`/identity-verification/nfd_${'0'.repeat(32)}/${'A'.repeat(43)}`);
  await expect(page.getByText('This verification link is not valid or has expired.')).toBeVisible();
});

test('inside the mobile app the hosted page hands the verification to the app', async ({ page, request }) => {
  // A simulated React Native host (as in webview.spec.ts) records what the page posts.
  await page.addInitScript(() => {
    const posted: unknown[] = [];
    Object.assign(window, {
      __posted: posted,
      ReactNativeWebView: { postMessage: (data: string) => posted.push(JSON.parse(data)) },
    });
  });
  const path = await startVerification(request);
  const [, , workflowRunId, token] = path.split('/');
  await page.goto(path);
  await expect(page.getByText('Continue in the app')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send for verification' })).toHaveCount(0);
  const posted = () => page.evaluate(() => (window as unknown as { __posted: { type: string }[] }).__posted);
  await expect
    .poll(async () => (await posted()).find((message) => message.type === 'identityVerification'))
    .toEqual({ type: 'identityVerification', provider: 'nfd', workflowRunId, token });
});

test('inside the mobile app the KYC page hands the camera check to the app by a one-time PKCE code', async ({
  page,
  request,
}) => {
  // Proves decision 0093: the page never sees the run's token; the app, which alone holds the
  // verifier, trades the page's code for it once.
  const verifier = generateCodeVerifier();
  const challenge = await codeChallengeS256(verifier);
  await page.addInitScript((codeChallenge: string) => {
    const posted: { type: string }[] = [];
    Object.assign(window, {
      __posted: posted,
      ReactNativeWebView: {
        postMessage: (data: string) => {
          const message = JSON.parse(data) as { type: string };
          posted.push(message);
          if (message.type === 'identityVerificationHandoff')
            setTimeout(() => {
              window.postMessage(JSON.stringify({ type: 'identityVerificationChallenge', codeChallenge }), '*');
            }, 10);
        },
      },
    });
  }, challenge);
  await page.goto('/login');
  await submitLogin(page, 'kate@example.com');
  await expect(page).toHaveURL(/\/kyc$/);
  await page.getByRole('button', { name: 'Verify my identity' }).click();
  await expect(page.getByTestId('identity-handoff')).toContainText('Continue in the app');
  await expect(page).toHaveURL(/\/kyc$/);
  const posted = () => page.evaluate(() => (window as unknown as { __posted: Record<string, string>[] }).__posted);
  await expect
    .poll(async () => (await posted()).some((message) => message.type === 'identityVerificationCode'))
    .toBe(true);
  const handed = (await posted()).find((message) => message.type === 'identityVerificationCode') ?? {};
  expect(handed).toMatchObject({ provider: expect.any(String), workflowRunId: expect.any(String) });
  expect(handed).not.toHaveProperty('token');

  // The app trades the code with its verifier for the run's token, once.
  const trade = () => request.post('/api/verification/token', { data: { code: handed.code, codeVerifier: verifier } });
  const traded = (await (await trade()).json()) as Record<string, string>;
  expect(traded).toMatchObject({ responseCode: '00', workflowRunId: handed.workflowRunId, status: 'created' });
  expect(traded.token).toBeTruthy();
  expect(((await (await trade()).json()) as { responseCode: string }).responseCode).toBe('VF');
});
