/**
 * The industry groups of spec 002 §3 "Dictionaries", in the order a form shows them. The adult group
 * is the one a brand may hide (`hideAdultIndustriesInRegistration`, spec 000 §1).
 */
export const industryGroupIds = ['adult', 'mainstream', 'financial', 'investment'] as const;
export type IndustryGroupId = (typeof industryGroupIds)[number];

/** The English labels the spec gives the groups; other languages translate them. */
export const industryGroupEnglishLabels = {
  adult: 'Adult Related Business',
  mainstream: 'Mainstream Company',
  financial: 'Financial Companies',
  investment: 'Investment Companies',
} as const satisfies Record<IndustryGroupId, string>;

/**
 * The groups a caller is offered (decision 0082): every group, except the adult group when the brand
 * hides adult industries and the caller is not an administrator (who reviews every brand's
 * customers and must be able to read any value). Keeps the order and never mutates `groups`.
 */
export function visibleIndustryGroups<Group extends { readonly id: IndustryGroupId }>(
  groups: readonly Group[],
  options: { readonly hideAdultIndustries: boolean; readonly isAdmin: boolean },
): Group[] {
  const hidesAdult = options.hideAdultIndustries && !options.isAdmin;
  return groups.filter((group) => !(hidesAdult && group.id === 'adult'));
}
