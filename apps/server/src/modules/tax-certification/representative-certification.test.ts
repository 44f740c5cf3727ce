import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RepresentativeInvitation } from '@tessera/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMethod, createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';
import { customers, documents, outboxMessages, representativeCertificationInvitations } from '../../db/schema/index.ts';
import { hashPassword } from '../credentials/index.ts';
import { createCustomer } from '../identity/index.ts';

let testApp: TestApp;
let dataDir: string;
let acme: string;
let alice: string;
let borealis: string;
let borealisId: number;
const logLines: string[] = [];

const today = () => new Date().toISOString().slice(0, 10);
const signature = (name: string) => ({ signerName: name, signedDate: today(), isPerjuryConfirmed: true });
/** The answers of a business that is an investment entity: its controlling persons must certify. */
const investmentEntity = {
  entityType: 'investment',
  isUSTaxPayer: false,
  taxIds: [{ countryCode: 'GB', taxId: '1234567890' }],
};
/** A person resident in Germany for tax, with a valid German TIN. */
const germanResident = { isUSTaxPayer: false, taxIds: [{ countryCode: 'DE', taxId: '86095742719' }] };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tessera-representative-'));
  testApp = await createTestApp({
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'trace' },
    logStream: { write: (line) => void logLines.push(line) },
  });
  acme = (await signIn(testApp.app, 'acme@example.com')).accessToken;
  alice = (await signIn(testApp.app, 'alice@example.com')).accessToken;
  // A second business, to prove one business never reaches another's invitations.
  const { db } = testApp.database;
  const created = await createCustomer(db, {
    brandId: testApp.config.BRAND,
    customerType: 'business',
    email: 'borealis@example.com',
    passwordHash: await hashPassword('Tessera-demo-1'),
    businessName: 'Borealis Holdings',
    residenceCountryCode: 'GB',
    verified: true,
  });
  borealisId = created.customerId;
  borealis = (await signIn(testApp.app, 'borealis@example.com')).accessToken;
});

afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function invite(token: string, personName: string, email: string, extra: Record<string, unknown> = {}) {
  return callMethod(testApp.app, 'fatcaCrsRepresentativeInvite', { personName, email, ...extra }, token);
}

/** The newest e-mail to `to` in the outbox, and the authSecret of its link. */
async function lastLink(to: string): Promise<{ text: string; secret: string; link: string }> {
  const [message] = await testApp.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.toAddress, to))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  const text = message?.text ?? '';
  const link = /(\S+\/self-certification-representative\?authSecret=\S+)/.exec(text)?.[1] ?? '';
  return { text, link, secret: new URL(link).searchParams.get('authSecret') ?? '' };
}

async function list(token: string, extra: Record<string, unknown> = {}) {
  return callMethod(testApp.app, 'fatcaCrsRepresentativeList', extra, token);
}

