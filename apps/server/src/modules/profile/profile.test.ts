import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  documentStatuses,
  maxPhoneCodeAttempts,
  type ProfileAddress,
  type ProfileEmail,
  type ProfilePhone,
} from '@tessera/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMethod, createTestApp, signIn, type Reply, type TestApp } from '../../../test/test-app.ts';
import { multipartBody, pdfWithPages, zipArchive } from '../../../test/upload-fixtures.ts';
import { customers, documents, outboxMessages, profileEmails, smsOutbox, users } from '../../db/schema/index.ts';
import { addressDocumentFlagsOf } from './index.ts';

let testApp: TestApp;
let dataDir: string;
let alice: string;
let bob: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tessera-profile-'));
  testApp = await createTestApp({ env: { DATA_DIR: dataDir } });
  alice = (await signIn(testApp.app, 'alice@example.com')).accessToken;
  bob = (await signIn(testApp.app, 'bob@example.com')).accessToken;
});

afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

const call = (method: string, body: Record<string, unknown>, token?: string) =>
  callMethod(testApp.app, method, body, token).then((reply) => reply.body);

/** The token of the newest confirmation link e-mailed to `to` (sandbox outbox). */
async function lastLinkToken(to: string): Promise<string> {
  const [message] = await testApp.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.toAddress, to))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  const link = /https?:\/\/\S+/.exec(message?.text ?? '')?.[0] ?? '';
  // The link is the configured origin's login page with the token, never the request's host.
  expect(link).toMatch(/^https?:\/\/[^/]+\/login\?emailConfirmation=[\w-]+$/);
  return new URL(link).searchParams.get('emailConfirmation') ?? '';
}

/** The code of the newest SMS to `to` (sandbox SMS outbox). */
async function lastSmsCode(to: string): Promise<string> {
  const [message] = await testApp.database.db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.toNumber, to))
    .orderBy(desc(smsOutbox.createdAt))
    .limit(1);
  return /\b(\d{6})\b/.exec(message?.text ?? '')?.[1] ?? '';
}

function fieldOf(reply: Reply): { field: string; code: string } | undefined {
  return reply.validationErrors[0];
}

async function multipart(
  token: string,
  url: string,
  data: Record<string, unknown>,
  file?: { name: string; bytes: Uint8Array },
) {
  const { payload, contentType } = multipartBody([
    { name: 'data', value: JSON.stringify(data) },
    ...(file ? [{ name: 'document', filename: file.name, contentType: 'application/pdf', bytes: file.bytes }] : []),
  ]);
  const response = await testApp.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload,
  });
  return response.json<Reply & { address?: ProfileAddress }>();
}

async function proofPdf(): Promise<Uint8Array> {
  return (await pdfWithPages(1)).save();
}

