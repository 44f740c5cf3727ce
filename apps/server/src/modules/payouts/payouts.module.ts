import { payoutsMethods } from '@tessera/contract';
import { defineModule, serveArea } from '../../rpc/module.ts';
import { announceCreditedDeposit } from './on-deposit-credited.ts';
import { announceFailedPayout } from './on-payout-failed.ts';
import { payoutJobs } from './payouts.jobs.ts';
import { payoutsHandlers } from './payouts.methods.ts';
import { payoutsRouteHandlers } from './payouts.routes.ts';
import { payoutHeldSubmitHandler } from './rail-events.ts';
import { payeeRequestEffect } from './saved-recipients.ts';

/** The payouts module (spec 001 §5, §7; decision 0040): external transfers on every rail, their webhooks and catalogue. */
export const payoutsModule = defineModule({
  name: 'payouts',
  methods: [serveArea(payoutsMethods, payoutsHandlers)],
  routes: payoutsRouteHandlers,
  jobs: payoutJobs,
  heldSubmitHandlers: { payout: payoutHeldSubmitHandler },
  requestEffects: { payee: payeeRequestEffect },
  // Its own live messages are reactions to its events (decision 0131), like any later subscriber's.
  subscriptions: [announceFailedPayout, announceCreditedDeposit],
  adapters: ['payoutRail', 'mailer', 'sms'],
});
