import { brandSchema, type Brand } from '@tessera/contract';
import { brandConfigs } from './brands.data.ts';

/**
 * The configuration of brand `id` (brands.data.ts, validated at start-up by
 * {@link createBrandRegistry}), for modules that act for a customer of that brand; undefined when unknown.
 */
export function findBrand(id: string): Brand | undefined {
  return brandConfigs.find((brand) => brand.id === id);
}

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

/** What {@link createPublicOrigins} reads from the configuration. */
export interface PublicOriginSettings {
  /** The default brand's id (config BRAND). */
  BRAND: string;
  /** The default brand's origin, when set. */
  PUBLIC_URL?: string | undefined;
  /** `brandId=origin` pairs, comma-separated. */
  BRAND_PUBLIC_URLS: string;
  PORT: number;
  NODE_ENV: 'development' | 'production' | 'test';
}

/**
 * The public origin ("https://host[:port]", no trailing slash) of every brand: the only source of
 * links in e-mails and QR codes (decision 0014). Never derived from a request's
 * Host header, which an attacker chooses. Per brand, in order: its `BRAND_PUBLIC_URLS` entry; for
 * the default brand `PUBLIC_URL`; in production `https://` and the brand's first host name; in development
 * `http://localhost:$PORT` for the default brand and `http://<id>.localhost:$PORT` for the others.
 * @throws Error at start-up when `BRAND_PUBLIC_URLS` names an unknown brand.
 */
export function createPublicOrigins(settings: PublicOriginSettings, registry: BrandRegistry): (brand: Brand) => string {
  const configured = new Map<string, string>();
  for (const pair of settings.BRAND_PUBLIC_URLS.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)) {
    const separator = pair.indexOf('=');
    const id = pair.slice(0, separator);
    if (!registry.byId(id)) throw new Error(`BRAND_PUBLIC_URLS names an unknown brand: ${id}`);
    configured.set(id, pair.slice(separator + 1));
  }
  const origins = new Map<string, string>();
  for (const brand of registry.all) {
    const isDefault = brand.id === settings.BRAND;
    const origin =
      configured.get(brand.id) ??
      (isDefault ? settings.PUBLIC_URL : undefined) ??
      (settings.NODE_ENV === 'production'
        ? `https://${brand.hosts[0] ?? brand.id}`
        : isDefault
          ? `http://localhost:${settings.PORT}`
          : `http://${brand.id}.localhost:${settings.PORT}`);
    origins.set(brand.id, origin.replace(/\/+$/, ''));
  }
  return (brand) => {
    const origin = origins.get(brand.id);
    if (origin === undefined) throw new Error(`no public origin for brand ${brand.id}`);
    return origin;
  };
}
