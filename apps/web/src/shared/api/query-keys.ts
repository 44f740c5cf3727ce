/** Query-key roots shared by features; each feature builds its own keys under these. */
export const queryRoots = { customer: ['customer'] as const, accounts: ['accounts'] as const };