describe('e-mails', () => {
  it('lists the sign-in e-mail as the confirmed primary', async () => {
    const reply = await call('profileGet', {}, alice);
    expect(reply.responseCode).toBe('00');
    expect(reply.username).toBe('alice@example.com');
    expect(reply.emails).toEqual([
      expect.objectContaining({ email: 'alice@example.com', isPrimary: true, confirmed: true }),
    ]);
  });

  it('adds an e-mail, confirms it once by the e-mailed link without a session, and refuses the link again', async () => {
    const added = await call('emailAdd', { email: 'Alice.Second@Example.com' }, alice);
    expect(added.responseCode).toBe('00');
    expect(added.email).toMatchObject({ email: 'alice.second@example.com', isPrimary: false, confirmed: false });
    const token = await lastLinkToken('alice.second@example.com');
    expect(token.length).toBeGreaterThanOrEqual(40);
    // The token is stored only as a hash.
    const [row] = await testApp.database.db
      .select()
      .from(profileEmails)
      .where(eq(profileEmails.email, 'alice.second@example.com'));
    expect(row?.tokenHash).not.toContain(token);
    expect((await call('emailConfirm', { token })).responseCode).toBe('00');
    const reused = await call('emailConfirm', { token });
    expect(reused.responseCode).toBe('VF');
    expect(fieldOf(reused)).toMatchObject({ field: 'token', code: 'invalid_link' });
    const emails = (await call('profileGet', {}, alice)).emails as ProfileEmail[];
    expect(emails.find((email) => email.email === 'alice.second@example.com')?.confirmed).toBe(true);
  });

  it('refuses an expired link and sends a new one on request', async () => {
    const added = (await call('emailAdd', { email: 'alice.third@example.com' }, alice)).email as ProfileEmail;
    const token = await lastLinkToken('alice.third@example.com');
    await testApp.database.db
      .update(profileEmails)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(profileEmails.id, added.emailId));
    expect(fieldOf(await call('emailConfirm', { token }))).toMatchObject({ code: 'invalid_link' });
    expect((await call('emailConfirmRequest', { emailId: added.emailId }, alice)).responseCode).toBe('00');
    const fresh = await lastLinkToken('alice.third@example.com');
    expect(fresh).not.toBe(token);
    expect((await call('emailConfirm', { token: fresh })).responseCode).toBe('00');
    // Once confirmed there is nothing to resend.
    expect(fieldOf(await call('emailConfirmRequest', { emailId: added.emailId }, alice))).toMatchObject({
      code: 'invalid_value',
    });
  });

  it("refuses another user's sign-in e-mail, and treats another user's e-mail ids as unknown", async () => {
    expect(fieldOf(await call('emailAdd', { email: 'bob@example.com' }, alice))).toMatchObject({
      field: 'email',
      code: 'email_taken',
    });
    const alices = (await call('profileGet', {}, alice)).emails as ProfileEmail[];
    const second = alices.find((email) => !email.isPrimary);
    if (!second) throw new Error('alice has a second e-mail');
    expect((await call('emailDelete', { emailId: second.emailId }, bob)).responseCode).toBe('NF');
    expect((await call('emailConfirmRequest', { emailId: second.emailId }, bob)).responseCode).toBe('NF');
    expect(
      (await call('emailSetPrimary', { emailId: second.emailId, password: 'Tessera-demo-1' }, bob)).responseCode,
    ).toBe('NF');
    expect((await call('emailAdd', { email: 'not-an-email' }, alice)).responseCode).toBe('VF');
  });

  it('refuses deleting the primary and deletes another', async () => {
    const emails = (await call('profileGet', {}, alice)).emails as ProfileEmail[];
    const primary = emails.find((email) => email.isPrimary);
    const third = emails.find((email) => email.email === 'alice.third@example.com');
    if (!primary || !third) throw new Error('alice has a primary and a third e-mail');
    expect(fieldOf(await call('emailDelete', { emailId: primary.emailId }, alice))).toMatchObject({
      code: 'invalid_value',
    });
    expect((await call('emailDelete', { emailId: third.emailId }, alice)).responseCode).toBe('00');
    expect(((await call('profileGet', {}, alice)).emails as ProfileEmail[]).map((email) => email.email)).not.toContain(
      'alice.third@example.com',
    );
  });
});

