import { DEFAULT_THEME } from '@mantine/core';
import { brandPalettes, contrastRatio, minimumTextContrast } from '@tessera/contract';
import { describe, expect, it } from 'vitest';
import { textColors } from '../ui/text-colors.ts';
import { accessiblePrimary, lightSurfaces, lightTint, lightVariantText, readableOnLight } from './brand-theme.ts';

/** The hex of a Mantine colour value ('teal.9' or '#rrggbb'). */
function hexOf(value: string): string {
  const [palette, shade] = value.split('.');
  if (!shade) return value;
  const colors = DEFAULT_THEME.colors[palette ?? ''];
  if (!colors) throw new Error(`unknown palette ${palette}`);
  return colors[Number(shade)] ?? '';
}

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

  it.each(Object.entries(textColors))('the %s text colour is readable on cards and on the page', (_name, value) => {
    // Proves incoming amounts, errors, warnings and secondary text keep 4.5:1 (Mantine's own dimmed grey has 3.3:1).
    for (const surface of lightSurfaces)
      expect(contrastRatio(hexOf(value), surface)).toBeGreaterThanOrEqual(minimumTextContrast);
  });
});
