import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type Rolldown } from 'vite';

/**
 * The first screen's code, measured rather than guessed (docs/performance.md): a throw-away build
 * splits every library module by the set of screens that really use it (after tree-shaking, so a
 * package's index that re-exports every component does not count as using them), and the modules of
 * the chunks the entry, the root layout and the login page load are the first screen's. The real
 * build puts those in the `vendor` and `app` chunks and the rest in `vendor-more` and `app-more`.
 */
export function firstScreenModules(roots: readonly string[], into: Set<string>): Plugin {
  return {
    name: 'tessera-first-screen',
    apply: 'build',
    async config(_config, env) {
      if (env.command !== 'build' || process.env.TESSERA_FIRST_SCREEN_PASS) return;
      process.env.TESSERA_FIRST_SCREEN_PASS = '1';
      try {
        const output = (await build({
          configFile: false,
          root: path.resolve(import.meta.dirname, '..'),
          logLevel: 'silent',
          plugins: [react()],
          build: {
            write: false,
            target: 'es2022',
            rolldownOptions: {
              input: path.resolve(import.meta.dirname, '../index.html'),
              output: {
                codeSplitting: {
                  groups: [{ name: 'split', test: /./, entriesAware: true, entriesAwareMergeThreshold: 0 }],
                },
              },
            },
          },
        })) as Rolldown.RolldownOutput;
        const chunks = new Map(
          output.output.flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])),
        );
        const queue = [...chunks.values()]
          .filter((chunk) => roots.some((root) => root in chunk.modules || chunk.facadeModuleId === root))
          .map((chunk) => chunk.fileName);
        const seen = new Set<string>();
        into.clear();
        while (queue.length > 0) {
          const fileName = queue.pop() as string;
          if (seen.has(fileName)) continue;
          seen.add(fileName);
          const chunk = chunks.get(fileName);
          if (!chunk) continue;
          for (const id of chunk.moduleIds) into.add(id);
          queue.push(...chunk.imports);
        }
      } finally {
        delete process.env.TESSERA_FIRST_SCREEN_PASS;
      }
    },
  };
}