describe('primary e-mail and username', () => {
  it('makes a confirmed e-mail the sign-in e-mail with the password only, tells the old address, and the old login stops working', async () => {
    const fiona = (await signIn(testApp.app, 'fiona@example.com')).accessToken;
    const added = (await call('emailAdd', { email: 'fiona.new@example.com' }, fiona)).email as ProfileEmail;
    expect(
      fieldOf(await call('emailSetPrimary', { emailId: added.emailId, password: 'Tessera-demo-1' }, fiona)),
    ).toMatchObject({
      code: 'invalid_value',
    });
    await call('emailConfirm', { token: await lastLinkToken('fiona.new@example.com') });
    expect(fieldOf(await call('emailSetPrimary', { emailId: added.emailId, password: 'wrong' }, fiona))).toMatchObject({
      field: 'password',
      code: 'wrong_password',
    });
    const changed = await call('emailSetPrimary', { emailId: added.emailId, password: 'Tessera-demo-1' }, fiona);
    expect(changed).toMatchObject({ responseCode: '00', username: 'fiona.new@example.com' });
    const [notice] = await testApp.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.toAddress, 'fiona@example.com'))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    expect(notice?.text).toContain('f•••@example.com');
    // The session stays (decision 0075); the new address signs in, the old one does not.
    expect((await call('profileGet', {}, fiona)).username).toBe('fiona.new@example.com');
    await expect(signIn(testApp.app, 'fiona@example.com')).rejects.toThrow();
    await signIn(testApp.app, 'fiona.new@example.com');
  });

  it('changes the username to a new address only once its link is followed', async () => {
    const fionaAgain = (await signIn(testApp.app, 'fiona.new@example.com')).accessToken;
    expect(
      fieldOf(await call('usernameChange', { username: 'fiona.other@example.com', password: 'nope' }, fionaAgain)),
    ).toMatchObject({
      code: 'wrong_password',
    });
    expect(
      fieldOf(await call('usernameChange', { username: 'alice@example.com', password: 'Tessera-demo-1' }, fionaAgain)),
    ).toMatchObject({
      field: 'username',
      code: 'email_taken',
    });
    const asked = await call(
      'usernameChange',
      { username: 'fiona.other@example.com', password: 'Tessera-demo-1' },
      fionaAgain,
    );
    expect(asked).toMatchObject({ responseCode: '00', username: 'fiona.new@example.com', isConfirmationSent: true });
    expect((await call('profileGet', {}, fionaAgain)).username).toBe('fiona.new@example.com');
    await call('emailConfirm', { token: await lastLinkToken('fiona.other@example.com') });
    expect((await call('profileGet', {}, fionaAgain)).username).toBe('fiona.other@example.com');
    const [user] = await testApp.database.db.select().from(users).where(eq(users.email, 'fiona.other@example.com'));
    expect(user).toBeDefined();
  });
});

describe('phones', () => {
  const number = '+447700900123';

  it('adds a phone, refuses a wrong code, confirms with the texted one, and never twice', async () => {
    const added = await call('phoneAdd', { phoneNumber: '+44 7700 900123' }, alice);
    expect(added.responseCode).toBe('00');
    const phone = added.phone as ProfilePhone;
    expect(phone).toMatchObject({ phoneNumber: number, confirmed: false });
    const code = await lastSmsCode(number);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(fieldOf(await call('phoneConfirm', { phoneId: phone.phoneId, code: wrong }, alice))).toMatchObject({
      field: 'code',
      code: 'invalid_code',
    });
    // Bob cannot confirm (or even find) Alice's phone, with the right code either.
    expect((await call('phoneConfirm', { phoneId: phone.phoneId, code }, bob)).responseCode).toBe('NF');
    const confirmed = await call('phoneConfirm', { phoneId: phone.phoneId, code }, alice);
    expect(confirmed.phone).toMatchObject({ confirmed: true });
    expect(fieldOf(await call('phoneConfirm', { phoneId: phone.phoneId, code }, alice))).toMatchObject({
      code: 'invalid_code',
    });
    expect(fieldOf(await call('phoneAdd', { phoneNumber: number }, alice))).toMatchObject({ code: 'invalid_value' });
    expect(fieldOf(await call('phoneAdd', { phoneNumber: '12345' }, alice))).toMatchObject({ code: 'invalid_phone' });
  });

  it('replaces a number (unconfirmed again), stops the right code after the allowed wrong tries, and verifies by the spec path', async () => {
    const phone = ((await call('profileGet', {}, alice)).phones as ProfilePhone[])[0];
    if (!phone) throw new Error('alice has a phone');
    const replaced = await call('phoneReplace', { phoneId: phone.phoneId, phoneNumber: '+447700900456' }, alice);
    expect(replaced.phone).toMatchObject({ phoneNumber: '+447700900456', confirmed: false });
    expect(
      (await call('phoneReplace', { phoneId: phone.phoneId, phoneNumber: '+447700900789' }, bob)).responseCode,
    ).toBe('NF');
    const code = await lastSmsCode('+447700900456');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < maxPhoneCodeAttempts; attempt += 1)
      await call('phoneConfirm', { phoneId: phone.phoneId, code: wrong }, alice);
    expect(fieldOf(await call('phoneConfirm', { phoneId: phone.phoneId, code }, alice))).toMatchObject({
      code: 'invalid_code',
    });
    // The same number again sends a new code, which works through POST /api/verification/phones/{phoneId}/verify.
    await call('phoneReplace', { phoneId: phone.phoneId, phoneNumber: '+447700900456' }, alice);
    const fresh = await lastSmsCode('+447700900456');
    const verify = (token: string) =>
      testApp.app.inject({
        method: 'POST',
        url: `/api/verification/phones/${phone.phoneId}/verify`,
        headers: { authorization: `Bearer ${token}` },
        payload: { code: fresh },
      });
    expect((await verify(bob)).json<Reply>().responseCode).toBe('NF');
    const verified = (await verify(alice)).json<Reply>();
    expect(verified).toMatchObject({ responseCode: '00', phone: { confirmed: true } });
  });

  it('expires a code after its ten minutes', async () => {
    const phone = (await call('phoneAdd', { phoneNumber: '+15555550100' }, bob)).phone as ProfilePhone;
    const code = await lastSmsCode('+15555550100');
    const { profilePhones } = await import('./profile.schema.ts');
    await testApp.database.db
      .update(profilePhones)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(profilePhones.id, phone.phoneId));
    expect(fieldOf(await call('phoneConfirm', { phoneId: phone.phoneId, code }, bob))).toMatchObject({
      code: 'invalid_code',
    });
  });
});

