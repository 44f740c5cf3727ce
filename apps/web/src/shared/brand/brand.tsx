import type { Brand } from '@tessera/contract';
import { createContext, useContext } from 'react';

const BrandContext = createContext<Brand | null>(null);

/** Provides the brand read at start-up from `brandConfig`. */
export const BrandProvider = BrandContext.Provider;

/** The current brand (spec 000 §1). @throws Error outside the provider. */
export function useBrand(): Brand {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand outside BrandProvider');
  return brand;
}
