/**
 * Interface languages (spec 000 §9). 'ua' is the product's code for Ukrainian. Apart from the brand
 * schemas (which re-export them), so that a bundle needing only the words leaves zod out
 * (decision 0126).
 */
export const languages = ['en', 'es', 'pt', 'ro', 'ru', 'ua'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';