describe('states', () => {
  it('lists ISO 3166-2 states of a country without a session, and says where one is required', async () => {
    const us = await call('states', { countryCode: 'us' });
    expect(us.isStateRequired).toBe(true);
    expect(us.states).toContainEqual({ stateCode: 'CA', stateName: 'California' });
    const india = await call('states', { countryCode: 'IN' });
    expect(india.states).toContainEqual({ stateCode: 'MH', stateName: 'Maharashtra' });
    expect((await call('states', { countryCode: 'DE' })).isStateRequired).toBe(false);
    expect(fieldOf(await call('states', { countryCode: 'XX' }))).toMatchObject({ code: 'invalid_country' });
  });
});

describe('addresses', () => {
  const home = {
    addressType: 1,
    address1: '1 Main Street',
    city: 'Springfield',
    postalCode: '62701',
    countryCode: 'US',
    stateCode: 'IL',
  };

  it('creates an address needing its proof, requires and checks the state', async () => {
    expect(fieldOf(await call('addressCreate', { ...home, stateCode: undefined }, alice))).toMatchObject({
      field: 'stateCode',
      code: 'required',
    });
    expect(fieldOf(await call('addressCreate', { ...home, stateCode: 'ZZ' }, alice))).toMatchObject({
      field: 'stateCode',
      code: 'invalid_value',
    });
    expect(fieldOf(await call('addressCreate', { ...home, addressType: 9 }, alice))).toMatchObject({
      field: 'addressType',
      code: 'invalid_value',
    });
    const created = await call('addressCreate', home, alice);
    expect(created.responseCode).toBe('00');
    expect(created.address).toMatchObject({
      stateName: 'Illinois',
      addressStatus: 'documentRequired',
      isDocumentRequired: true,
      isDocumentOutOfDate: false,
      isCardDocumentRequired: false,
      confirmed: true,
      uploadedDocuments: [],
    });
    // A country without states takes none.
    const berlin = await call(
      'addressCreate',
      { ...home, countryCode: 'DE', stateCode: undefined, city: 'Berlin' },
      alice,
    );
    expect(berlin.responseCode).toBe('00');
  });

  it("treats another customer's address as unknown", async () => {
    const [address] = (await call('profileGet', {}, alice)).addresses as ProfileAddress[];
    if (!address) throw new Error('alice has an address');
    expect((await call('addressConfirm', { addressId: address.addressId }, bob)).responseCode).toBe('NF');
    expect((await call('addressDelete', { addressId: address.addressId }, bob)).responseCode).toBe('NF');
    const replaced = await multipart(
      bob,
      '/api/?method=addressReplace',
      { ...home, addressId: address.addressId, documentType: 10 },
      {
        name: 'bill.pdf',
        bytes: await proofPdf(),
      },
    );
    expect(replaced.responseCode).toBe('NF');
  });

  it('replaces an address with a proof of address, the proof stored as a category 2 document naming the new address', async () => {
    const [old] = (await call('profileGet', {}, alice)).addresses as ProfileAddress[];
    if (!old) throw new Error('alice has an address');
    const reply = await multipart(
      alice,
      '/api/?method=addressReplace',
      { ...home, address1: '2 Oak Avenue', addressId: old.addressId, documentType: 10 },
      { name: 'utility bill.pdf', bytes: await proofPdf() },
    );
    expect(reply.responseCode).toBe('00');
    expect(reply.address).toMatchObject({
      address1: '2 Oak Avenue',
      addressStatus: 'awaitingReview',
      isDocumentRequired: false,
    });
    const newId = reply.address?.addressId ?? 0;
    const [proof] = await testApp.database.db.select().from(documents).where(eq(documents.addressId, newId));
    expect(proof).toMatchObject({ categoryId: 2, statusId: documentStatuses.submitted });
    const listed = (await call('profileGet', {}, alice)).addresses as ProfileAddress[];
    expect(listed.map((address) => address.addressId)).not.toContain(old.addressId);
    expect(listed.find((address) => address.addressId === newId)?.uploadedDocuments).toHaveLength(1);
    // A confirmed proof verifies it; one past a year makes it out of date.
    await testApp.database.db
      .update(documents)
      .set({ statusId: documentStatuses.confirmed })
      .where(eq(documents.addressId, newId));
    const alicesCustomer = (await call('customerInfo', {}, alice)).customer as { customerId: number };
    expect(await addressDocumentFlagsOf(testApp.database.db, alicesCustomer.customerId)).toContainEqual({
      isDocumentRequired: false,
      isDocumentOutOfDate: false,
      isCardDocumentRequired: false,
    });
    await testApp.database.db
      .update(documents)
      .set({ createdAt: new Date(Date.now() - 400 * 24 * 3600_000) })
      .where(eq(documents.addressId, newId));
    const aged = ((await call('profileGet', {}, alice)).addresses as ProfileAddress[]).find(
      (a) => a.addressId === newId,
    );
    expect(aged).toMatchObject({ addressStatus: 'documentOutOfDate', isDocumentOutOfDate: true });
  });

  it('changes nothing when the proof is refused or is not a proof of address', async () => {
    const before = (await call('profileGet', {}, alice)).addresses as ProfileAddress[];
    const [target] = before;
    if (!target) throw new Error('alice has an address');
    const documentCount = (await testApp.database.db.select().from(documents)).length;
    const zipped = await multipart(
      alice,
      '/api/?method=addressReplace',
      { ...home, addressId: target.addressId, documentType: 10 },
      { name: 'bill.pdf', bytes: zipArchive('a.txt', 'hello') },
    );
    expect(zipped.responseCode).toBe('VF');
    expect(fieldOf(zipped)?.field).toBe('document');
    const passport = await multipart(
      alice,
      '/api/?method=addressReplace',
      { ...home, addressId: target.addressId, documentType: 1 },
      { name: 'bill.pdf', bytes: await proofPdf() },
    );
    expect(fieldOf(passport)).toMatchObject({ field: 'documentType', code: 'invalid_value' });
    const missing = await multipart(alice, '/api/?method=addressReplace', {
      ...home,
      addressId: target.addressId,
      documentType: 10,
    });
    expect(fieldOf(missing)?.field).toBe('document');
    expect((await call('profileGet', {}, alice)).addresses).toEqual(before);
    expect((await testApp.database.db.select().from(documents)).length).toBe(documentCount);
  });

  it('confirms and deletes an address, keeping a verified customer’s last one', async () => {
    const created = (await call('addressCreate', { ...home, addressType: 5 }, bob)).address as ProfileAddress;
    expect((await call('addressConfirm', { addressId: created.addressId }, bob)).address).toMatchObject({
      confirmed: true,
    });
    const bobsCustomer = (await call('customerInfo', {}, bob)).customer as { customerId: number };
    await testApp.database.db
      .update(customers)
      .set({ verified: true })
      .where(eq(customers.id, bobsCustomer.customerId));
    expect(fieldOf(await call('addressDelete', { addressId: created.addressId }, bob))).toMatchObject({
      code: 'invalid_value',
    });
    await testApp.database.db
      .update(customers)
      .set({ verified: false })
      .where(eq(customers.id, bobsCustomer.customerId));
    expect((await call('addressDelete', { addressId: created.addressId }, bob)).responseCode).toBe('00');
    expect((await call('addressConfirm', { addressId: created.addressId }, bob)).responseCode).toBe('NF');
  });
});

