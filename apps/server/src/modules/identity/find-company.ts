import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, customers } from './identity.schema.ts';

/** A business's company row (spec 002 §3 "Company": name, registration number and country). */
export interface CompanyRow {
  customerType: 'personal' | 'business';
  name: string;
  registrationNumber: string | null;
  countryCode: string;
}

/**
 * The company row of a customer, with the customer's type; undefined when the customer does not
 * exist or has no company (a personal customer).
 */
export async function findCompanyOf(db: Executor, customerId: number): Promise<CompanyRow | undefined> {
  const [row] = await db
    .select({
      customerType: customers.customerType,
      name: companies.name,
      registrationNumber: companies.registrationNumber,
      countryCode: companies.countryCode,
    })
    .from(customers)
    .innerJoin(companies, eq(companies.customerId, customers.id))
    .where(eq(customers.id, customerId))
    .orderBy(asc(companies.id))
    .limit(1);
  return row;
}
