import type { ListedDocument } from '@tessera/contract';
import type { Database } from '../../db/client.ts';
import { listCustomerDocuments } from './document-rows.ts';

/** `documentList` (spec 002 §3): the customer's documents, newest first, optionally of one category. */
export async function documentList(
  db: Database,
  customerId: number,
  filter: { categoryId?: number | undefined },
): Promise<{ documents: ListedDocument[] }> {
  return { documents: await listCustomerDocuments(db, customerId, filter) };
}
