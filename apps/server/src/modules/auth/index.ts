/**
 * The auth module's public use cases for other modules (DESIGN §2: only through this file): the
 * token service's sign-in flows live here; credentials, sessions and codes in the credentials module.
 */
export { revokeUserAccess } from './revoke-access.ts';