describe('personal info update', () => {
  it('stores the details and clears isNeedPersonalInfoUpdate; refuses a minor, an unknown country and changes once verified', async () => {
    const gabriela = (await signIn(testApp.app, 'gabriela@example.com')).accessToken;
    const info = (await call('customerInfo', {}, gabriela)).customer as { customerId: number };
    await testApp.database.db
      .update(customers)
      .set({ birthDay: null, verified: false })
      .where(eq(customers.id, info.customerId));
    const before = (await call('customerInfo', {}, gabriela)).customer as { isNeedPersonalInfoUpdate: boolean };
    expect(before.isNeedPersonalInfoUpdate).toBe(true);
    const details = {
      firstName: '  Gabriela   Maria ',
      lastName: 'Silva',
      birthDay: '1990-04-02',
      residenceCountryCode: 'br',
    };
    expect(fieldOf(await call('personalInfoUpdate', { ...details, birthDay: '2020-01-01' }, gabriela))).toMatchObject({
      field: 'birthDay',
      code: 'invalid_date',
    });
    expect(
      fieldOf(await call('personalInfoUpdate', { ...details, residenceCountryCode: 'XX' }, gabriela)),
    ).toMatchObject({
      code: 'invalid_country',
    });
    expect(fieldOf(await call('personalInfoUpdate', { ...details, firstName: '' }, gabriela))).toMatchObject({
      code: 'required',
    });
    expect((await call('personalInfoUpdate', details, gabriela)).responseCode).toBe('00');
    const [row] = await testApp.database.db.select().from(customers).where(eq(customers.id, info.customerId));
    expect(row).toMatchObject({ firstName: 'Gabriela Maria', birthDay: '1990-04-02', residenceCountryCode: 'BR' });
    const after = (await call('customerInfo', {}, gabriela)).customer as { isNeedPersonalInfoUpdate: boolean };
    expect(after.isNeedPersonalInfoUpdate).toBe(false);
    await testApp.database.db.update(customers).set({ verified: true }).where(eq(customers.id, info.customerId));
    expect(fieldOf(await call('personalInfoUpdate', { ...details, lastName: 'Souza' }, gabriela))).toMatchObject({
      field: 'lastName',
      code: 'invalid_value',
    });
    expect((await call('personalInfoUpdate', details, gabriela)).responseCode).toBe('00');
  });

  it('refuses a business customer', async () => {
    const acme = (await signIn(testApp.app, 'acme@example.com')).accessToken;
    const reply = await call(
      'personalInfoUpdate',
      { firstName: 'A', lastName: 'B', birthDay: '1980-01-01', residenceCountryCode: 'GB' },
      acme,
    );
    expect(reply.responseCode).toBe('13');
  });
});
