import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMethod, createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/index.ts';
import { demoPassword } from '../seed/index.ts';

// The company's own e-mails (spec 002 §2 route company-emails; decision 0116): the profile's e-mail
// operations, called by a full-access user acting for the business, work on the business login's e-mails.

let testApp: TestApp;
let acmeId = 0;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  testApp = await createTestApp();
  const [acme] = await testApp.database.db.select().from(users).where(eq(users.email, 'acme@example.com'));
  if (!acme) throw new Error('demo users missing');
  acmeId = acme.customerId;
  for (const who of ['acme', 'acme.approver', 'rosa'])
    tokens[who] = (await signIn(testApp.app, `${who}@example.com`)).accessToken;
});
afterAll(async () => testApp.close());

interface WireEmail {
  emailId: number;
  email: string;
  isPrimary: boolean;
  confirmed: boolean;
}

async function companyEmails(who: string): Promise<WireEmail[]> {
  const { body } = await callMethod(testApp.app, 'profileGet', { fromCustomerId: acmeId }, tokens[who]);
  expect(body.responseCode).toBe('00');
  return body.emails as WireEmail[];
}

describe('company e-mails (decision 0116)', () => {
  it("lets acme's full-access approver add, re-send and delete acme's e-mails; read-only rosa only reads them", async () => {
    // Proves acting for acme changes the business login's e-mails (not the approver's own), and read access changes nothing ('13').
    expect((await companyEmails('rosa')).map((item) => item.email)).toEqual(['acme@example.com']);
    const added = await callMethod(
      testApp.app,
      'emailAdd',
      { fromCustomerId: acmeId, email: 'invoices@acme.example.com' },
      tokens['acme.approver'],
    );
    expect(added.body).toMatchObject({
      responseCode: '00',
      email: { email: 'invoices@acme.example.com', isPrimary: false, confirmed: false },
    });
    const emailId = (added.body.email as WireEmail).emailId;
    expect((await companyEmails('rosa')).map((item) => item.email)).toEqual([
      'acme@example.com',
      'invoices@acme.example.com',
    ]);
    const own = await callMethod(testApp.app, 'profileGet', {}, tokens['acme.approver']);
    expect((own.body.emails as WireEmail[]).map((item) => item.email)).not.toContain('invoices@acme.example.com');

    const byRosa = await callMethod(
      testApp.app,
      'emailAdd',
      { fromCustomerId: acmeId, email: 'rosa-adds@acme.example.com' },
      tokens.rosa,
    );
    expect(byRosa.body.responseCode).toBe('13');
    const rosaDeletes = await callMethod(testApp.app, 'emailDelete', { fromCustomerId: acmeId, emailId }, tokens.rosa);
    expect(rosaDeletes.body.responseCode).toBe('13');
    // Without fromCustomerId the id is not rosa's own e-mail: unknown to her.
    const rosaOwn = await callMethod(testApp.app, 'emailDelete', { emailId }, tokens.rosa);
    expect(rosaOwn.body.responseCode).toBe('NF');

    const resent = await callMethod(
      testApp.app,
      'emailConfirmRequest',
      { fromCustomerId: acmeId, emailId },
      tokens['acme.approver'],
    );
    expect(resent.body.responseCode).toBe('00');
    const unconfirmed = await callMethod(
      testApp.app,
      'emailSetPrimary',
      { fromCustomerId: acmeId, emailId, password: demoPassword },
      tokens['acme.approver'],
    );
    expect(unconfirmed.body.validationErrors).toEqual([
      expect.objectContaining({ field: 'emailId', code: 'invalid_value' }),
    ]);
    const deleted = await callMethod(
      testApp.app,
      'emailDelete',
      { fromCustomerId: acmeId, emailId },
      tokens['acme.approver'],
    );
    expect(deleted.body.responseCode).toBe('00');
    expect((await companyEmails('acme')).map((item) => item.email)).toEqual(['acme@example.com']);
  });
});
