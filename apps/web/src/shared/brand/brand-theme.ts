import {
  colorsTuple,
  createTheme,
  DEFAULT_THEME,
  defaultVariantColorsResolver,
  getPrimaryShade,
  isLightColor,
  localStorageColorSchemeManager,
  type CSSVariablesResolver,
  type MantineColorSchemeManager,
  type MantineColorShade,
  type MantineColorsTuple,
  type MantineTheme,
  type MantineThemeOverride,
  type VariantColorsResolver,
} from '@mantine/core';
import { contrastRatio, minimumTextContrast, mixColors, type Brand } from '@tessera/contract';
import { schemeTextColors } from '../ui/text-colors.ts';

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

/** What text sits on in the dark scheme: the page (dark.8), cards and dialogs (dark.7), inputs and menus (dark.6). */
export const darkSurfaces: readonly string[] = [
  DEFAULT_THEME.colors.dark[8],
  DEFAULT_THEME.colors.dark[7],
  DEFAULT_THEME.colors.dark[6],
];

/** Whether `color` as text keeps WCAG AA contrast on every dark surface. */
function readableOnDark(color: string): boolean {
  return darkSurfaces.every((surface) => contrastRatio(color, surface) >= minimumTextContrast);
}

/**
 * The text Mantine puts on a filled colour (buttons, badges, checked boxes) with `autoContrast`:
 * black on a colour lighter than the theme's luminance threshold, else white.
 */
export function filledText(color: string): '#000000' | '#ffffff' {
  return isLightColor(color, DEFAULT_THEME.luminanceThreshold) ? '#000000' : '#ffffff';
}

/**
 * The primary shade of the dark scheme: the darkest of 2–6 that is {@link readableOnDark} (links,
 * outlines, active text) and whose filled buttons keep 4.5:1 with the text {@link filledText}
 * picks. Light text on a dark page needs a light shade, so filled buttons carry black text.
 */
export function darkPrimaryShade(palette: Brand['theme']['primaryColor']): MantineColorShade {
  const colors = DEFAULT_THEME.colors[palette];
  for (const shade of [6, 5, 4, 3, 2] as const) {
    const color = colors[shade];
    if (readableOnDark(color) && contrastRatio(filledText(color), color) >= minimumTextContrast) return shade;
  }
  throw new Error(`no shade of ${palette} is readable on the dark surfaces`);
}

/** Mantine's background of light-variant components in dark: shade 9 darkened by half (its `darken(…, 0.5)`). */
export function darkTint(palette: string): string | undefined {
  const shade = DEFAULT_THEME.colors[palette]?.[9];
  return shade ? mixColors(shade, '#000000', 0.5) : undefined;
}

/**
 * Mantine's colours per variant, with the text of filled components (buttons, badges) read from
 * `--mantine-color-<palette>-contrast`, which {@link brandCssVariables} sets per colour scheme:
 * Mantine picks it once, for the light shade, and the dark scheme's lighter shade needs black.
 */
const schemeAwareVariantColors: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const palette = input.color ?? input.theme.primaryColor;
  const autoContrast = input.autoContrast ?? input.theme.autoContrast;
  if (input.variant !== 'filled' || !autoContrast || !(palette in input.theme.colors)) return colors;
  return { ...colors, color: `var(--mantine-color-${palette}-contrast)` };
};

/**
 * The Mantine theme of a brand (spec 000 §1): its palette as the primary colour, the spec's
 * breakpoints, and the house look (system fonts only: the CSP allows no font CDN). `labels` are
 * texts the theme gives components, in the shown language (the dialog close button's name).
 */
