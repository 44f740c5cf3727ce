import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';
import { outboxMessages, users } from '../../db/schema/index.ts';
import { createBrandRegistry, createPublicOrigins } from './brands.ts';

/** The newest e-mail to `to`, or a failure. */
async function lastMail(testApp: TestApp, to: string): Promise<string> {
  const rows = await testApp.database.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, to));
  const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  if (!newest) throw new Error(`no mail to ${to}`);
  return newest.text;
}

/** Resends bob's activation e-mail with the given request headers and returns the link in it. */
async function resendActivationLink(testApp: TestApp, headers: Record<string, string>): Promise<string> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/?method=activationResend',
    headers,
    payload: { method: 'activationResend', email: 'bob@example.com' },
  });
  expect(response.json()).toMatchObject({ responseCode: '00' });
  const link = /https?:\/\/\S+/.exec(await lastMail(testApp, 'bob@example.com'))?.[0];
  if (!link) throw new Error('no link in the e-mail');
  return link;
}

describe('links come from configured origins, never from the Host header (decision 0014)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { BRAND_PUBLIC_URLS: 'northwind=https://bank.northwind.example' } });
    // bob has registered but not activated yet, so activationResend e-mails him a link.
    await testApp.database.db.update(users).set({ activatedAt: null }).where(eq(users.email, 'bob@example.com'));
  });
  afterAll(async () => testApp.close());

  it("a forged Host or X-Forwarded-Host never reaches the victim's activation e-mail", async () => {
    // Proves the attack fails: the e-mailed code goes to the configured origin, not the attacker's site.
    const forged = await resendActivationLink(testApp, {
      host: 'attacker.example',
      'x-forwarded-host': 'attacker.example',
      'x-forwarded-proto': 'https',
    });
    expect(forged.startsWith('http://localhost:8080/activate?')).toBe(true);
    expect(forged).not.toContain('attacker');
  });

  it("a brand's host picks that brand's configured origin", async () => {
    // Proves the Host only chooses among configured brands: northwind's configured origin, and in
    // development a brand without one gets its own *.localhost origin.
    expect(await resendActivationLink(testApp, { host: 'northwind.localhost:8080' })).toMatch(
      /^https:\/\/bank\.northwind\.example\/activate\?/,
    );
    expect(await resendActivationLink(testApp, { host: 'harbor.localhost:9999' })).toMatch(
      /^http:\/\/harbor\.localhost:8080\/activate\?/,
    );
  });

  it('security.txt names the brand contact and its configured origin, whatever the Host', async () => {
    // Proves the vulnerability-report file (RFC 9116) follows the same rule: brand by host, origin from config.
    const northwind = await testApp.app.inject({
      method: 'GET',
      url: '/.well-known/security.txt',
      headers: { host: 'northwind.localhost:8080' },
    });
    expect(northwind.body).toContain('Canonical: https://bank.northwind.example/.well-known/security.txt');
    expect(northwind.body).toMatch(/^Contact: mailto:security@\S+$/m);
    expect(northwind.body).toMatch(/^Expires: \d{4}-\d\d-\d\dT/m);
    const forged = await testApp.app.inject({
      method: 'GET',
      url: '/.well-known/security.txt',
      headers: { host: 'attacker.example' },
    });
    expect(forged.body).toContain('Canonical: http://localhost:8080/.well-known/security.txt');
    expect(forged.body).not.toContain('attacker');
  });

  it('the device link (QR code) is built from the configured origin too', async () => {
    // Proves the second link builder, POST /api/auth/scp/request, ignores a forged Host.
    const { accessToken } = await signIn(testApp.app, 'alice@example.com');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/scp/request',
      headers: { host: 'attacker.example', authorization: `Bearer ${accessToken}` },
      payload: {},
    });
    const body = response.json<{ responseCode: string; link: string }>();
    expect(body.responseCode).toBe('00');
    expect(body.link.startsWith('http://localhost:8080/authenticator?link=')).toBe(true);
  });
});

describe('public origin configuration', () => {
  const registry = createBrandRegistry('tessera');
  const byId = (id: string) => {
    const brand = registry.byId(id);
    if (!brand) throw new Error(id);
    return brand;
  };

  it('uses PUBLIC_URL for the default brand and the brand host in production', () => {
    // Proves the order: BRAND_PUBLIC_URLS, then PUBLIC_URL for the default brand, then the brand's host.
    const origins = createPublicOrigins(
      {
        BRAND: 'tessera',
        PUBLIC_URL: 'https://app.tessera.example/',
        BRAND_PUBLIC_URLS: 'cobalt=https://cobalt.example:8443',
        PORT: 8080,
        NODE_ENV: 'production',
      },
      registry,
    );
    expect(origins(byId('tessera'))).toBe('https://app.tessera.example');
    expect(origins(byId('cobalt'))).toBe('https://cobalt.example:8443');
    expect(origins(byId('northwind'))).toBe(`https://${byId('northwind').hosts[0]}`);
  });

  it('refuses an unknown brand in BRAND_PUBLIC_URLS at start-up', () => {
    // Proves a typo fails loudly instead of silently falling back.
    expect(() =>
      createPublicOrigins(
        { BRAND: 'tessera', BRAND_PUBLIC_URLS: 'nope=https://x.example', PORT: 8080, NODE_ENV: 'development' },
        registry,
      ),
    ).toThrow(/unknown brand: nope/);
  });
});
