/**
 * Shareholdings of the business registration (spec 002 §3 "Registration company": shareholders,
 * each with a share; §5 "Shareholders"; decision 0095). A share is a percentage of the company sent
 * as a decimal string with at most two decimals ("30", "0.01", "100.00") and compared as an integer
 * number of basis points (hundredths of a percent), so the boundaries of §5 (above 0, at most 100,
 * total 10 to 100 inclusive, 25 % for the source of funds) never meet floating point.
 */

/** Basis points in one percent. */
export const basisPointsPerPercent = 100;
/** Smallest share a shareholder may hold: above 0, i.e. 0.01 % (spec 002 §5). */
export const minShareBasisPoints = 1;
/** Largest share of one shareholder: 100 % (spec 002 §5). */
export const maxShareBasisPoints = 100 * basisPointsPerPercent;
/** Smallest total of a company's shares: 10 % (spec 002 §5, inclusive). */
export const minTotalShareBasisPoints = 10 * basisPointsPerPercent;
/** Largest total of a company's shares: 100 % (spec 002 §5, inclusive). */
export const maxTotalShareBasisPoints = 100 * basisPointsPerPercent;
/**
 * From this share a person needs a source of funds with details when the brand enables source of
 * wealth (spec 002 §5: "25 percent or more"); a share updated below it clears them (§4 "Share
 * updates below 0.25", i.e. below a quarter of the company).
 */
export const sourceOfFundsThresholdBasisPoints = 25 * basisPointsPerPercent;

/** A share as typed: 1–3 digits, optionally a point and 1–2 decimals. */
const shareText = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/**
 * The share `text` in basis points ("30" → 3000, "0.01" → 1, "100.00" → 10000), or null when it is
 * not a decimal of at most three whole digits and two decimals (spaces around it are ignored; a
 * comma is read as the decimal point, as several of the product's languages write it). Range
 * checks are the caller's ({@link isShareInRange}).
 */
export function shareBasisPoints(text: string): number | null {
  const match = shareText.exec(text.trim().replace(',', '.'));
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * basisPointsPerPercent + Number(fraction.padEnd(2, '0'));
}

/** Whether a share in basis points is above 0 and at most 100 % (spec 002 §5). */
export function isShareInRange(basisPoints: number): boolean {
  return basisPoints >= minShareBasisPoints && basisPoints <= maxShareBasisPoints;
}

/** Whether the total of a company's shares, in basis points, is between 10 and 100 % inclusive (spec 002 §5). */
export function isShareTotalInRange(totalBasisPoints: number): boolean {
  return totalBasisPoints >= minTotalShareBasisPoints && totalBasisPoints <= maxTotalShareBasisPoints;
}

/** Formats basis points as the share's decimal string with two decimals (3000 → "30.00"). */
export function formatShare(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / basisPointsPerPercent);
  const fraction = String(basisPoints % basisPointsPerPercent).padStart(2, '0');
  return `${whole}.${fraction}`;
}
