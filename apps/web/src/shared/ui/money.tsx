import { formatAmount } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../i18n/i18n.ts';

/** The Intl locale of the UI language ('uk' for our 'ua'): how amounts are written and read. */
export function useLocale(): string {
  const { i18n } = useTranslation();
  return intlLocale(i18n.resolvedLanguage ?? 'en');
}

/**
 * Formats a decimal-string amount (DESIGN §3) with the currency symbol, 2–8 decimals and the UI
 * language's separators; never through floating point.
 */
export function useFormatMoney(): (amount: string, currencyCode: string) => string {
  const locale = useLocale();
  return (amount, currencyCode) => formatAmount(amount, currencyCode, { locale });
}

/** An amount as text, with tabular digits so columns of amounts line up. */
export function Money({ amount, currencyCode }: { amount: string; currencyCode: string }) {
  const format = useFormatMoney();
  return <span className="tabular-nums">{format(amount, currencyCode)}</span>;
}
