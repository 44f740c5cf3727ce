import { defineModule } from '../../rpc/module.ts';
import { docsRouteHandlers } from './docs.routes.ts';

/** The API reference: the OpenAPI document generated from the contract, and its page. */
export const docsModule = defineModule({
  name: 'docs',
  routes: (services) => docsRouteHandlers({ isSandbox: services.config.SANDBOX }),
});
