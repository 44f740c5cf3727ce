import { DEFAULT_THEME } from '@mantine/core';

/** The meanings text colours carry: money in, errors, waiting, secondary text. */
type TextColorName = 'incoming' | 'error' | 'warning' | 'dimmed';

/**
 * The '#rrggbb' value of each meaningful text colour per colour scheme. Each keeps WCAG AA
 * contrast (4.5:1) on every surface of its scheme: white cards and the grey page in light, the
 * page, cards and controls in dark (brand-theme.test.ts). The brand theme publishes them as CSS
 * variables ({@link textColors}), so one component reads right in both schemes.
 */
export const schemeTextColors: Record<'light' | 'dark', Record<TextColorName, string>> = {
  light: {
    incoming: DEFAULT_THEME.colors.teal[9],
    error: DEFAULT_THEME.colors.red[9],
    warning: '#a8410b',
    // Mantine's dimmed grey (gray.6) gives 3.3:1 on white.
    dimmed: '#5c636b',
  },
  dark: {
    incoming: DEFAULT_THEME.colors.teal[4],
    error: DEFAULT_THEME.colors.red[4],
    warning: DEFAULT_THEME.colors.orange[4],
    // Mantine's dimmed grey in dark (dark.2) gives 3.5:1 on dark cards.
    dimmed: '#9e9e9e',
  },
};

/**
 * Colours of text that carries meaning, as CSS values for Mantine's `c` and `color` props: each is
 * a variable the brand theme sets per colour scheme from {@link schemeTextColors}. Use these
 * instead of palette shades picked by eye; secondary text is Mantine's `c="dimmed"`.
 */
export const textColors = {
  /** Money coming in. */
  incoming: 'var(--tessera-color-incoming)',
  /** Errors and refusals. */
  error: 'var(--tessera-color-error)',
  /** Something waiting (processing counts). */
  warning: 'var(--tessera-color-warning)',
} as const;
