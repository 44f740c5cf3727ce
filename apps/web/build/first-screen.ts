import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type Rolldown } from 'vite';

const entryId = '\0tessera-first-screen-entry';

/**
 * The code of a screen, measured rather than guessed (docs/performance.md): a throw-away build of
 * each set of roots alone, every dynamic `import()` left out, tree-shaken as the real build is.
 * The modules it keeps are what those roots run: the first screen's (the entry, the root layout and
 * the login page) go to the `vendor` and `app` chunks, the signed-in home's to `home`, everything
 * else to `vendor-more` and `app-more` or the screens' own chunks (vite.config.ts). Each set is
 * filled before the real build starts.
 */
export function screenModules(screens: readonly { roots: readonly string[]; modules: Set<string> }[]): Plugin {
  return {
    name: 'tessera-first-screen',
    apply: 'build',
    async config(_config, env) {
      if (env.command !== 'build' || process.env.TESSERA_FIRST_SCREEN_PASS) return;
      process.env.TESSERA_FIRST_SCREEN_PASS = '1';
      try {
        for (const screen of screens) await measure(screen.roots, screen.modules);
      } finally {
        delete process.env.TESSERA_FIRST_SCREEN_PASS;
      }
    },
  };
}

/** Fills `into` with the modules a build of `roots` alone keeps. */
async function measure(roots: readonly string[], into: Set<string>): Promise<void> {
  const output = (await build({
    configFile: false,
    root: path.resolve(import.meta.dirname, '..'),
    logLevel: 'silent',
    plugins: [react(), firstScreenEntry(roots)],
    build: {
      write: false,
      target: 'es2022',
      rolldownOptions: { input: entryId, output: { codeSplitting: false } },
    },
  })) as Rolldown.RolldownOutput;
  into.clear();
  for (const item of output.output) if (item.type === 'chunk') for (const id of item.moduleIds) into.add(id);
}

/** The analysis build's one entry (importing every root) and its dynamic imports left external. */
function firstScreenEntry(roots: readonly string[]): Plugin {
  return {
    name: 'tessera-first-screen-entry',
    resolveId(source) {
      return source === entryId ? entryId : null;
    },
    load(id) {
      if (id !== entryId) return null;
      // Every export of every root is kept, as the router's lazy routes use them.
      const imports = roots.map((root, index) => `import * as root${index} from ${JSON.stringify(root)};`);
      return `${imports.join('\n')}\nglobalThis.firstScreen = [${roots.map((_, index) => `root${index}`).join(', ')}];`;
    },
    resolveDynamicImport(specifier) {
      return { id: typeof specifier === 'string' ? specifier : 'dynamic', external: true };
    },
  };
}
