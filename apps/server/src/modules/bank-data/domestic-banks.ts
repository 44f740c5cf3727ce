import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * Banks by their national clearing code (decision 0040): the lists `bankList` and `instantBankList`
 * answer, read once from `domestic-banks.json` beside this file and checked against its schema.
 */

const domesticBankSchema = z.object({
  countryIsoCode: z.string().regex(/^[A-Z]{2}$/),
  bankCode: z.string().regex(/^\d{3,4}$/),
  bankName: z.string().min(1),
  swift: z
    .string()
    .regex(/^[A-Z]{6}[A-Z0-9]{2}$/)
    .optional(),
  instant: z.boolean().optional(),
});

/** A bank as the lists answer it: its national code, name and head office BIC where known. */
export type DomesticBank = z.infer<typeof domesticBankSchema>;

const banks = z
  .object({ banks: z.array(domesticBankSchema).min(1) })
  .parse(JSON.parse(readFileSync(new URL('./domestic-banks.json', import.meta.url), 'utf8'))).banks;

/** The banks of a country by national code, in code order (empty where Tessera lists none). */
export function listDomesticBanks(countryIsoCode: string): DomesticBank[] {
  return banks
    .filter((bank) => bank.countryIsoCode === countryIsoCode.toUpperCase())
    .sort((a, b) => a.bankCode.localeCompare(b.bankCode));
}

/** The banks of a country that take part in its instant-payment scheme (PIX in BR). */
export function listInstantBanks(countryIsoCode: string): DomesticBank[] {
  return listDomesticBanks(countryIsoCode).filter((bank) => bank.instant === true);
}
