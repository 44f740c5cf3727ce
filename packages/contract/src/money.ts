/**
 * Money in Tessera (DESIGN §3): decimal strings on the wire, bigint minor units inside
 * the server, formatted from strings in the browser. Never a floating-point number.
 */

/** Minor-unit exponent per ISO 4217 currency (and BTC with 8). Unknown currencies use 2. */
export const currencyExponents: Readonly<Record<string, number>> = {
  USD: 2,
  EUR: 2,
  GBP: 2,
  CAD: 2,
  AUD: 2,
  RON: 2,
  CHF: 2,
  PLN: 2,
  SEK: 2,
  NOK: 2,
  DKK: 2,
  CZK: 2,
  HUF: 2,
  BRL: 2,
  MXN: 2,
  INR: 2,
  LKR: 2,
  CNY: 2,
  HKD: 2,
  SGD: 2,
  NZD: 2,
  ZAR: 2,
  TRY: 2,
  UAH: 2,
  RUB: 2,
  JPY: 0,
  KRW: 0,
  CLP: 0,
  ISK: 0,
  VND: 0,
  BHD: 3,
  KWD: 3,
  OMR: 3,
  JOD: 3,
  TND: 3,
  BTC: 8,
  ETH: 8,
  USDT: 6,
  USDC: 6,
};

/**
 * True when `currencyCode` (upper case) is in the currency table above: the only currencies that may
 * have a rate, an account or a transfer (decision 0017: "NULL" and "NAN" are not currencies).
 */
export function isSupportedCurrency(currencyCode: string): boolean {
  return Object.hasOwn(currencyExponents, currencyCode);
}

/** Currency symbols of spec 000 §9; other currencies show their code. */
export const currencySymbols: Readonly<Record<string, string>> = {
  EUR: '€',
  USD: '$',
  AUD: '$',
  CAD: '$',
  GBP: '£',
  RON: 'lei',
  BTC: '₿',
};

/** Shown decimals are never fewer than 2 nor more than 8 (DESIGN §3). */
export const minDisplayDecimals = 2;
export const maxDisplayDecimals = 8;

/** Returns the minor-unit exponent of a currency code (case-insensitive). */
export function currencyExponent(currencyCode: string): number {
  return currencyExponents[currencyCode.toUpperCase()] ?? 2;
}

/** Returns the display symbol of a currency (spec 000 §9), or its code when it has none. */
export function currencySymbol(currencyCode: string): string {
  return currencySymbols[currencyCode.toUpperCase()] ?? currencyCode.toUpperCase();
}

const decimalPattern = /^(-)?(\d{1,30})(?:\.(\d{1,18}))?$/;

/** Thrown when a decimal string is not a valid amount for its currency. */
export class MoneyFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MoneyFormatError';
  }
}

/**
 * Parses a decimal string ("1250.50", "-3", "0.1") into bigint minor units of the currency.
 * @throws MoneyFormatError for malformed text or more decimals than the currency's exponent.
 */
export function parseMinor(amount: string, currencyCode: string): bigint {
  const match = decimalPattern.exec(amount.trim());
  if (!match) throw new MoneyFormatError(`Not a decimal amount: "${amount}"`);
  const [, sign, whole = '0', fraction = ''] = match;
  const exponent = currencyExponent(currencyCode);
  const trimmedFraction = fraction.replace(/0+$/, '');
  if (trimmedFraction.length > exponent) {
    throw new MoneyFormatError(`${currencyCode} allows at most ${exponent} decimals: "${amount}"`);
  }
  const minor = BigInt(whole) * 10n ** BigInt(exponent) + BigInt(trimmedFraction.padEnd(exponent, '0') || '0');
  return sign ? -minor : minor;
}

