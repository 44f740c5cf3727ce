import { securityMethods } from '@tessera/contract';
import { defineModule, serveArea } from '../../rpc/module.ts';
import { createSecurityDeps } from './security.deps.ts';
import { securityHandlers } from './security.methods.ts';
import { securityRouteHandlers } from './security.routes.ts';

/**
 * The security module: a customer's security settings (spec 001 §7): login history, IP whitelist,
 * password change, notification settings, new-device approval and the two-step sign-in mode. Its
 * tables are the pending changes, the whitelist and the notification choices.
 */
export const securityModule = defineModule({
  name: 'security',
  methods: [serveArea(securityMethods, securityHandlers)],
  routes: (services) => securityRouteHandlers(createSecurityDeps(services)),
  adapters: ['mailer', 'sms'],
});
