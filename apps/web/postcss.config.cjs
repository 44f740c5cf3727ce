// Breakpoints of spec 000 §9 (mobile 476, tablet 768, phablet 871, laptop 1024, desktop 1280),
// the same values as the Mantine theme in src/shared/brand/brand-theme.ts.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '29.75em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '54.4375em',
        'mantine-breakpoint-lg': '64em',
        'mantine-breakpoint-xl': '80em',
      },
    },
  },
};
