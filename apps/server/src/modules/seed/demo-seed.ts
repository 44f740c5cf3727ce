import { accessRightLevels, accountTypes, parseMinor, restrictionReasons } from '@tessera/contract';
import type { Database, Executor } from '../../db/client.ts';
import { withTransaction } from '../../platform/transactions.ts';
import { hashPassword } from '../credentials/index.ts';
import { findBrand } from '../brands/index.ts';
import { seedDemoCompany } from '../company/index.ts';
import { createWallet, type CryptoSettings } from '../crypto/index.ts';
import {
  addBusinessUser,
  countCustomers,
  createCustomer,
  findUserByEmail,
  setAccessRight,
  setUserLogin2faMode,
  updateUser,
} from '../identity/index.ts';
import { addRestriction, recordTermsAcceptance } from '../customers/index.ts';
import {
  ensureSystemAccount,
  openCustomerAccount,
  postTransferInTransaction,
  systemAccountCodes,
} from '../ledger/index.ts';
import { requestTaxCertification } from '../tax-certification/index.ts';
import { seedAcmePeople } from '../business/index.ts';

/** Demo password of every demo user (demo data only; in the README, never printed: decision 0136). */
export const demoPassword = 'Tessera-demo-1';

/** The demo users, for the start-up banner, the production start's check and tests. */
export const demoUsers = [
  'alice@example.com',
  'bob@example.com',
  'carol@example.com',
  'dave@example.com',
  'acme@example.com',
  'acme.preparer@example.com',
  'acme.approver@example.com',
  'admin@example.com',
  'fiona@example.com',
  'gabriela@example.com',
  'henry@example.com',
  'kate@example.com',
  'leo@example.com',
  'mia@example.com',
  'nova@example.com',
  'rosa@example.com',
  'uma@example.com',
] as const;

/**
 * The demo users present in `db` (their e-mails), so that a production start refuses a database that
 * holds the published demo sign-ins, the administrator among them (decision 0136). Empty when none.
 */
export async function findDemoUserEmails(db: Executor): Promise<string[]> {
  const found: string[] = [];
  for (const email of demoUsers) if (await findUserByEmail(db, email)) found.push(email);
  return found;
}

/**
 * Carol's authenticator-app secret (RFC 6238, base32), published in the README so anyone can add
 * it to an authenticator app and try the otp sign-in. Demo data only.
 */
export const demoTotpSecret = 'TESSERADEMOCAROLOTPSECRETKEYAAAA';

/**
 * The one demo customer who has not accepted the brand's current terms: her customer info answers
 * 'TE' until she accepts them (decision 0025). Every other demo customer has accepted them.
 */
const demoTermsPendingUser = 'fiona@example.com';

/** Days dave has left to link a device (push migration, soft) when the demo is seeded. */
export const demoPushMigrationDays = 30;

/** Virtual prepaid card account type used by the demo (within the spec's card range 2006–2135). */
const demoVirtualCardType = 2101;

/**
 * When the demo's opening balances arrived: the 3rd of the month before `now`, 09:00 UTC, so
 * every demo account has a closed month with a movement to issue a statement of (decision 0045).
 */
function demoOpeningDate(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 3, 9, 0, 0));
}

/**
 * Seeds the demo data into an empty database: alice (USD 5,000.00: 4,750.00 last month and 250.00
 * today,
 * EUR 2,000.00, a USD prepaid virtual card account), bob (USD 1,000.00), the business acme with
 * its company, carol (two-step sign-in with an authenticator app, {@link demoTotpSecret}), dave
 * (asked to move to push two-factor within {@link demoPushMigrationDays} days), fiona (USD 200.00, the
 * brand's terms not yet accepted: {@link demoTermsPendingUser}), an admin, gabriela (BRL 8,000.00, CAD
 * 1,500.00, JPY 300,000, BTC 0.05: one account per domestic payout rail), henry (USD 150.00, a US
 * person asked for a tax self-certification), rosa (acme's representative with read access), uma (acme's
 * representative who uploads its documents, level 5); with `options.crypto`,
 * carol's BTC receiving wallet (a zero BTC account). Balances come only from real ledger transfers out of the equity
 * account, dated {@link demoOpeningDate} (last month) but for alice's top-up. Does nothing when any customer exists.
 * @returns whether it seeded.
 */
