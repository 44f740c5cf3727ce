import { brandSchema, type Brand } from '@tessera/contract';
import { brandConfigs } from './brands.data.ts';

/** The validated brands and a host-name lookup. */
export interface BrandRegistry {
  all: readonly Brand[];
  /** The brand whose hosts include `hostname` (port ignored, case-insensitive), else the default brand. */
  forHost(hostname: string | undefined): Brand;
  byId(id: string): Brand | undefined;
}

/**
 * Validates every brand configuration with the contract's zod schema and builds the lookup.
 * @throws Error when a configuration is invalid, a host is claimed twice, or `defaultBrandId` is unknown.
 */
export function createBrandRegistry(defaultBrandId: string, configs: readonly Brand[] = brandConfigs): BrandRegistry {
  const brands = configs.map((config) => brandSchema.parse(config));
  const byHost = new Map<string, Brand>();
  for (const brand of brands) {
    for (const host of brand.hosts) {
      const key = host.toLowerCase();
      const claimed = byHost.get(key);
      if (claimed) throw new Error(`host ${host} is claimed by brands ${claimed.id} and ${brand.id}`);
      byHost.set(key, brand);
    }
  }
  const fallback = brands.find((brand) => brand.id === defaultBrandId);
  if (!fallback)
    throw new Error(`BRAND=${defaultBrandId} is not one of: ${brands.map((brand) => brand.id).join(', ')}`);
  return {
    all: brands,
    forHost(hostname) {
      if (!hostname) return fallback;
      const bare = hostname.replace(/:\d+$/, '').toLowerCase();
      return byHost.get(bare) ?? fallback;
    },
    byId: (id) => brands.find((brand) => brand.id === id),
  };
}
