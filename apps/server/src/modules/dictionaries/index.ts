import { occupations } from './content/occupations.ts';
import { accountPurposes, sourcesOfFunds } from './content/sources-and-purposes.ts';
import { monthlyDepositRanges } from './content/general.ts';

/** The dictionaries module's public use cases for other modules (DESIGN §2: only through this file). */

/** The sources of funds that ask for a written explanation ("Other" in each list). */
const otherSourceIds: ReadonlySet<number> = new Set(
  Object.values(sourcesOfFunds)
    .flat()
    .filter((entry) => entry.labels.en === 'Other')
    .map((entry) => entry.id),
);

/**
 * The ids a due diligence answer may use for a customer type (decision 0091): occupations (the same
 * ids in both versions), the personal or business sources of funds and purposes of account, the
 * monthly deposit ranges; `otherSourceIds` are the sources that need `sourceDetails`.
 */
export function dueDiligenceChoices(customerType: 'personal' | 'business') {
  const ids = (entries: readonly { id: number }[]) => new Set(entries.map((entry) => entry.id));
  return {
    occupationIds: ids(occupations),
    sourceOfFundsIds: ids(customerType === 'personal' ? sourcesOfFunds.personal : sourcesOfFunds.business),
    purposeIds: ids(accountPurposes[customerType]),
    estimatedMonthlyDepositIds: ids(monthlyDepositRanges),
    otherSourceIds,
  };
}