export async function seedDemoData(
  db: Database,
  brandId: string,
  options: { crypto?: CryptoSettings } = {},
): Promise<boolean> {
  if ((await countCustomers(db)) > 0) return false;
  const passwordHash = await hashPassword(demoPassword);
  const carolId = await withTransaction(db, async (tx) => {
    if ((await countCustomers(tx)) > 0) return undefined;
    const openedAt = demoOpeningDate(new Date());
    /**
     * Funds an account from the equity account: by default on {@link demoOpeningDate} (last month,
     * so its statement has a movement; decision 0045), or now with `today`.
     */
    const fund = async (accountId: number, amount: string, currencyCode: string, today = false): Promise<void> => {
      const equity = await ensureSystemAccount(tx, systemAccountCodes.equity, currencyCode);
      const amountMinor = parseMinor(amount, currencyCode);
      await postTransferInTransaction(tx, {
        kind: 'funding',
        description: today ? 'Demo top-up' : 'Demo opening balance',
        entries: [
          { accountId: equity.id, amountMinor: -amountMinor },
          { accountId, amountMinor },
        ],
        ...(today ? {} : { postedAt: openedAt }),
      });
    };

    /** Opens a payment account and funds it (amount in major units of `currencyCode`). */
    const openFundedPayment = async (customerId: number, currencyCode: string, amount: string) => {
      const account = await openCustomerAccount(tx, {
        openedAt,
        customerId,
        type: accountTypes.payment,
        currencyCode,
      });
      await fund(account.id, amount, currencyCode);
      return account;
    };

    const alice = await createCustomer(tx, {
      brandId,
      customerType: 'personal',
      email: 'alice@example.com',
      passwordHash,
      firstName: 'Alice',
      lastName: 'Martin',
      birthDay: '1990-04-12',
      residenceCountryCode: 'GB',
      verified: true,
      dueDiligenceLevel: 2,
    });
    const aliceUsd = await openCustomerAccount(tx, {
      openedAt,
      customerId: alice.customerId,
      type: accountTypes.payment,
      currencyCode: 'USD',
    });
    const aliceEur = await openCustomerAccount(tx, {
      openedAt,
      customerId: alice.customerId,
      type: accountTypes.payment,
      currencyCode: 'EUR',
    });
    const aliceCard = await openCustomerAccount(tx, {
      openedAt,
      customerId: alice.customerId,
      type: demoVirtualCardType,
      subType: 'PREPAID',
      currencyCode: 'USD',
      cardIsVirtual: true,
      cardExpiryMonth: 9,
      cardExpiryYear: 2029,
      cardAliasName: 'Online shopping',
      settlementAccountId: aliceUsd.id,
    });
    // USD 5,000.00 in all: most of it last month, a top-up today, so her first account has both a
    // past month's statement and a movement of today.
    await fund(aliceUsd.id, '4750.00', 'USD');
    await fund(aliceUsd.id, '250.00', 'USD', true);
    await fund(aliceEur.id, '2000.00', 'EUR');
    await fund(aliceCard.id, '150.00', 'USD');

    const bob = await createCustomer(tx, {
      brandId,
      customerType: 'personal',
      email: 'bob@example.com',
      passwordHash,
      firstName: 'Bob',
      lastName: 'Okafor',
      birthDay: '1985-11-02',
      residenceCountryCode: 'IE',
      verified: true,
      dueDiligenceLevel: 1,
    });
    await openFundedPayment(bob.customerId, 'USD', '1000.00');

    const acme = await createCustomer(tx, {
      brandId,
      customerType: 'business',
      email: 'acme@example.com',
      passwordHash,
      businessName: 'Acme Trading Ltd',
      residenceCountryCode: 'GB',
      verified: true,
      dueDiligenceLevel: 2,
      company: { name: 'Acme Trading Ltd', registrationNumber: '09876543', countryCode: 'GB' },
    });
    await openFundedPayment(acme.customerId, 'USD', '25000.00');
    await openCustomerAccount(tx, {
      openedAt,
      customerId: acme.customerId,
      type: accountTypes.receiving,
      currencyCode: 'EUR',
    });
    // A mobile number on file, so acme can approve transfers by SMS code (spec 001 §4).
    await updateUser(tx, acme.userId, { phoneNumber: '+447700900321' });

    const carol = await createCustomer(tx, {
      brandId,
      customerType: 'personal',
      email: 'carol@example.com',
      passwordHash,
      firstName: 'Carol',
      lastName: 'Novak',
      birthDay: '1993-06-21',
      residenceCountryCode: 'ES',
      verified: true,
      dueDiligenceLevel: 1,
    });
    await openFundedPayment(carol.customerId, 'EUR', '800.00');
    await updateUser(tx, carol.userId, { totpSecret: demoTotpSecret });
    await setUserLogin2faMode(tx, carol.userId, 'otp');

    const dave = await createCustomer(tx, {
      brandId,
      customerType: 'personal',
      email: 'dave@example.com',
      passwordHash,
      firstName: 'Dave',
      lastName: 'Lindqvist',
      birthDay: '1979-01-30',
      residenceCountryCode: 'SE',
      verified: true,
      dueDiligenceLevel: 1,
    });
    await openFundedPayment(dave.customerId, 'USD', '300.00');
    await updateUser(tx, dave.userId, {
      pushMigrationDeadline: new Date(Date.now() + demoPushMigrationDays * 24 * 60 * 60 * 1000),
    });

    const admin = await createCustomer(tx, {
      brandId,
      customerType: 'personal',
      email: 'admin@example.com',
      passwordHash,
      firstName: 'Ada',
      lastName: 'Admin',
      isAdmin: true,
      verified: true,
    });

    // Created last, so the other demo customers keep their ids.
    const fiona = await createCustomer(tx, {
      brandId,
      customerType: 'personal',
      email: demoTermsPendingUser,
      passwordHash,
      firstName: 'Fiona',
      lastName: 'Byrne',
      birthDay: '1996-08-09',
      residenceCountryCode: 'IE',
      verified: true,
      dueDiligenceLevel: 1,
    });
    await openFundedPayment(fiona.customerId, 'USD', '200.00');

    // A freelancer in Brazil paid from abroad: accounts in the currencies of the domestic payout
    // rails (eft BR/JP with bank and branch codes, PIX, Interac) and BTC for a crypto payout, so each
    // payout kind can be tried at once (decision 0040). Created after fiona, so the ids above stay.
    const gabriela = await createCustomer(tx, {
      brandId,
      customerType: 'personal',
      email: 'gabriela@example.com',
      passwordHash,
      firstName: 'Gabriela',
      lastName: 'Souza',
      birthDay: '1991-03-14',
      residenceCountryCode: 'BR',
      verified: true,
      dueDiligenceLevel: 1,
    });
    await openFundedPayment(gabriela.customerId, 'BRL', '8000.00');
    await openFundedPayment(gabriela.customerId, 'CAD', '1500.00');
    await openFundedPayment(gabriela.customerId, 'JPY', '300000');
    await openFundedPayment(gabriela.customerId, 'BTC', '0.05000000');

    // A new customer who has not verified yet (decisions 0064, 0067): signing in leads to the KYC page, and money
    // can be received and held but not sent until an administrator has reviewed the documents.
    const kate = await createCustomer(tx, {
      brandId,
      customerType: 'personal',
      email: 'kate@example.com',
      passwordHash,
      firstName: 'Kate',
      lastName: 'Novak',
      birthDay: '1994-09-05',
      residenceCountryCode: 'DE',
      verified: false,
    });
    await openFundedPayment(kate.customerId, 'EUR', '300.00');

    // A verified customer whose identity documents expired (restriction reason 1): the limited banner,
    // the limited-account page, and every outgoing payment refused until new documents are confirmed.
    const leo = await createCustomer(tx, {
      brandId,
      customerType: 'personal',
      email: 'leo@example.com',
      passwordHash,
      firstName: 'Leo',
      lastName: 'Fischer',
      birthDay: '1982-02-17',
      residenceCountryCode: 'AT',
      verified: true,
      dueDiligenceLevel: 1,
    });
    await openFundedPayment(leo.customerId, 'EUR', '1200.00');
    await addRestriction(tx, {
      customerId: leo.customerId,
      reason: restrictionReasons.expiredDocuments,
      note: 'Passport expired; new identity document requested.',
      setByUserId: admin.userId,
    });

    // A US person whom compliance asks for a tax self-certification (decision 0078): his start page
    // is the self-certification splash until he signs a W-9. Created after kate and leo, so the ids above stay.
    const henry = await createCustomer(tx, {
      brandId,
      customerType: 'personal',
      email: 'henry@example.com',
      passwordHash,
      firstName: 'Henry',
      lastName: 'Walker',
      birthDay: '1988-05-20',
      residenceCountryCode: 'US',
      verified: true,
      dueDiligenceLevel: 1,
    });
    await openFundedPayment(henry.customerId, 'USD', '150.00');
    await requestTaxCertification(tx, henry.customerId);

    // A second unverified customer for the camera check (decision 0072): she verifies with the sandbox
    // provider's hosted page, then a proof of address. Created last, so the ids above stay.
    const mia = await createCustomer(tx, {
      brandId,
      customerType: 'personal',
      email: 'mia@example.com',
      passwordHash,
      firstName: 'Mia',
      lastName: 'Jansen',
      birthDay: '1996-04-11',
      residenceCountryCode: 'NL',
      verified: false,
    });
    await openFundedPayment(mia.customerId, 'EUR', '500.00');

    // An unverified business (decision 0094): signing in leads to business-kyc, where its
    // representative and the company are verified (decision 0094). Created last, so the ids above stay.
    const nova = await createCustomer(tx, {
      brandId,
      customerType: 'business',
      email: 'nova@example.com',
      passwordHash,
      businessName: 'Nova Studio Ltd',
      residenceCountryCode: 'IE',
      verified: false,
      company: { name: 'Nova Studio Ltd', registrationNumber: '712345', countryCode: 'IE' },
    });
    await openFundedPayment(nova.customerId, 'EUR', '800.00');

    // acme's employees (decision 0028), added last so every other user keeps its id: a preparer who
    // may only initiate (right 3), whose payments wait for approval, and an approver with full access
    // (right 2) who approves them (decision 0105).
    await addBusinessUser(tx, {
      customerId: acme.customerId,
      email: 'acme.preparer@example.com',
      passwordHash,
      accessRight: accessRightLevels.initiate,
    });
    await addBusinessUser(tx, {
      customerId: acme.customerId,
      email: 'acme.approver@example.com',
      passwordHash,
      accessRight: accessRightLevels.fullAccess,
    });
    // A personal customer who is also acme's representative with read access (decision 0102): she
    // chooses between her own account and acme after signing in. Created last, so the ids above stay.
    const rosa = await createCustomer(tx, {
      brandId,
      customerType: 'personal',
      email: 'rosa@example.com',
      passwordHash,
      firstName: 'Rosa',
      lastName: 'Marin',
      birthDay: '1990-09-14',
      residenceCountryCode: 'PT',
      verified: true,
      dueDiligenceLevel: 1,
    });
    await setAccessRight(tx, acme.customerId, rosa.userId, accessRightLevels.read);
    // And acme's outside accountant, a representative who uploads the company's documents (level 5):
    // acting for acme she sees the company documents only (decision 0103).
    const uma = await createCustomer(tx, {
      brandId,
      customerType: 'personal',
      email: 'uma@example.com',
      passwordHash,
      firstName: 'Uma',
      lastName: 'Okafor',
      birthDay: '1985-02-03',
      residenceCountryCode: 'GB',
      verified: true,
      dueDiligenceLevel: 1,
    });
    await setAccessRight(tx, acme.customerId, uma.userId, accessRightLevels.uploading);
    await seedAcmePeople(tx, acme.customerId);
    await seedDemoCompany(tx, acme.customerId);

    // Everyone but fiona has accepted the brand's current terms.
    const terms = findBrand(brandId)?.terms ?? [];
    for (const customer of [alice, bob, acme, carol, dave, admin, gabriela, kate, leo, henry, mia, nova, rosa, uma])
      await recordTermsAcceptance(tx, customer.customerId, terms);
    return carol.customerId;
  });
  // carol's BTC receiving wallet (decision 0050), ready for a sandbox deposit; its own transaction.
  if (carolId !== undefined && options.crypto) await createWallet(db, options.crypto, carolId, 'BTC');
  return true;
}
