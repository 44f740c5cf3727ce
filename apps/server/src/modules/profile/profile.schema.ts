import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers, users } from '../identity/identity.schema.ts';

/**
 * A user's e-mail (spec 002 §7 "Profile: e-mails"; decision 0075). The primary one is the user's
 * sign-in e-mail (`users.email`), which also has a row here, added when the profile is first read.
 * A confirmation link's token is stored only as its SHA-256 (`token_hash`) with its expiry, and is
 * cleared when used or replaced. `becomes_username`: confirming it makes it the sign-in e-mail
 * (a `usernameChange` to a new address).
 */
export const profileEmails = pgTable(
  'profile_emails',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Stored lower-case. */
    email: text('email').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    becomesUsername: boolean('becomes_username').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('profile_emails_user_email_unique').on(table.userId, table.email),
    uniqueIndex('profile_emails_token_unique')
      .on(table.tokenHash)
      .where(sql`${table.tokenHash} is not null`),
  ],
);

/**
 * A user's phone in E.164 (spec 002 §7 "Profile: phones"). The SMS code is stored only as a hash
 * bound to the phone (`code_hash`), with its expiry and the wrong tries so far.
 */
export const profilePhones = pgTable(
  'profile_phones',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    phoneNumber: text('phone_number').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeAttempts: integer('code_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('profile_phones_user_number_unique').on(table.userId, table.phoneNumber)],
);

/**
 * A customer's address (spec 002 §3 "Address"; decision 0076). Its proofs are documents of category
 * 2 naming it (`documents.address_id`). A replaced or deleted address keeps its row with
 * `deleted_at` (and `replaced_by_address_id` for a replacement), so its proofs keep their meaning.
 */
export const profileAddresses = pgTable(
  'profile_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** Address type 0–5 (spec 002 §3 "Address types"). */
    addressType: smallint('address_type').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2'),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    countryCode: text('country_code').notNull(),
    /** ISO 3166-2 subdivision code after the dash ("CA" of US-CA), where the country has states. */
    stateCode: text('state_code'),
    /** When the customer confirmed the address is current; null for one the customer has not. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** A card is delivered here, so its proof is needed for the card (`isCardDocumentRequired`). */
    isCardDelivery: boolean('is_card_delivery').notNull().default(false),
    replacedByAddressId: integer('replaced_by_address_id'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('profile_addresses_customer_idx')
      .on(table.customerId)
      .where(sql`${table.deletedAt} is null`),
  ],
);
