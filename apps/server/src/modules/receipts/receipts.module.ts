import { defineModule } from '../../rpc/module.ts';
import { receiptsRouteHandlers } from './receipts.routes.ts';

/** The receipts module (decision 0035): transfer receipts as PDF on the brand's letterhead. */
export const receiptsModule = defineModule({
  name: 'receipts',
  routes: () => receiptsRouteHandlers,
});