/** Formats bigint minor units as a plain decimal string with exactly the currency's decimals ("1250.50"). */
export function formatMinor(minor: bigint, currencyCode: string): string {
  const exponent = currencyExponent(currencyCode);
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent);
  const fraction = digits.slice(digits.length - exponent);
  return `${negative ? '-' : ''}${whole}${exponent > 0 ? `.${fraction}` : ''}`;
}

/** True when the text is a valid decimal amount (optionally signed) with at most `maxDecimals` decimals. */
export function isDecimalAmount(amount: string, maxDecimals = maxDisplayDecimals): boolean {
  const match = decimalPattern.exec(amount.trim());
  return match !== null && (match[3] ?? '').length <= maxDecimals;
}

export interface FormatAmountOptions {
  /** BCP 47 locale used for grouping and decimal separators. Default 'en'. */
  locale?: string;
  /**
   * Show the currency: a one-character symbol where the locale writes it ("$5.00" in en, "5,00 $" in
   * es), a longer symbol or the code after the number ("10.00 lei", "7.00 CHF"). Default true.
   */
  withSymbol?: boolean;
}

/**
 * Formats a decimal string for display with 2 to 8 decimals, the locale's separators and the
 * currency symbol, without floating point: "1234.5", USD → "$1,234.50" in en, "1.234,50 $" in es;
 * "0.00012345", BTC → "₿0.00012345". Separators and the symbol's placement come from Intl for the
 * locale (decision 0036); digits come from the string itself.
 */
export function formatAmount(amount: string, currencyCode: string, options: FormatAmountOptions = {}): string {
  const { locale = 'en', withSymbol = true } = options;
  const match = decimalPattern.exec(amount.trim());
  if (!match) return amount;
  const [, sign, whole = '0', rawFraction = ''] = match;
  const minDecimals = Math.min(Math.max(currencyExponent(currencyCode), minDisplayDecimals), maxDisplayDecimals);
  let fraction = rawFraction.replace(/0+$/, '');
  if (fraction.length > maxDisplayDecimals) fraction = fraction.slice(0, maxDisplayDecimals);
  fraction = fraction.padEnd(minDecimals, '0');
  const { group, decimal } = separators(locale);
  const groupedWhole = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const isZero = /^0*$/.test(whole) && /^0*$/.test(fraction);
  const number = `${sign && !isZero ? '-' : ''}${groupedWhole}${decimal}${fraction}`;
  if (!withSymbol) return number;
  const symbol = currencySymbols[currencyCode.toUpperCase()];
  if (!symbol) return `${number} ${currencyCode.toUpperCase()}`;
  if (symbol.length > 1) return `${number} ${symbol}`;
  const { isSymbolFirst, spacing } = symbolPlacement(locale);
  const unsigned = number.startsWith('-') ? number.slice(1) : number;
  const minus = unsigned === number ? '' : '-';
  return isSymbolFirst ? `${minus}${symbol}${spacing}${unsigned}` : `${minus}${unsigned}${spacing}${symbol}`;
}

/** Where a locale writes a one-character currency symbol: before or after the number, and what sits between. */
interface SymbolPlacement {
  isSymbolFirst: boolean;
  /** '' or the locale's space (usually U+00A0, so the symbol never wraps away from the number). */
  spacing: string;
}

const placementCache = new Map<string, SymbolPlacement>();

/**
 * The locale's CLDR currency pattern, read from Intl with a one-character narrow symbol ("$"):
 * en "$5.00", es and ru "5,00 $", pt "$ 5,00" (decision 0036). Only the placement and the spacing
 * are taken from Intl; the digits are always our own string.
 */
function symbolPlacement(locale: string): SymbolPlacement {
  const cached = placementCache.get(locale);
  if (cached) return cached;
  let placement: SymbolPlacement = { isSymbolFirst: true, spacing: '' };
  try {
    const parts = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(5);
    const currencyIndex = parts.findIndex((part) => part.type === 'currency');
    const integerIndex = parts.findIndex((part) => part.type === 'integer');
    const isSymbolFirst = currencyIndex < integerIndex;
    const between = parts[isSymbolFirst ? currencyIndex + 1 : currencyIndex - 1];
    placement = { isSymbolFirst, spacing: between?.type === 'literal' ? between.value : '' };
  } catch {
    // An unknown locale keeps the English placement.
  }
  placementCache.set(locale, placement);
  return placement;
}

