import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n, loadLanguage } from '../../../shared/i18n/i18n.ts';
import { session } from '../../../shared/session/session.ts';
import type { SignInOutcome } from '../api/sign-in.ts';
import { LoginForm } from './login-form.tsx';

await initI18n('en');
await loadLanguage('es');

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The token service's answers to POST /api/auth/login, recorded. */
function fakeTokenService(reply: () => Response) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return reply();
    }),
  );
  return bodies;
}

function renderForm() {
  const onOutcome = vi.fn<(outcome: SignInOutcome) => void>();
  render(
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={new QueryClient()}>
        <MantineProvider env="test">
          <LoginForm onOutcome={onOutcome} />
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return onOutcome;
}

function fillAndSubmit(
  email: string,
  password: string,
  labels = { email: 'E-mail', password: 'Password', submit: 'Sign in' },
) {
  fireEvent.change(screen.getByRole('textbox', { name: labels.email }), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(new RegExp(`^${labels.password}`)), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: labels.submit }));
}

beforeEach(async () => {
  await i18next.changeLanguage('en');
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('login form (spec 000 §2, §4, §5)', () => {
  it('marks both fields required and shows the e-mail example as an example', () => {
    // Proves decision 0038: required fields say so to assistive technology, and the placeholder cannot pass for a typed address.
    fakeTokenService(() => json(500, {}));
    renderForm();
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveProperty('required', true);
    expect(screen.getByLabelText(/^Password/)).toHaveProperty('required', true);
    expect(email.getAttribute('placeholder')).toBe('e.g. name@example.com');
  });

  it('refuses an invalid e-mail before sending anything', async () => {
    // Proves the client-side rule "the username must be a valid e-mail", shown on the field.
    const bodies = fakeTokenService(() => json(500, {}));
    renderForm();
    fillAndSubmit('alice-at-example', 'secret');
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'E-mail' }).getAttribute('aria-invalid')).toBe('true');
    expect(bodies).toEqual([]);
  });

  it('says "Incorrect e-mail or password" on a 401', async () => {
    // Proves the token service's AU refusal becomes the translated wrong-credentials message.
    fakeTokenService(() =>
      json(401, { responseCode: 'AU', responseDescription: 'Incorrect e-mail or password.', validationErrors: [] }),
    );
    const onOutcome = renderForm();
    fillAndSubmit('alice@example.com', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toContain('Incorrect e-mail or password.');
    expect(onOutcome).not.toHaveBeenCalled();
    expect(session.isAuthenticated()).toBe(false);
  });

  it("says the account is disabled, in the user's language, on ENOA (decision 0016)", async () => {
    // Proves a disabled account's one answer (whatever the password) shows the translated "contact support" text.
    await i18next.changeLanguage('es');
    fakeTokenService(() =>
      json(403, {
        responseCode: 'ENOA',
        responseDescription: 'This sign-in is disabled. Please contact support.',
        validationErrors: [],
      }),
    );
    const onOutcome = renderForm();
    fillAndSubmit('alice@example.com', 'anything', {
      email: 'Correo electrónico',
      password: 'Contraseña',
      submit: 'Iniciar sesión',
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Este acceso está desactivado. Contacta con soporte.',
    );
    expect(onOutcome).not.toHaveBeenCalled();
  });

  it('shows VF field errors on their fields, translated by code', async () => {
    // Proves a 'VF' reply lands on the matching field in the user's language (Spanish here), not in the server's English.
    await i18next.changeLanguage('es');
    fakeTokenService(() =>
      json(400, {
        responseCode: 'VF',
        responseDescription: 'password: This value is too long.',
        validationErrors: [{ field: 'password', code: 'too_long', description: 'This value is too long.' }],
      }),
    );
    renderForm();
    fillAndSubmit('alice@example.com', 'x'.repeat(20), {
      email: 'Correo electrónico',
      password: 'Contraseña',
      submit: 'Iniciar sesión',
    });
    const message = await screen.findByText('Este valor es demasiado largo.');
    const password = screen.getByLabelText(/^Contraseña/);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toContain(message.id);
  });

  it('signs in with a fresh PKCE challenge and stores the tokens of the simple flow', async () => {
    // Proves the login body (client spa, S256 challenge of 43 characters) and that the session starts.
    const bodies = fakeTokenService(() =>
      json(200, {
        responseCode: '00',
        responseDescription: 'Success',
        validationErrors: [],
        authFlow: 'simple',
        accessToken: 'access',
        refreshToken: 'refresh',
        expiresIn: 300,
      }),
    );
    const onOutcome = renderForm();
    fillAndSubmit(' alice@example.com ', 'Tessera-demo-1');
    await waitFor(() => expect(onOutcome).toHaveBeenCalledWith({ status: 'signedIn' }));
    expect(bodies).toEqual([
      {
        client: 'spa',
        username: 'alice@example.com',
        password: 'Tessera-demo-1',
        codeChallenge: expect.stringMatching(/^[\w-]{43}$/),
      },
    ]);
    expect(session.get()?.accessToken).toBe('access');
  });

  it('hands a flow that needs a further step to the page instead of signing in', async () => {
    // Proves otp (and sms, push, verifyDevice) reach the page as a next step with the PKCE verifier kept.
    fakeTokenService(() =>
      json(200, {
        responseCode: '00',
        responseDescription: 'Success',
        validationErrors: [],
        authFlow: 'otp',
        code: 'c-1',
      }),
    );
    const onOutcome = renderForm();
    fillAndSubmit('alice@example.com', 'Tessera-demo-1');
    await waitFor(() =>
      expect(onOutcome).toHaveBeenCalledWith(
        expect.objectContaining({
          status: 'nextStep',
          flow: 'otp',
          codeVerifier: expect.stringMatching(/^[\w.~-]{128}$/),
        }),
      ),
    );
    expect(session.isAuthenticated()).toBe(false);
  });

  it('solves the proof-of-work challenge of a throttled sign-in, saying so, and signs in', async () => {
    // Proves decision 0015 in the browser: a 429 'RL' with a botChallenge is answered by solving it
    // (the progress is shown) and sending the sign-in again with a proof that verifies.
    const { createChallenge, verifySolution } = await import('altcha-lib');
    const { deriveKey } = await import('altcha-lib/algorithms/web/sha');
    const secret = 'test-secret';
    const botChallenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 300,
      deriveKey,
      hmacSignatureSecret: secret,
      data: { purpose: 'login', email: 'alice@example.com', difficulty: 300 },
    });
    let calls = 0;
    const bodies = fakeTokenService(() => {
      calls += 1;
      return calls === 1
        ? json(429, {
            responseCode: 'RL',
            responseDescription: 'Too many attempts.',
            validationErrors: [],
            botChallenge,
          })
        : json(200, {
            responseCode: '00',
            responseDescription: 'Success',
            validationErrors: [],
            authFlow: 'simple',
            accessToken: 'access',
            refreshToken: 'refresh',
            expiresIn: 300,
          });
    });
    const onOutcome = renderForm();
    fillAndSubmit('alice@example.com', 'Tessera-demo-1');
    expect((await screen.findByTestId('sign-in-check')).textContent).toContain('security check');
    await waitFor(() => expect(onOutcome).toHaveBeenCalledWith({ status: 'signedIn' }));
    expect(bodies).toHaveLength(2);
    const resent = bodies[1] as { botProof?: string; password?: string };
    expect(resent.password).toBe('Tessera-demo-1');
    const proof = JSON.parse(atob(resent.botProof ?? '')) as Parameters<typeof verifySolution>[0];
    expect((await verifySolution({ ...proof, deriveKey, hmacSignatureSecret: secret })).verified).toBe(true);
    expect(screen.queryByTestId('sign-in-check')).toBeNull();
  });
});
