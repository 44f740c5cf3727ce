import { termsErrorSchema } from '@tessera/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMethod, createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';
import { customerTermsAcceptances, users } from '../../db/schema/index.ts';

/** The demo customer who has not accepted the brand's terms (demo-seed.ts). */
const termsPendingUser = 'fiona@example.com';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

async function customerIdOf(email: string): Promise<number> {
  const [row] = await testApp.database.db
    .select({ customerId: users.customerId })
    .from(users)
    .where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.customerId;
}

describe("customer info's terms error (spec 000 §7: 'TE' returns the terms to accept)", () => {
  it("answers 'TE' with the brand's terms until they are accepted, then the customer", async () => {
    // Proves TE carries the declared terms list and that termsAccept ends it.
    const { accessToken } = await signIn(testApp.app, termsPendingUser);
    const refused = await callMethod(testApp.app, 'customerInfo', {}, accessToken);
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ responseCode: 'TE' });
    expect(refused.body.customer).toBeUndefined();
    const { terms } = termsErrorSchema.parse(refused.body);
    expect(terms.map((term) => [term.id, term.key, term.value, term.version])).toEqual([
      [1, 'privacyPolicy', false, 1],
      [2, 'userAgreement', false, 1],
    ]);
    expect(terms[0]).toMatchObject({ label: 'Privacy policy', url: 'https://tessera.example/legal/privacy' });

    // Accepting one entry leaves the other to accept.
    const partly = await callMethod(testApp.app, 'termsAccept', { ids: [1] }, accessToken);
    expect(partly.body).toMatchObject({ responseCode: '00', accepted: [1] });
    const stillRefused = await callMethod(testApp.app, 'customerInfo', {}, accessToken);
    expect(termsErrorSchema.parse(stillRefused.body).terms.map((term) => term.id)).toEqual([2]);

    const accepted = await callMethod(testApp.app, 'termsAccept', { ids: [1, 2] }, accessToken);
    expect(accepted.body).toMatchObject({ responseCode: '00', accepted: [1, 2] });
    const info = await callMethod(testApp.app, 'customerInfo', {}, accessToken);
    expect(info.body).toMatchObject({ responseCode: '00', customer: { login: termsPendingUser } });
  });

  it("refuses unknown term ids with 'VF' and records nothing", async () => {
    // Proves termsAccept only takes the brand's own entries.
    const { accessToken } = await signIn(testApp.app, 'bob@example.com');
    const before = await testApp.database.db
      .select()
      .from(customerTermsAcceptances)
      .where(eq(customerTermsAcceptances.customerId, await customerIdOf('bob@example.com')));
    const refused = await callMethod(testApp.app, 'termsAccept', { ids: [2, 99] }, accessToken);
    expect(refused.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'ids', code: 'entry_not_found' }],
    });
    const empty = await callMethod(testApp.app, 'termsAccept', { ids: [] }, accessToken);
    expect(empty.body.responseCode).toBe('VF');
    const after = await testApp.database.db
      .select()
      .from(customerTermsAcceptances)
      .where(eq(customerTermsAcceptances.customerId, await customerIdOf('bob@example.com')));
    expect(after).toEqual(before);
  });

  it('asks again when a term has a newer version than the one accepted', async () => {
    // Proves acceptance is per version: an older accepted version does not count.
    const aliceId = await customerIdOf('alice@example.com');
    await testApp.database.db
      .update(customerTermsAcceptances)
      .set({ version: 0 })
      .where(eq(customerTermsAcceptances.customerId, aliceId));
    const { accessToken } = await signIn(testApp.app, 'alice@example.com');
    const refused = await callMethod(testApp.app, 'customerInfo', {}, accessToken);
    expect(termsErrorSchema.parse(refused.body).terms.map((term) => term.id)).toEqual([1, 2]);
    // An administrator looking at her is not held up by her terms.
    const admin = await signIn(testApp.app, 'admin@example.com');
    const onBehalf = await callMethod(testApp.app, 'customerInfo', { fromCustomerId: aliceId }, admin.accessToken);
    expect(onBehalf.body).toMatchObject({ responseCode: '00', customer: { login: 'alice@example.com' } });
    await callMethod(testApp.app, 'termsAccept', { ids: [1, 2] }, accessToken);
    expect((await callMethod(testApp.app, 'customerInfo', {}, accessToken)).body.responseCode).toBe('00');
  });
});
