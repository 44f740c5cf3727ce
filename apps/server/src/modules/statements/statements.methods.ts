import type { statementsMethods } from '@tessera/contract';
import { actingCustomerId } from '../../rpc/context.ts';
import type { AreaHandlers } from '../../rpc/module.ts';
import { issueStatement, listStatements } from './statement-exports.ts';

/** Main-API handlers of the statements area (spec 001 §3 "Statement export", §7, §9). */
export const statementsHandlers = {
  statementExport: async (input, ctx) => {
    const { fromCustomerId, ...statement } = input;
    return { exportId: await issueStatement(ctx.db, actingCustomerId(ctx, fromCustomerId), statement) };
  },
  statementExportList: async (input, ctx) => {
    const { fromCustomerId, ...filter } = input;
    return listStatements(ctx.db, actingCustomerId(ctx, fromCustomerId), filter);
  },
} satisfies AreaHandlers<typeof statementsMethods>;
