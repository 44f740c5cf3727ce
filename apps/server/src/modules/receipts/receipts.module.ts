import { defineModule } from '../../rpc/module.ts';
import { receiptsRouteHandlers } from './receipts.routes.ts';

/** The receipts module (issue 12 item 4, decision 0035): transfer receipts as PDF on the brand's letterhead. */
export const receiptsModule = defineModule({
  name: 'receipts',
  routes: () => receiptsRouteHandlers,
});
