import { profileMethods } from '@tessera/contract';
import { defineModule, serveArea } from '../../rpc/module.ts';
import { profileHandlers } from './profile.methods.ts';
import { profileRouteHandlers } from './profile.routes.ts';

/**
 * The profile module (spec 002 §2 `profile`, `profile-update`, §3 "Address", §7
 * "Profile"; decisions 0074–0077): the user's e-mails (confirmed by link), phones (confirmed by
 * SMS code) and username, the customer's addresses with their proofs, the states dictionary and
 * the personal details update.
 */
export const profileModule = defineModule({
  name: 'profile',
  methods: [serveArea(profileMethods, profileHandlers)],
  routes: () => profileRouteHandlers(),
  adapters: ['fileStore', 'mailer', 'sms'],
});
