import type { Executor } from '../../db/client.ts';
import { companies, customers, users } from './identity.schema.ts';

/** A new customer with its sign-in user, and for a business its company. */
export interface CreateCustomerInput {
  brandId: string;
  customerType: 'personal' | 'business';
  email: string;
  /** argon2id PHC hash; never a plain password. */
  passwordHash: string;
  firstName?: string;
  lastName?: string;
  businessName?: string;
  birthDay?: string;
  residenceCountryCode?: string;
  isAdmin?: boolean;
  verified?: boolean;
  dueDiligenceLevel?: number;
  company?: { name: string; registrationNumber?: string; countryCode: string };
}

/** Creates the customer, its user (e-mail lower-cased) and its company. Returns the ids. */
export async function createCustomer(
  tx: Executor,
  input: CreateCustomerInput,
): Promise<{ customerId: number; userId: number }> {
  const [customer] = await tx
    .insert(customers)
    .values({
      brandId: input.brandId,
      customerType: input.customerType,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      businessName: input.businessName ?? null,
      birthDay: input.birthDay ?? null,
      residenceCountryCode: input.residenceCountryCode ?? null,
      verified: input.verified ?? false,
      dueDiligenceLevel: input.dueDiligenceLevel ?? 0,
    })
    .returning({ id: customers.id });
  if (!customer) throw new Error('insert into customers returned no row');
  const [user] = await tx
    .insert(users)
    .values({
      customerId: customer.id,
      email: input.email.toLowerCase(),
      passwordHash: input.passwordHash,
      isAdmin: input.isAdmin ?? false,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('insert into users returned no row');
  if (input.company) {
    await tx.insert(companies).values({
      customerId: customer.id,
      ...input.company,
      registrationNumber: input.company.registrationNumber ?? null,
    });
  }
  return { customerId: customer.id, userId: user.id };
}
