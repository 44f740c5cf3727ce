import { normalizeName } from '@tessera/contract';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Executor } from '../../db/client.ts';
import { customers } from './identity.schema.ts';

/** A customer found by a user's e-mail, with a display name. */
export interface CustomerByEmail {
  customerId: number;
  email: string;
  name: string;
  isDisabled: boolean;
  customerType: 'personal' | 'business';
  /**
   * True when the e-mail is an employee's (spec 000 §1, §6 "authorised employee"; 001 §3 payee check
   * isEmployee): a user holding an access right (level 1 or more) on a business customer, recorded in
   * `customer_access_rights` (decisions 0024, 0028).
   */
  isEmployee: boolean;
}

/** Display name of a customer: business name, or first and last name, or the e-mail. */
export function displayName(
  row: { businessName: string | null; firstName: string | null; lastName: string | null },
  email: string,
): string {
  const name = row.businessName ?? [row.firstName, row.lastName].filter(Boolean).join(' ');
  return normalizeName(name) || email;
}

/** An e-mail as the read functions compare it: trimmed and lower-cased. */
export function normalizedEmail(email: string): string {
  return email.trim().toLowerCase();
}

const customerByEmailJson = z.object({
  customerId: z.number(),
  email: z.string(),
  businessName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  isDisabled: z.boolean(),
  customerType: z.enum(['personal', 'business']),
  isEmployee: z.boolean(),
});

/**
 * Reads the JSON of the database function `customers_by_email_json` (migration 0025), for a use
 * case that reads it together with other modules' rows in one statement; null stays undefined.
 */
export function customerByEmailFromJson(json: unknown): CustomerByEmail | undefined {
  if (json === null || json === undefined) return undefined;
  const row = customerByEmailJson.parse(json);
  return {
    customerId: row.customerId,
    email: row.email,
    name: displayName(row, row.email),
    isDisabled: row.isDisabled,
    customerType: row.customerType,
    isEmployee: row.isEmployee,
  };
}

/** Finds the customer whose user has this e-mail (case-insensitive). */
export async function findCustomerByEmail(db: Executor, email: string): Promise<CustomerByEmail | undefined> {
  const [row] = await queryRows(db, sql`select customers_by_email_json(${normalizedEmail(email)}) as customer`);
  return customerByEmailFromJson(row?.customer);
}

const customerContactJson = z.object({
  email: z.string(),
  businessName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});

/** Reads the JSON of `customers_contact_json` (migration 0025): display name and e-mail; null stays undefined. */
export function customerContactFromJson(json: unknown): { email: string; name: string } | undefined {
  if (json === null || json === undefined) return undefined;
  const row = customerContactJson.parse(json);
  return { email: row.email, name: displayName(row, row.email) };
}

/** Display name and e-mail of a customer by id (its own login, never one of its employees). */
export async function findCustomerContact(
  db: Executor,
  customerId: number,
): Promise<{ email: string; name: string } | undefined> {
  const [row] = await queryRows(db, sql`select customers_contact_json(${customerId}) as contact`);
  return customerContactFromJson(row?.contact);
}

/** The brand a customer signed up with (fees and texts follow it). */
export async function findCustomerBrand(db: Executor, customerId: number): Promise<string | undefined> {
  const [row] = await db.select({ brandId: customers.brandId }).from(customers).where(eq(customers.id, customerId));
  return row?.brandId;
}

/**
 * A stored name as customers see it (spec 000 §3): trimmed with whitespace collapsed
 * (`normalizeName`); undefined when absent or blank.
 */
export function optionalName(name: string | null): string | undefined {
  const normalized = name === null ? '' : normalizeName(name);
  return normalized === '' ? undefined : normalized;
}