describe('inviting controlling persons (decision 0080)', () => {
  it('refuses an invitation until the business signed answers that need controlling persons', async () => {
    // Proves the invite is tied to requiresControllingPersons of the signed answers, and a person cannot invite.
    const early = await invite(acme, 'Maria Keller', 'maria@example.org');
    expect(early.body.responseCode).toBe('VF');
    expect(early.body.validationErrors).toEqual([
      expect.objectContaining({ field: 'personName', code: 'controlling_persons_not_required' }),
    ]);
    const person = await invite(alice, 'Maria Keller', 'maria@example.org');
    expect(person.body.responseCode).toBe('13');
    const signed = await callMethod(
      testApp.app,
      'fatcaCrsUpdate',
      { certification: investmentEntity, signature: { ...signature('Wile E. Coyote'), signerCapacity: 'Director' } },
      acme,
    );
    expect(signed.body).toMatchObject({ responseCode: '00', requiresControllingPersons: true });
    const listed = await list(acme);
    expect(listed.body).toMatchObject({ responseCode: '00', invitations: [], requiresControllingPersons: true });
  });

  it('refuses a bad name or e-mail with field errors and sends nothing', async () => {
    // Proves invite validation: nothing stored, nothing e-mailed.
    const before = (await testApp.database.db.select().from(outboxMessages)).length;
    const reply = await invite(acme, 'M', 'not-an-email');
    expect(reply.body.responseCode).toBe('VF');
    expect(reply.body.validationErrors.map((error) => [error.field, error.code])).toEqual([
      ['personName', 'too_short'],
      ['email', 'invalid_email'],
    ]);
    expect((await testApp.database.db.select().from(outboxMessages)).length).toBe(before);
    expect((await list(acme)).body.invitations).toEqual([]);
  });

  it('e-mails a link from the brand origin, stores only the hash, and never logs the secret', async () => {
    // Proves issuing: 43-character secret in a link on the configured origin, SHA-256 at rest, 7 days.
    const reply = await invite(acme, 'Maria Keller', 'Maria@Example.org');
    expect(reply.body.responseCode).toBe('00');
    const invitation = reply.body.invitation as RepresentativeInvitation;
    expect(invitation).toMatchObject({ personName: 'Maria Keller', email: 'maria@example.org', status: 'invited' });
    expect(Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)).toBe(7 * 24 * 3600 * 1000);
    expect(JSON.stringify(reply.body)).not.toMatch(/authSecret|secret/i);
    const { text, link, secret } = await lastLink('maria@example.org');
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.startsWith(`${new URL(link).origin}/self-certification-representative?`)).toBe(true);
    expect(text).toContain('Acme Trading Ltd');
    expect(text).toContain('Maria Keller');
    // The secret appears in the e-mail only inside its link.
    expect(text.split(secret).length - 1).toBe(1);
    const [row] = await testApp.database.db
      .select()
      .from(representativeCertificationInvitations)
      .where(eq(representativeCertificationInvitations.id, invitation.invitationId));
    expect(row?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(logLines.join('\n')).not.toContain(secret);
  });

  it("keeps each business's invitations to itself", async () => {
    // Proves ownership: another business sees none of acme's invitations and cannot act for acme.
    const [acmeRow] = await testApp.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.businessName, 'Acme Trading Ltd'));
    const own = await list(borealis);
    expect(own.body).toMatchObject({ responseCode: '00', invitations: [], requiresControllingPersons: false });
    const other = await list(borealis, { fromCustomerId: acmeRow?.id });
    expect(other.body.responseCode).toBe('13');
    expect(other.body.invitations).toBeUndefined();
    const inviteForOther = await invite(borealis, 'Eve Mallory', 'eve@example.org', { fromCustomerId: acmeRow?.id });
    expect(inviteForOther.body.responseCode).toBe('13');
    expect((await list(alice)).body.responseCode).toBe('13');
    expect(borealisId).toBeGreaterThan(0);
  });
});

