import { queryOptions } from '@tanstack/react-query';
import type { Brand } from '@tessera/contract';
import { call } from '../api/call.ts';

/** Query key of the brand; the only query that survives sign-out (it is public). */
export const brandQueryKey = ['brand'] as const;

/** Reads the brand of this host name (spec 000 §1) with the public `brandConfig`. */
export async function fetchBrand(): Promise<Brand> {
  return (await call('brandConfig', {})).brand;
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
