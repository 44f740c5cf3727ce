import {
  colorsTuple,
  createTheme,
  DEFAULT_THEME,
  defaultVariantColorsResolver,
  type VariantColorsResolver,
  type CSSVariablesResolver,
  type MantineColorShade,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import { contrastRatio, minimumTextContrast, mixColors, type Brand } from '@tessera/contract';
import { textColors } from '../ui/text-colors.ts';

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

/** What text in the primary colour sits on in the light scheme: cards (white) and the page (gray.0). */
export const lightSurfaces: readonly string[] = ['#ffffff', DEFAULT_THEME.colors.gray[0]];

/** Whether `color` as text on every light surface, and white text on it, keep WCAG AA contrast. */
export function readableOnLight(color: string): boolean {
  return lightSurfaces.every((surface) => contrastRatio(color, surface) >= minimumTextContrast);
}

/**
 * The brand palette made readable (WCAG AA): the primary shade of the light scheme is the lightest
 * of 7–9 that is {@link readableOnLight} (filled buttons carry white text, links and outlines use it
 * as text); a palette too light even at 9 (green, orange, …) gets shade 9 darkened until it is.
 */
export function accessiblePrimary(palette: Brand['theme']['primaryColor']): {
  colors: MantineColorsTuple;
  shade: MantineColorShade;
} {
  const colors = DEFAULT_THEME.colors[palette];
  for (const shade of [7, 8, 9] as const) {
    if (readableOnLight(colors[shade])) return { colors, shade };
  }
  let darkest = colors[9];
  for (let share = 0.95; !readableOnLight(darkest); share -= 0.05) darkest = mixColors(colors[9], '#000000', share);
  return { colors: colorsTuple([...colors.slice(0, 9), darkest]), shade: 9 };
}

/** Mantine's background of light-variant components (badges, alerts, light buttons, active links): shade 1. */
export function lightTint(palette: string): string | undefined {
  return DEFAULT_THEME.colors[palette]?.[1];
}

/**
 * The text colour of light-variant components (badges, alerts, light and subtle buttons) in a
 * palette: the lightest of shades 8–9 with 4.5:1 on white, the page grey and the palette's own
 * background ({@link lightTint}), shade 9 darkened when none has. Undefined for a colour that is not a Mantine palette.
 */
export function lightVariantText(palette: string): string | undefined {
  const colors = DEFAULT_THEME.colors[palette];
  if (!colors) return undefined;
  const surfaces = [...lightSurfaces, lightTint(palette) ?? '#ffffff'];
  const readable = (color: string) => surfaces.every((surface) => contrastRatio(color, surface) >= minimumTextContrast);
  let color = readable(colors[8]) ? colors[8] : colors[9];
  for (let share = 0.95; !readable(color); share -= 0.05) color = mixColors(colors[9], '#000000', share);
  return color;
}

/** Mantine's colours per variant, with light-variant text made readable ({@link lightVariantText}). */
const readableVariantColors: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light' && input.variant !== 'subtle') return colors;
  const text = lightVariantText(input.color ?? input.theme.primaryColor);
  return text ? { ...colors, color: text, hoverColor: text } : colors;
};

/**
 * The Mantine theme of a brand (spec 000 §1): its palette as the primary colour, the spec's
 * breakpoints, and the house look (system fonts only: the CSP allows no font CDN). `labels` are
 * texts the theme gives components, in the shown language (the dialog close button's name).
 */
export function createBrandTheme(brand: Brand | null, labels: { closeLabel: string }): MantineThemeOverride {
  const palette = brand?.theme.primaryColor ?? neutralPalette;
  const primary = accessiblePrimary(palette);
  return createTheme({
    primaryColor: palette,
    colors: { [palette]: primary.colors },
    primaryShade: { light: primary.shade, dark: 5 },
    autoContrast: true,
    variantColorResolver: readableVariantColors,
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
      // Dialog close buttons are icons: they need a name for screen readers, in the shown language.
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': labels.closeLabel } } },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': labels.closeLabel } } },
      // A menu holds only menu items (ARIA): no focusable placeholder; opening focuses the first item.
      Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    },
  });
}

/** Exposes the brand's hex colour as `--tessera-brand-color` for accents (logo tiles, card faces). */
export function brandCssVariables(brand: Brand | null): CSSVariablesResolver {
  const brandColor = brand?.theme.brandColor ?? '#4c6ef5';
  return () => ({
    variables: { '--tessera-brand-color': brandColor },
    // Mantine's dimmed grey (gray.6) gives 3.3:1 on white; secondary text needs 4.5:1.
    light: { '--mantine-color-dimmed': textColors.dimmed },
    dark: {},
  });
}
