import { queryOptions } from '@tanstack/react-query';
import type { Brand } from '@tessera/contract';
import { call } from '../api/call.ts';

/** Query key of the brand; the only query that survives sign-out (it is public). */
export const brandQueryKey = ['brand'] as const;

/** Reads the brand of this host name (spec 000 §1) with the public `brandConfig`. */
export async function fetchBrand(): Promise<Brand> {
  return (await call('brandConfig', {})).brand;
}

/** Id of the element in which the server writes the host's brand into the document (decision 0124). */
const documentBrandId = 'tessera-brand';

/**
 * The brand the server wrote into the document (decision 0124), so the first screen need not ask
 * for it; undefined when the document has none (the development server) or it is unreadable, and
 * the app then reads it with `brandConfig`. It is not parsed again with the contract's
 * `brandSchema`: the server parsed its brand table with it at start and wrote one of its entries,
 * and the schema (with zod) would be the first screen's largest script (decision 0126).
 */
export function documentBrand(): Brand | undefined {
  const text = document.getElementById(documentBrandId)?.textContent;
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return isBrandShaped(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a value has the brand's identifying parts (an id, a theme and the languages it offers). */
function isBrandShaped(value: unknown): value is Brand {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof Brand, unknown>>;
  return (
    typeof candidate.id === 'string' &&
    typeof candidate.theme === 'object' &&
    candidate.theme !== null &&
    Array.isArray(candidate.availableLangs)
  );
}

/** The brand as a query: read once per page load. */
export function brandQuery() {
  return queryOptions({
    queryKey: brandQueryKey,
    queryFn: fetchBrand,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 2,
  });
}

/** Applies the brand to the document: title, favicon and the browser's theme colour. */
export function applyBrandToDocument(brand: Brand): void {
  document.title = brand.projectName;
  let icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = document.createElement('link');
    icon.rel = 'icon';
    document.head.append(icon);
  }
  icon.type = 'image/svg+xml';
  icon.href = brand.projectLogo;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', brand.theme.brandColor);
}
