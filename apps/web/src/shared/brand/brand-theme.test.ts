import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { brandPalettes, contrastRatio, minimumTextContrast, type Brand } from '@tessera/contract';
import { describe, expect, it } from 'vitest';
import { schemeTextColors } from '../ui/text-colors.ts';
import {
  accessiblePrimary,
  brandCssVariables,
  createBrandTheme,
  darkPrimaryShade,
  darkSurfaces,
  darkTint,
  filledText,
  lightSurfaces,
  lightTint,
  lightVariantText,
  readableOnLight,
} from './brand-theme.ts';

describe('brand colours (WCAG 2.1 AA, 4.5:1 for text)', () => {
  it.each(brandPalettes)('the %s palette gives a primary shade white text and links can use', (palette) => {
    // Proves every palette a brand may choose yields filled buttons and links with 4.5:1 on white and on the page grey.
    const { colors, shade } = accessiblePrimary(palette);
    const primary = colors[shade];
    expect(contrastRatio('#ffffff', primary)).toBeGreaterThanOrEqual(minimumTextContrast);
    for (const surface of lightSurfaces)
      expect(contrastRatio(primary, surface)).toBeGreaterThanOrEqual(minimumTextContrast);
  });

  it('darkens a palette that is too light even at its darkest shade, and leaves the others as they are', () => {
    // Proves the fallback: orange.9 (4.3:1) is darkened just enough; indigo keeps Mantine's shade 7.
    expect(readableOnLight(DEFAULT_THEME.colors.orange[9])).toBe(false);
    const orange = accessiblePrimary('orange');
    expect(orange.shade).toBe(9);
    expect(orange.colors[9]).not.toBe(DEFAULT_THEME.colors.orange[9]);
    expect(readableOnLight(orange.colors[9])).toBe(true);
    expect(accessiblePrimary('indigo')).toEqual({ colors: DEFAULT_THEME.colors.indigo, shade: 7 });
  });

  it.each(Object.keys(DEFAULT_THEME.colors))('light badges, alerts and buttons in %s have readable text', (palette) => {
    // Proves the text of light-variant components keeps 4.5:1 on their background (shade 1) and on white.
    const text = lightVariantText(palette) ?? '';
    const tint = lightTint(palette) ?? '';
    for (const surface of [...lightSurfaces, tint])
      expect(contrastRatio(text, surface)).toBeGreaterThanOrEqual(minimumTextContrast);
  });

  it.each(Object.entries(schemeTextColors.light))(
    'the %s text colour is readable on cards and on the page',
    (_name, value) => {
      // Proves incoming amounts, errors, warnings and secondary text keep 4.5:1 (Mantine's own dimmed grey has 3.3:1).
      for (const surface of lightSurfaces)
        expect(contrastRatio(value, surface)).toBeGreaterThanOrEqual(minimumTextContrast);
    },
  );
});

