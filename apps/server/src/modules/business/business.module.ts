import { businessMethods, businessPeopleMethods } from '@tessera/contract';
import { defineModule, serveArea } from '../../rpc/module.ts';
import { businessHandlers } from './business.methods.ts';
import { businessPeopleHandlers } from './business-people.methods.ts';
import { inviteBusinessUsers } from './invite-users.ts';

/** The business module (spec 002 §2–§5): business registration with its people and companies, and the director, shareholder, owner and user calls on it (decision 0110). */
export const businessModule = defineModule({
  name: 'business',
  methods: [serveArea(businessMethods, businessHandlers), serveArea(businessPeopleMethods, businessPeopleHandlers)],
  // A business's own activation invites its users and sends its directors and owners their
  // verification links (spec 002 §4; decisions 0096, 0112).
  onActivated: async (services, activated, language) => {
    await inviteBusinessUsers(
      { db: services.db, mailer: services.adapters.mailer, publicOrigin: services.publicOrigin },
      activated,
      language,
    );
  },
  adapters: ['mailer'],
});
