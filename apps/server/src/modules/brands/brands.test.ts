import { brandSchema, contrastRatio, lightestBrandSurface, minimumTextContrast } from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { brandConfigs } from './brands.data.ts';
import { createBrandRegistry } from './brands.ts';

describe('brands (spec 000 §1)', () => {
  it('has six valid brands, three without self-registration and one offering only en and es', () => {
    // Proves the brand configurations satisfy the schema and the mix.
    expect(brandConfigs).toHaveLength(6);
    for (const brand of brandConfigs) expect(brandSchema.safeParse(brand).success).toBe(true);
    expect(brandConfigs.filter((brand) => !brand.allowRegistration)).toHaveLength(3);
    expect(brandConfigs.filter((brand) => brand.availableLangs.join() === 'en,es')).toHaveLength(1);
    expect(brandConfigs.filter((brand) => brand.registrationPersonalTypes.includes('webcamModels'))).toHaveLength(1);
    expect(new Set(brandConfigs.map((brand) => brand.supports.managerMessenger)).size).toBe(6);
  });

  it('gives every brand a colour on which white text passes WCAG AA', () => {
    // Proves the login hero and card faces (brand colour, darkened, under a highlight) keep 4.5:1 for white text on every brand.
    for (const brand of brandConfigs) {
      const surface = lightestBrandSurface(brand.theme.brandColor);
      expect({ brand: brand.id, passes: contrastRatio('#ffffff', surface) >= minimumTextContrast }).toEqual({
        brand: brand.id,
        passes: true,
      });
    }
    // The formula itself: black on white is 21:1, and the brightest brand colour undarkened would fail.
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#0ca678')).toBeLessThan(minimumTextContrast);
  });

  it('picks the brand by host name, ignoring port and case, with the configured default', () => {
    // Proves host-based brand selection and the BRAND fallback.
    const registry = createBrandRegistry('tessera');
    expect(registry.forHost('northwind.localhost:8080').id).toBe('northwind');
    expect(registry.forHost('HARBORFINANCE.example').id).toBe('harbor');
    expect(registry.forHost('unknown.example').id).toBe('tessera');
    expect(createBrandRegistry('cobalt').forHost(undefined).id).toBe('cobalt');
    expect(() => createBrandRegistry('nope')).toThrow(/BRAND=nope/);
  });

  it('refuses an invalid brand configuration at start-up', () => {
    // Proves configurations are validated, not trusted.
    const [first] = brandConfigs;
    if (!first) throw new Error('no brands');
    const broken = { ...first, availableLangs: [] };
    expect(() => createBrandRegistry('tessera', [broken])).toThrow();
  });
});

describe('brandConfig method', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ seed: false });
  });
  afterAll(async () => testApp.close());

  it("answers the request host's brand without signing in", async () => {
    // Proves the public method follows the Host header.
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/?method=brandConfig',
      headers: { host: 'aurora.localhost:8080' },
      payload: { method: 'brandConfig' },
    });
    expect(response.json()).toMatchObject({
      responseCode: '00',
      brand: { id: 'aurora', projectName: 'Aurora Wallet' },
    });
  });
});
