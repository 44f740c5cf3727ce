/**
 * Lookups per customer (a method's `customerRateLimit`): a person filling in a payout form looks up a
 * handful of codes or payees (the form asks once per distinct value typed), a script walking the
 * directory is stopped after 60 in 10 minutes. Kept apart from the areas that use it, so that
 * declaring it does not pull one area's schemas into another's bundle (decision 0133).
 */
export const lookupRateLimit = { max: 60, windowMs: 10 * 60_000 } as const;
