/** The bank-data module's public use cases (decision 0039, 0040); other modules import only from here. */
export { findCardScheme } from './bank-directory.ts';
export { isBinBlocked } from './bank-data.repository.ts';
export { listDomesticBanks, listInstantBanks, type DomesticBank } from './domestic-banks.ts';
export { isKnownBranch, listBranches } from './branch-register.ts';
