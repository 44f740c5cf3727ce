import { createTheme, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';
import type { Brand } from '@tessera/contract';

/**
 * Breakpoints of spec 000 §9 in em (16 px): mobile 476, tablet 768, phablet 871, laptop 1024,
 * desktop 1280. postcss.config.cjs repeats them for CSS modules.
 */
const breakpoints = {
  xs: '29.75em',
  sm: '48em',
  md: '54.4375em',
  lg: '64em',
  xl: '80em',
} as const;

/** Palette used before the brand is known (the loader and the boot error). */
const neutralPalette = 'indigo';

/**
 * The Mantine theme of a brand (spec 000 §1): its palette as the primary colour, the spec's
 * breakpoints, and the house look (system fonts only: the CSP allows no font CDN).
 */
export function createBrandTheme(brand: Brand | null): MantineThemeOverride {
  return createTheme({
    primaryColor: brand?.theme.primaryColor ?? neutralPalette,
    primaryShade: { light: 7, dark: 5 },
    autoContrast: true,
    breakpoints,
    defaultRadius: 'md',
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
    headings: { fontWeight: '700' },
    cursorType: 'pointer',
    components: {
      Paper: { defaultProps: { radius: 'lg' } },
      Card: { defaultProps: { radius: 'lg' } },
      Button: { defaultProps: { radius: 'md' } },
    },
  });
}

/** Exposes the brand's hex colour as `--tessera-brand-color` for accents (logo tiles, card faces). */
export function brandCssVariables(brand: Brand | null): CSSVariablesResolver {
  const brandColor = brand?.theme.brandColor ?? '#4c6ef5';
  return () => ({ variables: { '--tessera-brand-color': brandColor }, light: {}, dark: {} });
}
