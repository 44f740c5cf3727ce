import { businessMethods, businessPeopleMethods } from '@tessera/contract';
import { defineModule, serveArea } from '../../rpc/module.ts';
import { businessHandlers } from './business.methods.ts';
import { businessPeopleHandlers } from './business-people.methods.ts';

/** The business module (spec 002 §2–§5): business registration with its people and companies, and the director, shareholder, owner and user calls on it (decision 0110). */
export const businessModule = defineModule({
  name: 'business',
  methods: [serveArea(businessMethods, businessHandlers), serveArea(businessPeopleMethods, businessPeopleHandlers)],
  adapters: ['mailer'],
});
