import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type Rolldown } from 'vite';

const entryId = '\0tessera-screen-entry';

/**
 * The code of a screen, measured rather than guessed (docs/performance.md): a throw-away build of
 * each set of roots alone, every dynamic `import()` left out, tree-shaken as the real build is.
 * The modules it keeps are what those roots run: the first screen's (the entry, the root layout and
 * the login page) go to the `vendor` and `app` chunks, the signed-in home's to `home`, everything
 * else to `vendor-more` and `app-more` or the screens' own chunks (vite.config.ts). Each set is
 * filled before the real build starts. `resolving` are the real build's plugins that change where an
 * import leads (zodConfigured), so the measure follows the same imports.
 */
export function screenModules(
  screens: readonly { roots: readonly string[]; modules: Set<string> }[],
  resolving: () => Plugin[] = () => [],
): Plugin {
  return {
    name: 'tessera-screen-modules',
    apply: 'build',
    // The throw-away builds use no config file, so this plugin does not run inside them.
    async config() {
      for (const screen of screens) await measure(screen.roots, screen.modules, resolving());
    },
  };
}

/** Fills `into` with the modules a build of `roots` alone keeps. */
async function measure(roots: readonly string[], into: Set<string>, resolving: Plugin[]): Promise<void> {
  const output = (await build({
    configFile: false,
    root: path.resolve(import.meta.dirname, '..'),
    logLevel: 'silent',
    plugins: [...resolving, react(), screenEntry(roots)],
    build: {
      write: false,
      target: 'es2022',
      rolldownOptions: { input: entryId, output: { codeSplitting: false } },
    },
  })) as Rolldown.RolldownOutput;
  into.clear();
  for (const item of output.output) if (item.type === 'chunk') for (const id of item.moduleIds) into.add(id);
}

/** The throw-away build's one entry (importing every root) and its dynamic imports left external. */
function screenEntry(roots: readonly string[]): Plugin {
  return {
    name: 'tessera-screen-entry',
    resolveId(source) {
      return source === entryId ? entryId : null;
    },
    load(id) {
      if (id !== entryId) return null;
      // Every export of every root is kept, as the router's lazy routes use them.
      const imports = roots.map((root, index) => `import * as root${index} from ${JSON.stringify(root)};`);
      return `${imports.join('\n')}\nglobalThis.screenRoots = [${roots.map((_, index) => `root${index}`).join(', ')}];`;
    },
    resolveDynamicImport(specifier) {
      return { id: typeof specifier === 'string' ? specifier : 'dynamic', external: true };
    },
  };
}

/**
 * Fails the build when a library matching `library` is among the measured modules of `screen`: a
 * first-screen module that imports a schema brings zod back into the login page's first chunk
 * (decision 0126).
 */
export function screenWithout(screen: { modules: ReadonlySet<string> }, library: RegExp, why: string): Plugin {
  return {
    name: 'tessera-screen-without',
    apply: 'build',
    buildStart() {
      const found = [...screen.modules].find((id) => library.test(id));
      if (found) this.error(`${found} is part of the first screen: ${why}`);
    },
  };
}
