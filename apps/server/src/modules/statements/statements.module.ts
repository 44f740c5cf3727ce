import { statementsMethods } from '@tessera/contract';
import { defineModule, serveArea } from '../../rpc/module.ts';
import { statementsHandlers } from './statements.methods.ts';
import { statementsRouteHandlers } from './statements.routes.ts';

/**
 * The statements module (spec 001 §3, §7, §9; decision 0045): monthly statements
 * per account as PDF and CSV, e-mailed through the history's export-by-e-mail, and the account
 * confirmation letter.
 */
export const statementsModule = defineModule({
  name: 'statements',
  methods: [serveArea(statementsMethods, statementsHandlers)],
  routes: () => statementsRouteHandlers,
});