describe('brand colours in the dark scheme (WCAG 2.1 AA, 4.5:1 for text)', () => {
  it.each(brandPalettes)('the %s palette gives a dark primary shade for links and filled buttons', (palette) => {
    // Proves links, outlines and active text in the dark primary shade keep 4.5:1 on the page, cards and inputs,
    // and the text Mantine puts on a filled button of that shade keeps 4.5:1 too.
    const primary = DEFAULT_THEME.colors[palette][darkPrimaryShade(palette)];
    for (const surface of darkSurfaces)
      expect(contrastRatio(primary, surface)).toBeGreaterThanOrEqual(minimumTextContrast);
    expect(contrastRatio(filledText(primary), primary)).toBeGreaterThanOrEqual(minimumTextContrast);
  });

  it('keeps the darker shades where they are readable and goes lighter where they are not', () => {
    // Proves the choice is the darkest shade that passes: teal.6 passes; violet.4 (4.0:1 on dark cards) does not, so 3.
    expect(darkPrimaryShade('teal')).toBe(6);
    expect(contrastRatio(DEFAULT_THEME.colors.violet[4], DEFAULT_THEME.colors.dark[6])).toBeLessThan(
      minimumTextContrast,
    );
    expect(darkPrimaryShade('violet')).toBe(3);
  });

  it.each(Object.keys(DEFAULT_THEME.colors).filter((palette) => palette !== 'dark'))(
    'light badges, alerts and buttons in %s have readable text in dark',
    (palette) => {
      // Proves Mantine's dark light-variant text (shade 0) keeps 4.5:1 on its background and on every dark surface.
      const text = DEFAULT_THEME.colors[palette]?.[0] ?? '';
      for (const surface of [...darkSurfaces, darkTint(palette) ?? ''])
        expect(contrastRatio(text, surface)).toBeGreaterThanOrEqual(minimumTextContrast);
    },
  );

  it.each(Object.entries(schemeTextColors.dark))(
    'the %s text colour is readable on the dark page, cards and inputs',
    (_name, value) => {
      // Proves incoming amounts, errors, warnings and secondary text keep 4.5:1 in dark (Mantine's dark dimmed has 3.5:1).
      for (const surface of darkSurfaces)
        expect(contrastRatio(value, surface)).toBeGreaterThanOrEqual(minimumTextContrast);
    },
  );

  it('body text and headings are readable on every dark surface', () => {
    // Proves Mantine's dark text (dark.0) and bright headings (white) keep 4.5:1 where they sit.
    for (const surface of darkSurfaces) {
      expect(contrastRatio(DEFAULT_THEME.colors.dark[0], surface)).toBeGreaterThanOrEqual(minimumTextContrast);
      expect(contrastRatio('#ffffff', surface)).toBeGreaterThanOrEqual(minimumTextContrast);
    }
  });
});

describe('the theme per colour scheme', () => {
  const brand = { theme: { primaryColor: 'violet', brandColor: '#7950f2' } } satisfies Pick<Brand, 'theme'>;

  it('uses the accessible shade in light and the readable dark shade in dark', () => {
    // Proves the theme wires both primary shades.
    const theme = createBrandTheme(brand, { closeLabel: 'Close' });
    expect(theme.primaryShade).toEqual({ light: accessiblePrimary('violet').shade, dark: darkPrimaryShade('violet') });
  });

  it('sets the meaningful text colours, the page surface and the links per scheme', () => {
    // Proves one component reads right in both schemes: each variable has a light and a dark value.
    const theme = mergeMantineTheme(DEFAULT_THEME, createBrandTheme(brand, { closeLabel: 'Close' }));
    const variables = brandCssVariables(brand)(theme);
    for (const scheme of ['light', 'dark'] as const) {
      expect(variables[scheme]['--tessera-color-error']).toBe(schemeTextColors[scheme].error);
      expect(variables[scheme]['--tessera-color-incoming']).toBe(schemeTextColors[scheme].incoming);
      expect(variables[scheme]['--tessera-color-warning']).toBe(schemeTextColors[scheme].warning);
      expect(variables[scheme]['--mantine-color-dimmed']).toBe(schemeTextColors[scheme].dimmed);
      expect(variables[scheme]['--tessera-page-surface']).toBeDefined();
    }
    expect(variables.dark['--mantine-color-anchor']).toBe('var(--mantine-color-violet-3)');
    expect(variables.light['--mantine-color-red-light-color']).toBe(lightVariantText('red'));
    expect(variables.dark['--mantine-color-red-light-color']).toBeUndefined();
  });

  it.each(brandPalettes)('filled buttons of a %s brand have readable text in both schemes', (palette) => {
    // Proves the per-scheme text of filled components (Mantine picks it once, for light) keeps 4.5:1 on the filled shade.
    const paletteBrand = { theme: { primaryColor: palette, brandColor: '#4c6ef5' } } satisfies Pick<Brand, 'theme'>;
    const theme = mergeMantineTheme(DEFAULT_THEME, createBrandTheme(paletteBrand, { closeLabel: 'Close' }));
    const variables = brandCssVariables(paletteBrand)(theme);
    const shades = { light: accessiblePrimary(palette).shade, dark: darkPrimaryShade(palette) };
    for (const scheme of ['light', 'dark'] as const) {
      const text = variables[scheme][`--mantine-color-${palette}-contrast`] ?? '';
      const filled = theme.colors[palette][shades[scheme]];
      expect(contrastRatio(text, filled)).toBeGreaterThanOrEqual(minimumTextContrast);
    }
  });
});