export function createBrandTheme(
  brand: Pick<Brand, 'theme'> | null,
  labels: { closeLabel: string },
): MantineThemeOverride {
  const palette = brand?.theme.primaryColor ?? neutralPalette;
  const primary = accessiblePrimary(palette);
  return createTheme({
    primaryColor: palette,
    colors: { [palette]: primary.colors },
    primaryShade: { light: primary.shade, dark: darkPrimaryShade(palette) },
    autoContrast: true,
    variantColorResolver: schemeAwareVariantColors,
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
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': labels.closeLabel } } },
      // A menu holds only menu items (ARIA): no focusable placeholder; opening focuses the first item.
      Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
      // A file picker's "Choose a file" is shown text, not a native placeholder: the dimmed grey,
      // which passes AA, instead of the lighter placeholder grey (decision 0038).
      FileInput: { styles: { placeholder: { color: 'var(--mantine-color-dimmed)' } } },
    },
  });
}

/** The colour-scheme choice ('light', 'dark' or 'auto') is kept in this local-storage key, per browser. */
const colorSchemeStorageKey = 'tessera-color-scheme';

/**
 * Where Mantine keeps the colour-scheme choice: local storage under {@link colorSchemeStorageKey};
 * `public/before-app.js` reads the same key to set the scheme before the first paint.
 */
export const colorSchemeManager: MantineColorSchemeManager = localStorageColorSchemeManager({
  key: colorSchemeStorageKey,
});

/**
 * The theme's CSS variables per colour scheme: `--tessera-brand-color` (the brand's hex colour for
 * accents: logo tiles, card faces), `--tessera-page-surface` (the grey page behind cards), the
 * meaningful text colours `--tessera-color-incoming`, `-error`, `-warning` and Mantine's dimmed grey
 * ({@link schemeTextColors}), readable light-variant text in light ({@link lightVariantText}), and in
 * dark the primary palette's links and text in its dark primary shade ({@link darkPrimaryShade}),
 * and per palette and scheme the text on its filled shade ({@link filledText}).
 */
export function brandCssVariables(brand: Pick<Brand, 'theme'> | null): CSSVariablesResolver {
  const brandColor = brand?.theme.brandColor ?? '#4c6ef5';
  const palette = brand?.theme.primaryColor ?? neutralPalette;
  const darkPrimary = `var(--mantine-color-${palette}-${darkPrimaryShade(palette)})`;
  const lightVariantColors = Object.fromEntries(
    Object.keys(DEFAULT_THEME.colors).flatMap((name) => {
      const text = lightVariantText(name);
      return text ? [[`--mantine-color-${name}-light-color`, text]] : [];
    }),
  );
  const semantic = (scheme: 'light' | 'dark') => ({
    '--tessera-color-incoming': schemeTextColors[scheme].incoming,
    '--tessera-color-error': schemeTextColors[scheme].error,
    '--tessera-color-warning': schemeTextColors[scheme].warning,
    '--mantine-color-dimmed': schemeTextColors[scheme].dimmed,
  });
  const filledTexts = (theme: MantineTheme, scheme: 'light' | 'dark') => {
    const shade = getPrimaryShade(theme, scheme);
    return Object.fromEntries(
      Object.entries(theme.colors).flatMap(([name, colors]) =>
        DEFAULT_THEME.colors[name] ? [[`--mantine-color-${name}-contrast`, filledText(colors[shade])]] : [],
      ),
    );
  };
  return (theme) => ({
    variables: { '--tessera-brand-color': brandColor },
    light: {
      ...semantic('light'),
      ...filledTexts(theme, 'light'),
      ...lightVariantColors,
      '--tessera-page-surface': 'var(--mantine-color-gray-0)',
      // Mantine's error red in light (red.6) gives 3.3:1 on white; field errors use the error text colour.
      '--mantine-color-error': schemeTextColors.light.error,
    },
    dark: {
      ...semantic('dark'),
      ...filledTexts(theme, 'dark'),
      '--tessera-page-surface': 'var(--mantine-color-dark-8)',
      '--mantine-color-anchor': darkPrimary,
      [`--mantine-color-${palette}-text`]: darkPrimary,
      // Mantine's error red in dark (red.8) gives 3:1 on dark inputs; field errors use the error text colour.
      '--mantine-color-error': schemeTextColors.dark.error,
    },
  });
}