describe('a controlling person certifies with the link (decision 0080)', () => {
  it('loads the business and person names by the secret in the body; a wrong secret is NF', async () => {
    // Proves the public load and that a guess learns nothing.
    const { secret } = await lastLink('maria@example.org');
    const loaded = await callMethod(testApp.app, 'fatcaCrsRepresentativeGet', { authSecret: secret });
    expect(loaded.body).toMatchObject({
      responseCode: '00',
      businessName: 'Acme Trading Ltd',
      personName: 'Maria Keller',
      state: { holder: { kind: 'personal', name: 'Maria Keller' }, status: 'none' },
    });
    const wrong = await callMethod(testApp.app, 'fatcaCrsRepresentativeGet', { authSecret: 'b'.repeat(43) });
    expect(wrong.body.responseCode).toBe('NF');
    const malformed = await callMethod(testApp.app, 'fatcaCrsRepresentativeGet', { authSecret: 'short' });
    expect(malformed.body.responseCode).toBe('VF');
  });

  it('refuses bad answers with the personal rules, storing nothing and keeping the link usable', async () => {
    // Proves validation as fatcaCrsUpdate validates a person's answers, and no side effect on refusal.
    const { secret } = await lastLink('maria@example.org');
    const documentsBefore = (await testApp.database.db.select().from(documents)).length;
    const missingTin = await callMethod(testApp.app, 'fatcaCrsRepresentativeUpdate', {
      authSecret: secret,
      certification: { isUSTaxPayer: false, taxIds: [{ countryCode: 'DE' }] },
      signature: signature('Maria Keller'),
    });
    expect(missingTin.body.responseCode).toBe('VF');
    expect(missingTin.body.validationErrors).toEqual([
      expect.objectContaining({ field: 'certification.taxIds.0.tinMissingReason', code: 'required' }),
    ]);
    const businessField = await callMethod(testApp.app, 'fatcaCrsRepresentativeUpdate', {
      authSecret: secret,
      certification: { ...germanResident, entityType: 'general' },
      signature: signature('Maria Keller'),
    });
    expect(businessField.body.validationErrors).toEqual([
      expect.objectContaining({ field: 'certification.entityType', code: 'unrecognized_keys' }),
    ]);
    const lateDate = await callMethod(testApp.app, 'fatcaCrsRepresentativeUpdate', {
      authSecret: secret,
      certification: germanResident,
      signature: { ...signature('Maria Keller'), signedDate: '2020-01-01' },
    });
    expect(lateDate.body.validationErrors).toEqual([
      expect.objectContaining({ field: 'signature.signedDate', code: 'invalid_date' }),
    ]);
    expect((await testApp.database.db.select().from(documents)).length).toBe(documentsBefore);
    const invitations = (await list(acme)).body.invitations as RepresentativeInvitation[];
    expect(invitations[0]?.status).toBe('invited');
  });

  it('signs once: the forms are filed for the business, the signer IP recorded, and a second submit is NF', async () => {
    // Proves signing, the W-9 of a US person, single use under two concurrent submits, and the status the business sees.
    await invite(acme, 'Sam Ortega', 'sam@example.org');
    const { secret } = await lastLink('sam@example.org');
    const body = {
      authSecret: secret,
      certification: { isUSTaxPayer: true, taxIds: [{ countryCode: 'US', taxId: '512-34-6789' }] },
      signature: signature('Sam Ortega'),
    };
    const [first, second] = await Promise.all([
      callMethod(testApp.app, 'fatcaCrsRepresentativeUpdate', body),
      callMethod(testApp.app, 'fatcaCrsRepresentativeUpdate', body),
    ]);
    const codes = [first.body.responseCode, second.body.responseCode].sort();
    expect(codes).toEqual(['00', 'NF']);
    const won = first.body.responseCode === '00' ? first : second;
    expect(won.body).toMatchObject({ businessName: 'Acme Trading Ltd', personName: 'Sam Ortega', status: 'pending' });
    const [row] = await testApp.database.db
      .select()
      .from(representativeCertificationInvitations)
      .where(eq(representativeCertificationInvitations.email, 'sam@example.org'));
    expect(row).toMatchObject({ usTaxForm: 'W-9', signerName: 'Sam Ortega', signerIp: '127.0.0.1' });
    expect(row?.usedAt).toBeInstanceOf(Date);
    const filed = await testApp.database.db
      .select()
      .from(documents)
      .where(eq(documents.id, row?.usTaxFormDocumentId ?? 0));
    expect(filed[0]?.displayName).toMatch(/^controlling-person-\d+-W-9-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(filed[0]?.customerId).toBe(row?.businessCustomerId);
    const again = await callMethod(testApp.app, 'fatcaCrsRepresentativeGet', { authSecret: secret });
    expect(again.body.responseCode).toBe('NF');
    const invitations = (await list(acme)).body.invitations as RepresentativeInvitation[];
    expect(invitations.find((item) => item.email === 'sam@example.org')).toMatchObject({ status: 'signed' });
    expect(logLines.join('\n')).not.toContain(secret);
  });

  it('revokes the earlier link when the person is invited again, and refuses an expired link alike', async () => {
    // Proves re-invite revokes, and revoked and expired secrets answer the same NF as unknown ones.
    const { secret: first } = await lastLink('maria@example.org');
    const again = await invite(acme, 'Maria Keller', 'maria@example.org');
    expect(again.body.responseCode).toBe('00');
    const { secret: second } = await lastLink('maria@example.org');
    expect(second).not.toBe(first);
    const revoked = await callMethod(testApp.app, 'fatcaCrsRepresentativeGet', { authSecret: first });
    expect(revoked.body).toMatchObject({ responseCode: 'NF' });
    const unknown = await callMethod(testApp.app, 'fatcaCrsRepresentativeGet', { authSecret: 'c'.repeat(43) });
    expect(revoked.body.responseDescription).toBe(unknown.body.responseDescription);
    const statuses = ((await list(acme)).body.invitations as RepresentativeInvitation[])
      .filter((item) => item.email === 'maria@example.org')
      .map((item) => item.status);
    expect(statuses).toEqual(['invited', 'revoked']);
    // Eight days later the new link has expired.
    await testApp.database.db
      .update(representativeCertificationInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(
        eq(
          representativeCertificationInvitations.id,
          again.body.invitation ? (again.body.invitation as RepresentativeInvitation).invitationId : 0,
        ),
      );
    const expired = await callMethod(testApp.app, 'fatcaCrsRepresentativeUpdate', {
      authSecret: second,
      certification: germanResident,
      signature: signature('Maria Keller'),
    });
    expect(expired.body).toMatchObject({ responseCode: 'NF', responseDescription: unknown.body.responseDescription });
    const listed = ((await list(acme)).body.invitations as RepresentativeInvitation[]).filter(
      (item) => item.email === 'maria@example.org',
    );
    expect(listed[0]?.status).toBe('expired');
  });

  it('grants nothing else: the secret is no session', async () => {
    // Proves the secret is single-purpose: as a bearer token it is refused.
    await invite(acme, 'Nina Park', 'nina@example.org');
    const { secret } = await lastLink('nina@example.org');
    const asToken = await callMethod(testApp.app, 'fatcaCrsGet', {}, secret);
    expect(asToken.status).toBe(401);
    const withBody = await callMethod(testApp.app, 'fatcaCrsGet', { authSecret: secret });
    expect(withBody.status).toBe(401);
  });
});
