import type { Language } from '@tessera/contract';
import { labels, type Labels } from './labels.ts';

/**
 * ISO 3166-1 alpha-2 codes of today's countries and territories, plus XK (Kosovo, the code banks and
 * the EU use until ISO assigns one; decision 0083). Names come from `Intl.DisplayNames`.
 */
export const countryCodes: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY ' +
  'BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK ' +
  'FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR ' +
  'IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ' +
  'ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM ' +
  'PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF ' +
  'TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ');

/**
 * States that no longer exist but are still printed as a place of birth in passports of people born
 * there, by ISO 3166-3 code (decision 0083). Intl has no names for them (it reads SU as Russia).
 */
export const historicalBirthCountries: readonly { readonly code: string; readonly labels: Labels }[] = [
  {
    code: 'SUHH',
    labels: labels(
      'USSR (Soviet Union)',
      'URSS (Unión Soviética)',
      'URSS (União Soviética)',
      'URSS (Uniunea Sovietică)',
      'СССР (Советский Союз)',
      'СРСР (Радянський Союз)',
    ),
  },
  { code: 'YUCS', labels: labels('Yugoslavia', 'Yugoslavia', 'Jugoslávia', 'Iugoslavia', 'Югославия', 'Югославія') },
  {
    code: 'CSHH',
    labels: labels(
      'Czechoslovakia',
      'Checoslovaquia',
      'Checoslováquia',
      'Cehoslovacia',
      'Чехословакия',
      'Чехословаччина',
    ),
  },
  {
    code: 'DDDE',
    labels: labels(
      'East Germany (GDR)',
      'Alemania Oriental (RDA)',
      'Alemanha Oriental (RDA)',
      'Germania de Est (RDG)',
      'ГДР (Восточная Германия)',
      'НДР (Східна Німеччина)',
    ),
  },
];

/** An agreement a personal customer accepts at sign-up, by stable id and key. */
export interface PersonalAgreementContent {
  readonly id: number;
  readonly key: string;
  readonly labels: Labels;
  readonly isRequired: boolean;
}

/**
 * Personal agreements (spec 002 §3): what a personal customer of an EU e-money institution agrees to
 * at sign-up (framework contract, privacy, fees, electronic documents) and may agree to (card terms
 * when a card is ordered, marketing). The brand's `terms` give the links to the documents.
 */
export const personalAgreements: readonly PersonalAgreementContent[] = [
  {
    id: 1,
    key: 'accountTerms',
    isRequired: true,
    labels: labels(
      'Personal account terms and conditions',
      'Condiciones generales de la cuenta personal',
      'Termos e condições da conta pessoal',
      'Termenii și condițiile contului personal',
      'Условия обслуживания личного счёта',
      'Умови обслуговування особистого рахунку',
    ),
  },
  {
    id: 2,
    key: 'privacyNotice',
    isRequired: true,
    labels: labels(
      'Privacy notice',
      'Aviso de privacidad',
      'Aviso de privacidade',
      'Nota de informare privind confidențialitatea',
      'Уведомление о конфиденциальности',
      'Повідомлення про конфіденційність',
    ),
  },
  {
    id: 3,
    key: 'feeSchedule',
    isRequired: true,
    labels: labels(
      'Schedule of fees',
      'Tabla de comisiones',
      'Tabela de comissões',
      'Lista de comisioane',
      'Тарифы',
      'Тарифи',
    ),
  },
  {
    id: 4,
    key: 'electronicDocuments',
    isRequired: true,
    labels: labels(
      'Consent to receive documents electronically',
      'Consentimiento para recibir documentos en formato electrónico',
      'Consentimento para receber documentos em formato eletrónico',
      'Acordul de a primi documente în format electronic',
      'Согласие на получение документов в электронном виде',
      'Згода на отримання документів в електронному вигляді',
    ),
  },
  {
    id: 5,
    key: 'cardTerms',
    isRequired: false,
    labels: labels(
      'Card terms and conditions',
      'Condiciones de la tarjeta',
      'Termos e condições do cartão',
      'Termenii și condițiile cardului',
      'Условия использования карты',
      'Умови користування карткою',
    ),
  },
  {
    id: 6,
    key: 'marketing',
    isRequired: false,
    labels: labels(
      'News and offers by e-mail',
      'Novedades y ofertas por correo electrónico',
      'Novidades e ofertas por e-mail',
      'Noutăți și oferte prin e-mail',
      'Новости и предложения по e-mail',
      'Новини та пропозиції електронною поштою',
    ),
  },
];

/** The currency the monthly-deposit ranges are given in (decision 0083). */
export const monthlyDepositCurrency = 'EUR';

/**
 * Estimated monthly deposits (spec 002 §3) in {@link monthlyDepositCurrency} minor units: from
 * `minAmountMinor` inclusive to `maxAmountMinor` exclusive (null: no upper bound).
 */
export const monthlyDepositRanges: readonly {
  readonly id: number;
  readonly minAmountMinor: number;
  readonly maxAmountMinor: number | null;
}[] = [
  { id: 1, minAmountMinor: 0, maxAmountMinor: 100_000 },
  { id: 2, minAmountMinor: 100_000, maxAmountMinor: 500_000 },
  { id: 3, minAmountMinor: 500_000, maxAmountMinor: 1_000_000 },
  { id: 4, minAmountMinor: 1_000_000, maxAmountMinor: 5_000_000 },
  { id: 5, minAmountMinor: 5_000_000, maxAmountMinor: 10_000_000 },
  { id: 6, minAmountMinor: 10_000_000, maxAmountMinor: null },
];

/** How an open range reads in each language: `{amount}` is the formatted bound. */
export const openRangeTemplates: Readonly<Record<'below' | 'orMore', Readonly<Record<Language, string>>>> = {
  below: labels(
    'Less than {amount}',
    'Menos de {amount}',
    'Menos de {amount}',
    'Sub {amount}',
    'Менее {amount}',
    'Менше {amount}',
  ),
  orMore: labels(
    '{amount} or more',
    '{amount} o más',
    '{amount} ou mais',
    '{amount} sau mai mult',
    '{amount} и более',
    '{amount} і більше',
  ),
};
