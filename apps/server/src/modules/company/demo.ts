import type { Executor } from '../../db/client.ts';
import { seedBusinessRegistration } from '../business/index.ts';

/**
 * acme's registration forms and directors for the demo (decision 0106): acme was created directly by
 * the demo seed, so without this its company page would show the company row only and a resolution
 * would have no director to sign it. Values match acme's company row (Acme Trading Ltd, GB,
 * 09876543). Its directors (Margaret Hale and James Okoro) come from the business people seed.
 */
export async function seedDemoCompany(db: Executor, acmeCustomerId: number): Promise<void> {
  const office = { address1: '12 Wharf Road', city: 'London', postalCode: 'N1 7GR', countryCode: 'GB' };
  await seedBusinessRegistration(
    db,
    acmeCustomerId,
    {
      general: {
        name: 'Acme Trading Ltd',
        tradingName: 'Acme',
        registrationNumber: '09876543',
        registrationDate: '2015-06-18',
        registrationCountryCode: 'GB',
        email: 'acme@example.com',
        phone: '+447700900321',
        website: 'https://acme.example.com',
        description: 'Wholesale trading of consumer electronics across Europe.',
        industryId: 205,
        address: office,
        taxId: { countryCode: 'GB', taxId: '9876543210' },
      },
      financialDetail: { purposeIds: [101], sourceOfFundsIds: [301], estimatedMonthlyDepositId: 2 },
      dueDiligence: {
        answers: {
          businessAnotherAccount: 'no',
          controlAccount: '1',
          licensedActivity: 'no',
          monthlyTransactions: '1',
        },
      },
      legalInformation: {
        legalForm: 'limitedCompany',
        isRegulated: false,
        isPubliclyTraded: false,
        acceptedTerms: [1, 2],
      },
    },
    // Its directors, shareholders and owner are the people seed's (decision 0110).
    [],
  );
}
