import { createRequire } from 'node:module';

/**
 * Bank branches by their national codes, from a published register (decision 0040): Japan's Zengin
 * bank and branch codes, as the `zengin-code` package ships them (MIT, the Zengin-Net register,
 * updated by the package's releases). Brazil, Hong Kong and Sri Lanka have no register Tessera can
 * ship: there a branch code is checked for its format only.
 */

/** A branch as `branchCodeOptions` answers it. */
export interface Branch {
  branchCode: string;
  /** The branch's name in the country's script, then in Latin letters ("本店 · Honten"). */
  branchName: string;
}

interface ZenginBank {
  branches: Record<string, { code: string; name: string; roma: string }>;
}

let zengin: Record<string, ZenginBank> | undefined;

/**
 * The Zengin register (about 5 MB), read on the first question about a Japanese branch only (by
 * `require`, so knip is told of the dependency in knip.json).
 */
function zenginRegister(): Record<string, ZenginBank> {
  zengin ??= createRequire(import.meta.url)('zengin-code') as Record<string, ZenginBank>;
  return zengin;
}

const latin = (roma: string) => (roma === '' ? '' : roma.charAt(0).toUpperCase() + roma.slice(1));

/**
 * The branches of bank `bankCode` in `countryCode`, in code order, or undefined where Tessera has
 * no register for that country or bank (then any branch code of the right format is accepted).
 */
export function listBranches(countryCode: string, bankCode: string): Branch[] | undefined {
  if (countryCode.toUpperCase() !== 'JP') return undefined;
  const bank = zenginRegister()[bankCode];
  if (!bank) return undefined;
  return Object.values(bank.branches)
    .map((branch) => ({
      branchCode: branch.code,
      branchName: [branch.name, latin(branch.roma)].filter(Boolean).join(' · '),
    }))
    .sort((a, b) => a.branchCode.localeCompare(b.branchCode));
}

/**
 * Whether `branchCode` is a branch of the bank: true or false where a register knows the bank,
 * undefined where none does.
 */
export function isKnownBranch(countryCode: string, bankCode: string, branchCode: string): boolean | undefined {
  const branches = listBranches(countryCode, bankCode);
  return branches === undefined ? undefined : branches.some((branch) => branch.branchCode === branchCode);
}
