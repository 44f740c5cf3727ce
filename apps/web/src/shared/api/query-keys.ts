/**
 * Query-key roots shared by features; each feature builds its own keys under these, and every
 * money mutation invalidates `accounts` and `history` so balances and lists refresh.
 */
export const queryRoots = {
  customer: ['customer'] as const,
  accounts: ['accounts'] as const,
  history: ['history'] as const,
  transfers: ['transfers'] as const,
};
