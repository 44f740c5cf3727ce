import type { MethodParsedRequest, personalInfoUpdateMethod } from '@tessera/contract';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../rpc/app-error.ts';
import { findPersonalDetails, updatePersonalDetails } from './profile-deps.ts';
import { isKnownCountry } from './states.ts';

type PersonalInfo = MethodParsedRequest<typeof personalInfoUpdateMethod>;

/** Youngest and oldest age a date of birth may give, in whole years. */
const minimumAgeYears = 18;
const maximumAgeYears = 120;

function yearsBefore(years: number, now: Date): string {
  const date = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()));
  return date.toISOString().slice(0, 10);
}

/**
 * `personalInfoUpdate` (spec 002 §2 `profile-update`; decision 0077): a personal customer's name,
 * date of birth and residence country; clears `isNeedPersonalInfoUpdate`. Once the customer is
 * verified, a detail already on file cannot change: identity documents were checked against it.
 * @throws AppError '13' for a business customer; 'VF' invalid_date (younger than 18 or older than
 *   120), invalid_country, invalid_value (a verified detail changed).
 */
export async function personalInfoUpdate(db: Database, customerId: number, input: PersonalInfo): Promise<void> {
  const details = await findPersonalDetails(db, customerId);
  if (!details || details.customerType !== 'personal')
    throw new AppError('13', 'Only personal customers have personal details.');
  const now = new Date();
  if (input.birthDay > yearsBefore(minimumAgeYears, now) || input.birthDay < yearsBefore(maximumAgeYears, now))
    throw fieldError('birthDay', 'invalid_date', `You must be at least ${minimumAgeYears} years old.`);
  if (!isKnownCountry(input.residenceCountryCode)) throw fieldError('residenceCountryCode', 'invalid_country');
  if (details.verified) {
    const locked = (['firstName', 'lastName', 'birthDay', 'residenceCountryCode'] as const).find((field) => {
      const current = details[field];
      return current !== null && current.trim() !== '' && current !== input[field];
    });
    if (locked)
      throw fieldError(locked, 'invalid_value', 'Verified details cannot be changed here; please contact support.');
  }
  await updatePersonalDetails(db, customerId, input);
}
