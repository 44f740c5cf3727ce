import { defineMethods } from '../method.ts';
import {
  historyExportMethod,
  historyExportSendMethod,
  historyExportStatusMethod,
  transactionHistoryMethod,
  transactionTypeListMethod,
} from './history.schemas.ts';

/** The history area (spec 001 §3, §7): movements, transaction types, and exports. */
export const historyMethods = defineMethods({
  transactionHistory: transactionHistoryMethod,
  transactionTypeList: transactionTypeListMethod,
  historyExport: historyExportMethod,
  historyExportStatus: historyExportStatusMethod,
  historyExportSend: historyExportSendMethod,
});
