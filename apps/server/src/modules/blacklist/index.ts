/** The payout blacklist's public use cases (management screens come with the security-settings issue). */
export { isOnPayoutBlacklist } from './blacklist.ts';
