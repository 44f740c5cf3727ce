import { accessRightLevels, type RegistrationPersonFields } from '@tessera/contract';
import type { Executor } from '../../db/client.ts';
import { hashToken, randomToken } from '../../platform/ids.ts';
import { findUserByEmail } from '../identity/index.ts';
import { businessCompanies, businessPersons, businessPersonVerifications, businessRoles } from './business.schema.ts';

/** A demo person's fields: valid under the rules of 002 §5 (GB address, phone and tax id). */
function demoPerson(firstName: string, lastName: string, email: string, birthday: string): RegistrationPersonFields {
  return {
    firstName,
    lastName,
    birthday,
    email,
    phone: '+447700900456',
    address: { address1: '10 Fenchurch Street', city: 'London', postalCode: 'EC3M 3BY', countryCode: 'GB' },
    taxId: { countryCode: 'GB', taxId: '1234567890' },
    sourceOfFunds: [301],
    sourceDetails: 'Salary and dividends from the company',
  };
}

/**
 * acme's people (decision 0110), so the company pages are not empty: two directors
 * (Margaret Hale, verified; James Okoro, not started), a 30 % shareholder (Margaret) and a 70 %
 * company shareholder (Hale Holdings Ltd, with its own director and 100 % holder Daniel Reyes, who is
 * acme's UBO, verification pending), and the existing users acme.preparer (initiate) and
 * acme.approver (full access) as persons. Changes no balance and no user.
 */
export async function seedAcmePeople(tx: Executor, acmeCustomerId: number): Promise<void> {
  const person = async (
    fields: RegistrationPersonFields,
    userId: number | null = null,
    accessRight: number | null = null,
  ) => {
    const [row] = await tx
      .insert(businessPersons)
      .values({
        customerId: acmeCustomerId,
        firstName: fields.firstName,
        lastName: fields.lastName,
        birthday: fields.birthday,
        email: fields.email,
        phone: fields.phone,
        address: fields.address,
        taxId: fields.taxId,
        sourceOfFundsIds: fields.sourceOfFunds ?? [],
        sourceDetails: fields.sourceDetails ?? null,
        userId,
        accessRight,
      })
      .returning({ id: businessPersons.id });
    if (!row) throw new Error('demo person not written');
    return row.id;
  };
  const margaret = await person(demoPerson('Margaret', 'Hale', 'margaret.hale@example.com', '1975-04-12'));
  const james = await person(demoPerson('James', 'Okoro', 'james.okoro@example.com', '1982-09-30'));
  const daniel = await person(demoPerson('Daniel', 'Reyes', 'daniel.reyes@example.com', '1979-01-22'));
  const preparer = await findUserByEmail(tx, 'acme.preparer@example.com');
  const approver = await findUserByEmail(tx, 'acme.approver@example.com');
  if (!preparer || !approver) throw new Error("acme's demo users must exist before its people");
  await person(
    demoPerson('Priya', 'Shah', 'acme.preparer@example.com', '1991-06-05'),
    preparer.id,
    accessRightLevels.initiate,
  );
  await person(
    demoPerson('Tom', 'Becker', 'acme.approver@example.com', '1986-11-18'),
    approver.id,
    accessRightLevels.fullAccess,
  );
  const [holding] = await tx
    .insert(businessCompanies)
    .values({
      customerId: acmeCustomerId,
      name: 'Hale Holdings Ltd',
      registrationNumber: '11223344',
      countryCode: 'GB',
    })
    .returning({ id: businessCompanies.id });
  if (!holding) throw new Error('demo company not written');
  const role = { customerId: acmeCustomerId, holderCompanyId: null, shareBasisPoints: null, companyId: null };
  await tx.insert(businessRoles).values([
    { ...role, role: 'director', personId: margaret },
    { ...role, role: 'director', personId: james },
    { ...role, role: 'shareholder', personId: margaret, shareBasisPoints: 3000 },
    { ...role, role: 'shareholder', personId: null, holderCompanyId: holding.id, shareBasisPoints: 7000 },
    { ...role, role: 'owner', personId: daniel },
    { ...role, companyId: holding.id, role: 'director', personId: daniel },
    { ...role, companyId: holding.id, role: 'shareholder', personId: daniel, shareBasisPoints: 10000 },
  ]);
  // Margaret verified, Daniel's verification under way: their links were used (the secrets are thrown away).
  const used = new Date();
  await tx.insert(businessPersonVerifications).values(
    [
      { personId: margaret, result: 'verified' as const, email: 'margaret.hale@example.com' },
      { personId: daniel, result: null, email: 'daniel.reyes@example.com' },
    ].map((link) => ({
      ...link,
      customerId: acmeCustomerId,
      secretHash: hashToken(randomToken(32)),
      expiresAt: used,
      usedAt: used,
    })),
  );
}
