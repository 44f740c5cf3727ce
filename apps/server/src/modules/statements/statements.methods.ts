import type { statementsMethods } from '@tessera/contract';
import type { AreaHandlers } from '../../rpc/module.ts';
import { statementExport, statementExportList } from './statement-exports.ts';

/** Main-API handlers of the statements area (spec 001 §3 "Statement export", §7, §9). */
export const statementsHandlers = {
  statementExport: async (input, ctx) => {
    const { fromCustomerId: _named, ...statement } = input;
    return { exportId: await statementExport(ctx.db, ctx.caller.customerId, statement) };
  },
  statementExportList: async (input, ctx) => {
    const { fromCustomerId: _named, ...filter } = input;
    return statementExportList(ctx.db, ctx.caller.customerId, filter);
  },
} satisfies AreaHandlers<typeof statementsMethods>;
