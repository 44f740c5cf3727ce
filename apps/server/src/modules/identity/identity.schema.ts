import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A customer (spec 000 §3 "Customer info"): a person or a business. `id` is the spec's customerId. */
export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  brandId: text('brand_id').notNull(),
  customerType: text('customer_type', { enum: ['personal', 'business'] }).notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  businessName: text('business_name'),
  birthDay: date('birth_day'),
  residenceCountryCode: text('residence_country_code'),
  taxId: text('tax_id'),
  transactionApproveMode: integer('transaction_approve_mode').notNull().default(0),
  login2faMode: text('login2fa_mode').notNull().default('no'),
  verified: boolean('verified').notNull().default(false),
  limited: boolean('limited').notNull().default(false),
  dueDiligenceLevel: integer('due_diligence_level').notNull().default(0),
  /**
   * The reason of the most severe active restriction (spec 002 §3 "Restriction reasons") while
   * `limited`, else null; kept with `limited` by the KYC module in the transaction that sets or
   * lifts a restriction (decision 0067).
   */
  restrictionReason: smallint('restriction_reason'),
  /** Compliance found this customer's documents to duplicate another customer's (spec 002 §4 rule 3). */
  hasDuplicateDocuments: boolean('has_duplicate_documents').notNull().default(false),
  /** When the customer last handed their documents to the reviewers (`kycRequest`). */
  kycReviewRequestedAt: timestamp('kyc_review_requested_at', { withTimezone: true }),
  /** When an administrator raised the due diligence level to enhanced (decision 0091); null otherwise. */
  dueDiligenceRequestedAt: timestamp('due_diligence_requested_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A sign-in identity of a customer. `id` is the spec's userId; `email` is stored lower-case. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Sign-in flow used for this user (spec 000 §4); later issues derive it from two-step settings. */
    authFlow: text('auth_flow', { enum: ['simple', 'direct'] })
      .notNull()
      .default('simple'),
    /** Base32 TOTP secret (RFC 6238) once an authenticator app is enrolled; null otherwise. */
    totpSecret: text('totp_secret'),
    /** The last TOTP time step accepted, so a code is never accepted twice. */
    totpLastStep: integer('totp_last_step').notNull().default(0),
    /** Mobile number in E.164 for SMS codes (spec 000 §3 phoneNumber), if the user gave one. */
    phoneNumber: text('phone_number'),
    /** When the e-mail was confirmed by the activation link; null until then (sign-in refused). */
    activatedAt: timestamp('activated_at', { withTimezone: true }).defaultNow(),
    /** When on, sign-in is allowed only from addresses in `ip_whitelist` (spec 001 §7). */
    ipWhitelistEnabled: boolean('ip_whitelist_enabled').notNull().default(false),
    /** When on, a sign-in from a browser never used before needs approval (authFlow verifyDevice). */
    verifyNewDevices: boolean('verify_new_devices').notNull().default(false),
    /**
     * The day by which this user must use a linked device for sign-in (spec 000 §4 "Migration to
     * push two-factor"): before it the sign-in asks (soft), from it the sign-in requires (strict).
     * Null: no migration asked.
     */
    pushMigrationDeadline: timestamp('push_migration_deadline', { withTimezone: true }),
    isAdmin: boolean('is_admin').notNull().default(false),
    isDisabled: boolean('is_disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_unique').on(sql`lower(${table.email})`)],
);

/** A business customer's company. */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id),
  name: text('name').notNull(),
  registrationNumber: text('registration_number'),
  countryCode: text('country_code').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Who may act for a customer other than its own users (spec 000 §4 access-right levels, §6
 * fromCustomerId): a business's authorised users and representatives, one level per customer
 * (0 no access … 5 uploading). The dispatcher consults it for every call naming another customer.
 */
export const customerAccessRights = pgTable(
  'customer_access_rights',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    accessRight: smallint('access_right').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.userId] }),
    check('customer_access_rights_level', sql`${table.accessRight} between 0 and 5`),
  ],
);

/**
 * An administrator's change to one flag of a customer's permission set (spec 001 §3, decision 0066):
 * the flags without a row keep the default of the customer's type (`defaultPermissionSet`).
 */
export const customerPermissions = pgTable(
  'customer_permissions',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    permission: text('permission').notNull(),
    allowed: boolean('allowed').notNull(),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.permission] })],
);
