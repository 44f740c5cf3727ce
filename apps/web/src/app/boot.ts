import { queryOptions } from '@tanstack/react-query';
import type { Brand } from '@tessera/contract';
import { applyBrandToDocument, brandQuery, fetchBrand } from '../shared/brand/brand-config.ts';
import { changeLanguage, currentLanguage, pickLanguage } from '../shared/i18n/i18n.ts';

/**
 * Start-up (spec 000 §1, §9): reads the brand of this host, applies it to the document, and shows
 * a language the brand offers (the remembered one, else English, else the brand's first) before
 * the first screen renders, so no screen flashes in a language the brand does not offer.
 */
export function bootQuery() {
  return queryOptions({
    ...brandQuery(),
    queryFn: async () => applyBrand(await fetchBrand()),
  });
}

/**
 * Applies the brand to the document and shows a language it offers. A fallback language is shown
 * without replacing the user's remembered choice.
 */
async function applyBrand(brand: Brand): Promise<Brand> {
  applyBrandToDocument(brand);
  const language = pickLanguage(brand.availableLangs);
  if (language !== currentLanguage()) await changeLanguage(language, { remember: false });
  return brand;
}
