import { defineModule } from '../../rpc/module.ts';
import { createAuthDeps } from './auth.deps.ts';
import { authRouteHandlers } from './auth.routes.ts';
import { closeLiveChannelsOfDisabledCustomer } from './on-customer-disabled.ts';

/**
 * The auth module: the token service and sign-in flows (spec 000 §4, §7): login with its second
 * factors and throttling, the code exchange (PKCE), refresh rotation, logout, activation, sign-in
 * by a linked device's secret. Other modules use its sessions, codes and password checks through
 * its index.ts.
 */
export const authModule = defineModule({
  name: 'auth',
  routes: (services) => authRouteHandlers(createAuthDeps(services)),
  subscriptions: [closeLiveChannelsOfDisabledCustomer],
  adapters: ['mailer', 'sms'],
});
