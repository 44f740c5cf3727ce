import { businessMethods } from '@tessera/contract';
import { defineModule, serveArea } from '../../rpc/module.ts';
import { businessHandlers } from './business.methods.ts';

/** The business module (spec 002 §2–§5): business registration with its people and companies. */
export const businessModule = defineModule({
  name: 'business',
  methods: [serveArea(businessMethods, businessHandlers)],
  adapters: ['mailer'],
});
