import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { serverSecrets } from './platform.schema.ts';

/**
 * Returns the stored server-wide secret `name`, creating it with `generate()` on first use. Safe with
 * several processes: the first insert wins and everyone reads the same value.
 */
export async function getOrCreateSecret(db: Executor, name: string, generate: () => string): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: generate() }).onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server secret ${name} missing after insert`);
  return row.value;
}
