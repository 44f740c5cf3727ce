/**
 * Colour contrast of the brand table (WCAG 2.1 §1.4.3, AA): text needs 4.5:1 against what is behind
 * it. Pure functions on '#rrggbb' colours, shared by the web theme (which surfaces it paints) and
 * the test over the brand table (that every brand's surfaces pass).
 */

/** The text-on-surface contrast WCAG AA asks of normal-size text. */
export const minimumTextContrast = 4.5;

/** The dark colour every brand surface is mixed with (login hero, card faces). */
export const brandSurfaceShade = '#0b1024';
/** Share of the brand colour at the lightest point of a brand surface; the rest is {@link brandSurfaceShade}. */
export const brandSurfaceBrandShare = 0.62;
/** Most white laid over a brand surface as a highlight (alpha, 0–1). */
export const brandSurfaceHighlight = 0.1;

function channels(color: string): [number, number, number] {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (!match) throw new Error(`not a #rrggbb colour: ${color}`);
  return [parseInt(match[1] ?? '0', 16), parseInt(match[2] ?? '0', 16), parseInt(match[3] ?? '0', 16)];
}

function hex(values: readonly number[]): string {
  return `#${values.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance of a '#rrggbb' colour (0 black … 1 white). */
function relativeLuminance(color: string): number {
  const [red, green, blue] = channels(color).map((value) => {
    const share = value / 255;
    return share <= 0.03928 ? share / 12.92 : ((share + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (red ?? 0) + 0.7152 * (green ?? 0) + 0.0722 * (blue ?? 0);
}

/** WCAG contrast ratio of two '#rrggbb' colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/** `first` mixed with `second`, `share` (0–1) of `first`, like CSS `color-mix(in srgb, …)`. */
export function mixColors(first: string, second: string, share: number): string {
  const [a, b] = [channels(first), channels(second)];
  return hex(a.map((value, index) => value * share + (b[index] ?? 0) * (1 - share)));
}

/**
 * The lightest point of a surface painted in a brand colour (the login hero, card faces), where
 * white text is hardest to read: the brand colour mixed with {@link brandSurfaceShade}, under the
 * strongest white highlight.
 */
export function lightestBrandSurface(brandColor: string): string {
  const base = mixColors(brandColor, brandSurfaceShade, brandSurfaceBrandShare);
  return mixColors('#ffffff', base, brandSurfaceHighlight);
}
