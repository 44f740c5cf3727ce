import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Mantine's stylesheets every screen needs before its components' own: reset, variables, global rules. */
const baseStyles = ['baseline', 'default-css-variables', 'global'];

/**
 * Narrows a screen's stylesheet to what it uses (docs/performance.md): in the build, `stylesheet`
 * (src/app/first-screen-styles.css or src/shared/styles/home-styles.css, which import all of
 * Mantine's styles for the development server) becomes the styles of each Mantine component the
 * screen's modules import (measured by build/first-screen.ts), in the order Mantine's own full
 * stylesheet has them: with Mantine's base styles for the first screen; without the components
 * of `after` (a screen whose stylesheet is in the page already) for the signed-in home.
 * Everything is in the `mantine` cascade layer, so the full stylesheet, loaded later with the other
 * screens (src/shared/styles/all-styles.ts), repeats the same rules in Mantine's order without
 * changing what wins, and the app's own unlayered styles win over all of them.
 */
export function screenStyles(
  stylesheet: string,
  screen: { modules: ReadonlySet<string> },
  after?: { modules: ReadonlySet<string> },
): Plugin {
  const require = createRequire(import.meta.url);
  const stylesDirectory = path.join(path.dirname(require.resolve('@mantine/core/styles.css')), 'styles');
  return {
    name: `tessera-screen-styles:${path.basename(stylesheet)}`,
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id !== stylesheet) return null;
      const componentsOf = (modules: ReadonlySet<string>) => {
        const components = new Set<string>();
        for (const module of modules) {
          const match = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]([^\\/]+)[\\/]/.exec(module);
          if (match?.[1] && existsSync(path.join(stylesDirectory, `${match[1]}.layer.css`))) components.add(match[1]);
        }
        return components;
      };
      const earlier = after ? componentsOf(after.modules) : new Set<string>();
      const components = new Set([...componentsOf(screen.modules)].filter((name) => !earlier.has(name)));
      if (components.size === 0)
        throw new Error(`screen styles: ${path.basename(stylesheet)} has no Mantine component`);
      // Mantine's full stylesheet is its files in a fixed order (a component's dependencies first).
      const full = readFileSync(path.join(stylesDirectory, '..', 'styles.css'), 'utf8');
      const position = (name: string) => {
        const own = readFileSync(path.join(stylesDirectory, `${name}.css`), 'utf8');
        const firstRule = own.slice(0, own.indexOf('{') + 1);
        const at = full.indexOf(firstRule);
        if (at < 0) throw new Error(`screen styles: ${name}.css is not in Mantine's styles.css`);
        return at;
      };
      const ordered = [...components].sort((a, b) => position(a) - position(b));
      return [...(after ? [] : baseStyles), ...ordered]
        .map((name) => `@import '@mantine/core/styles/${name}.layer.css';`)
        .join('\n');
    },
  };
}
