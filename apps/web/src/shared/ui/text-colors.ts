/**
 * Colours of text that carries meaning, as Mantine colour values. Each keeps WCAG AA contrast
 * (4.5:1) on white cards and on the grey page (text-colors.test.ts); use these instead of palette
 * shades picked by eye.
 */
export const textColors = {
  /** Money coming in. */
  incoming: 'teal.9',
  /** Errors and refusals. */
  error: 'red.9',
  /** Something waiting (processing counts). */
  warning: '#a8410b',
  /** Secondary text (Mantine's "dimmed"); set as `--mantine-color-dimmed` by the brand theme. */
  dimmed: '#5c636b',
} as const;
