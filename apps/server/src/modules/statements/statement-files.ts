import type { Brand } from '@tessera/contract';
import type { Executor } from '../../db/client.ts';
import { findBrand } from '../brands/index.ts';
import { findCustomerBrand, findCustomerContact } from '../identity/index.ts';
import {
  assertMovementsMatch,
  readStatementMovements,
  readStatementTotals,
  StatementInvariantError,
} from './statement-data.ts';
import { periodOf, totalsOf, type StatementExportRow } from './statement-exports.ts';
import type { StatementDocument } from './statement-pdf.ts';

/** The customer's brand (the letterhead follows it) and name as the documents print them. */
export async function findHolder(
  db: Executor,
  customerId: number,
  fallbackBrand: Brand,
): Promise<{ brand: Brand; holderName: string }> {
  const [contact, brandId] = await Promise.all([
    findCustomerContact(db, customerId),
    findCustomerBrand(db, customerId),
  ]);
  const brand = (brandId ? findBrand(brandId) : undefined) ?? fallbackBrand;
  return { brand, holderName: contact?.name || contact?.email || '' };
}

/**
 * Everything a statement file prints, for the stored statement `row`: its stored totals and the
 * month's movements read again from the ledger, asserted to add up to the same totals (the ledger
 * is immutable, so a difference is a bug).
 * @throws StatementInvariantError when they differ.
 */
export async function loadStatementDocument(
  db: Executor,
  row: StatementExportRow,
  fallbackBrand: Brand,
): Promise<StatementDocument> {
  const period = periodOf(row);
  const totals = totalsOf(row);
  const [holder, movements, ledgerTotals] = await Promise.all([
    findHolder(db, row.customerId, fallbackBrand),
    readStatementMovements(db, row.customerId, row.accountId, period),
    readStatementTotals(db, row.customerId, row.accountId, period),
  ]);
  assertMovementsMatch(movements, totals);
  if (
    ledgerTotals.beginningBalanceMinor !== totals.beginningBalanceMinor ||
    ledgerTotals.endingBalanceMinor !== totals.endingBalanceMinor
  )
    throw new StatementInvariantError(`statement ${row.id} differs from the ledger`);
  assertMovementsMatch(movements, { ...ledgerTotals, movementCount: totals.movementCount });
  return {
    ...holder,
    accountId: row.accountId,
    currencyCode: row.currencyCode,
    period,
    // Held and rejected counts as they stand now: a held movement may have been posted or released since.
    totals: { ...totals, processingCount: ledgerTotals.processingCount, rejectedCount: ledgerTotals.rejectedCount },
    movements,
    issuedAt: row.createdAt,
  };
}
