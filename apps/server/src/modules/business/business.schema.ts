import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { customers, users } from '../identity/identity.schema.ts';

/**
 * A registered business's answers beyond its company row (spec 002 §3 "Business account create
 * payload"; decision 0095): the generalForm fields the customers module's `companies` row does not
 * hold, and the financialInfoForm, dueDilligenceForm and legalForm as sent (validated by the
 * contract's rules before writing). `usersInvitedAt` is set once the authorised users were sent
 * their activation links, after the business itself was activated (spec 002 §4).
 */
export const businessRegistrations = pgTable('business_registrations', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id),
  general: jsonb('general').notNull(),
  financialDetail: jsonb('financial_detail').notNull(),
  dueDiligence: jsonb('due_diligence').notNull(),
  legalInformation: jsonb('legal_information').notNull(),
  usersInvitedAt: timestamp('users_invited_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A person of a business's registration (spec 002 §3 "Registration person"): a director,
 * shareholder, ultimate beneficial owner or user of the business or of one of its company
 * shareholders. A user's sign-in is a `users` row of the business customer (`userId`), holding
 * `accessRight` on it in `customer_access_rights`.
 */
export const businessPersons = pgTable(
  'business_persons',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthday: date('birthday').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: jsonb('address').notNull(),
    taxId: jsonb('tax_id').notNull(),
    sourceOfFundsIds: integer('source_of_funds_ids').array().notNull(),
    sourceDetails: text('source_details'),
    userId: integer('user_id').references(() => users.id),
    accessRight: smallint('access_right'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('business_persons_customer_idx').on(table.customerId)],
);

/** A company shareholder of a business, at any depth (spec 002 §3 "Registration company"). */
export const businessCompanies = pgTable(
  'business_companies',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    name: text('name').notNull(),
    registrationNumber: text('registration_number').notNull(),
    countryCode: text('country_code').notNull(),
    address: jsonb('address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('business_companies_customer_idx').on(table.customerId)],
);

/**
 * A role in a business's structure: in the registering company (`companyId` null) or in one of its
 * company shareholders, a person is a director, owner (UBO) or shareholder, or a company is a
 * shareholder; a shareholder's share in basis points (decision 0095: 1–10000).
 */
export const businessRoles = pgTable(
  'business_roles',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    companyId: integer('company_id').references(() => businessCompanies.id),
    role: text('role', { enum: ['director', 'owner', 'shareholder'] }).notNull(),
    personId: integer('person_id').references(() => businessPersons.id),
    holderCompanyId: integer('holder_company_id').references(() => businessCompanies.id),
    shareBasisPoints: integer('share_basis_points'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('business_roles_customer_idx').on(table.customerId),
    check('business_roles_one_holder', sql`(${table.personId} is null) <> (${table.holderCompanyId} is null)`),
    check(
      'business_roles_share',
      sql`(${table.role} = 'shareholder') = (${table.shareBasisPoints} is not null) and (${table.shareBasisPoints} is null or ${table.shareBasisPoints} between 1 and 10000)`,
    ),
  ],
);

/**
 * A director's or owner's own identity-verification link (decision 0112): the
 * secret kept only as its SHA-256, valid 72 hours and once; a resend
 * revokes the open link. `usedAt` is when the person opened it (their verification is then
 * pending), `result` what their verification ended with.
 */
export const businessPersonVerifications = pgTable(
  'business_person_verifications',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    personId: integer('person_id')
      .notNull()
      .references(() => businessPersons.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    result: text('result', { enum: ['verified', 'failed'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('business_person_verifications_person_idx').on(table.personId)],
);