const separatorCache = new Map<string, { group: string; decimal: string }>();

function separators(locale: string): { group: string; decimal: string } {
  const cached = separatorCache.get(locale);
  if (cached) return cached;
  let group = ',';
  let decimal = '.';
  try {
    for (const part of new Intl.NumberFormat(locale).formatToParts(1234567.5)) {
      if (part.type === 'group') group = part.value;
      if (part.type === 'decimal') decimal = part.value;
    }
  } catch {
    // An unknown locale keeps the English separators.
  }
  const result = { group, decimal };
  separatorCache.set(locale, result);
  return result;
}

/**
 * Reads an amount a person typed or pasted in their language into a plain decimal string
 * ("1000.50"), without floating point; null when the text is not an amount.
 *
 * Accepted: the locale's decimal separator and grouping ("1.000,50" in es, "1,000.50" in en,
 * "1 000,50" in ru with any kind of space), a currency symbol or code around the number, and the
 * other common decimal mark when it cannot be grouping: one separator followed by other than three
 * digits is a decimal mark in every language ("3.50" in es, "3,50" in en). One separator followed
 * by exactly three digits is the locale's reading: grouping where it is the locale's group mark
 * ("1.000" in es = 1000, "1,000" in en = 1000), else a decimal mark ("1.500" in ru = 1.5). With
 * both marks, the last is the decimal mark and every group before it has three digits.
 * The caller validates sign, size and the currency's decimals (e.g. `positiveAmountSchema`).
 */
export function parseLocaleAmount(text: string, locale: string): string | null {
  const symbols = new Set(Object.values(currencySymbols));
  let rest = text.replace(/[\s\u00a0\u202f\u2009]/g, '');
  rest = rest.replace(/^[A-Za-z]{3,5}|[A-Za-z]{3,5}$/g, '');
  for (const symbol of symbols) if (rest.startsWith(symbol)) rest = rest.slice(symbol.length);
  for (const symbol of symbols) if (rest.endsWith(symbol)) rest = rest.slice(0, -symbol.length);
  if (!/^\d[\d.,]*$/.test(rest) || /[.,]$/.test(rest)) return null;
  const marks = [...rest].filter((char) => char === '.' || char === ',');
  let whole: string;
  let fraction = '';
  const splitAt = (index: number) => {
    whole = rest.slice(0, index);
    fraction = rest.slice(index + 1);
  };
  whole = rest;
  const kinds = new Set(marks);
  if (kinds.size === 2) {
    const decimalIndex = Math.max(rest.lastIndexOf('.'), rest.lastIndexOf(','));
    splitAt(decimalIndex);
    const decimalMark = rest[decimalIndex];
    if (whole.includes(decimalMark ?? '')) return null;
  } else if (kinds.size === 1) {
    const [mark = '.'] = marks;
    const { group, decimal } = separators(locale);
    const afterLast = rest.length - rest.lastIndexOf(mark) - 1;
    const isGrouping = marks.length > 1 || (afterLast === 3 && mark === group && mark !== decimal);
    if (!isGrouping) splitAt(rest.indexOf(mark));
  }
  const groups = whole.split(/[.,]/);
  if (
    groups.length > 1 &&
    (!/^\d{1,3}$/.test(groups[0] ?? '') || groups.slice(1).some((part) => !/^\d{3}$/.test(part)))
  )
    return null;
  if (!/^\d*$/.test(fraction)) return null;
  const digits = groups.join('').replace(/^0+(?=\d)/, '');
  return fraction ? `${digits}.${fraction}` : digits;
}
