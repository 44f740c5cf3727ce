import { defineMethods } from '../method.ts';
import { statementExportListMethod, statementExportMethod } from './statements.schemas.ts';

/** The statements area (spec 001 §3 "Statement export", §7, §9): monthly statements per account. */
export const statementsMethods = defineMethods({
  statementExport: statementExportMethod,
  statementExportList: statementExportListMethod,
});
