import { visibleIndustryGroups } from '@tessera/contract';
import { additionalQuestions } from './content/additional-questions.ts';
import { industryGroups } from './content/industries.ts';
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

/**
 * What a business registration may choose (spec 002 §2 /register/business, decision 0095): the
 * industry ids it is offered (adult ones left out where the brand hides them, `visibleIndustryGroups`),
 * the business sources of funds and purposes of account, the monthly deposit ranges, and the business
 * additional questions (key and whether an answer is required).
 */
export function businessRegistrationChoices(hideAdultIndustries: boolean) {
  const ids = (entries: readonly { id: number }[]) => new Set(entries.map((entry) => entry.id));
  return {
    industryIds: ids(
      visibleIndustryGroups(industryGroups, { hideAdultIndustries, isAdmin: false }).flatMap(
        (group) => group.industries,
      ),
    ),
    sourceOfFundsIds: ids(sourcesOfFunds.business),
    purposeIds: ids(accountPurposes.business),
    estimatedMonthlyDepositIds: ids(monthlyDepositRanges),
    questions: additionalQuestions.business.map((question) => ({ key: question.key, isRequired: question.isRequired })),
  };
}

/** Whether an industry id belongs to the adult group (spec 002 §3 "Adult Related Business"; decision 0108). */
export function isAdultIndustry(industryId: number): boolean {
  return industryGroups.some(
    (group) => group.id === 'adult' && group.industries.some((entry) => entry.id === industryId),
  );
}
