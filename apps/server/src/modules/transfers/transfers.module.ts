import { transfersMethods } from '@tessera/contract';
import { defineModule, serveArea } from '../../rpc/module.ts';
import { cancelRecurringTransfer } from './recurring-transfers.ts';
import { transferJobs } from './transfers.jobs.ts';
import { transfersHandlers } from './transfers.methods.ts';

/** The transfers module (spec 001 §3, §5, §7): quotes, submits, payees, limits, standing orders. */
export const transfersModule = defineModule({
  name: 'transfers',
  methods: [serveArea(transfersMethods, transfersHandlers)],
  jobs: transferJobs,
  // A standing order whose first payment is declined at approval is cancelled (decision 0130).
  recurringScheduleHandler: { firstPaymentDeclined: cancelRecurringTransfer },
  adapters: ['mailer', 'sms'],
});
