import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** Pages whose code the server names in the document it sends for their addresses. */
export interface HintedPage {
  /** The addresses (exact paths) of the page. */
  paths: readonly string[];
  /** The modules the router loads lazily for it (absolute paths). */
  roots: readonly string[];
  /** Which parts of a language's strings it shows: the first screen's, home's too, or all (the default). */
  strings?: 'first' | 'home' | 'all';
  /** Its roots load their own share of the styles: not the whole sheet of `beyondFirstScreen`. */
  ownStyles?: boolean;
  /** The server sends it painted (src/prerender, decision 0129). */
  prerendered?: boolean;
}

/**
 * What the server adds to the document it sends (apps/server/src/platform/web-document.ts), written
 * as `document-hints.json` next to index.html. Every file is a path under the site's root
 * ("/assets/…"); none is already preloaded by index.html.
 */
export interface DocumentHints {
  /** Scripts and stylesheets every page loads first (the app's start and the root layout); its styles are the page's stylesheets. */
  everyPage: HintFiles;
  /** What every page but the first screen's loads with its code (all of Mantine's styles). */
  beyondFirstScreen: HintFiles;
  /**
   * Each listed page's own code, and the parts of the strings it shows (others show all); a page
   * with `ownStyles` names its own share of the styles and skips `beyondFirstScreen`'s.
   */
  pages: {
    paths: string[];
    files: HintFiles;
    strings: 'first' | 'home' | 'all';
    ownStyles?: boolean;
    prerendered?: boolean;
  }[];
  /**
   * Each language's strings (i18next code: 'en', 'en-AU', 'ua', …): the first screen's part, the
   * part home adds (decision 0128), and the rest.
   */
  strings: Record<string, { first: HintFiles; home: HintFiles; rest: HintFiles }>;
}

/** Module scripts and stylesheets to preload. */
export interface HintFiles {
  scripts: string[];
  styles: string[];
}

/**
 * Writes `document-hints.json` (decision 0124): for the root layout, each page of `pages` and each
 * language's strings, the chunks the router would otherwise discover only after the first scripts
 * ran, so the server can name them in the document and the browser downloads them at once.
 */
export function documentHints(options: {
  everyPage: readonly string[];
  beyondFirstScreen: readonly string[];
  pages: readonly HintedPage[];
}): Plugin {
  let written: DocumentHints | undefined;
  return {
    name: 'tessera-document-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('document hints: the build has no entry chunk');
      // index.html already preloads the entry and everything it imports statically.
      const preloaded = staticClosure([entry.fileName], byFile);
      const filesOf = (modules: readonly string[]): HintFiles => {
        const starts = modules.map((module) => {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === module);
          if (!chunk) throw new Error(`document hints: no chunk starts at ${module}`);
          return chunk.fileName;
        });
        const files = [...staticClosure(starts, byFile)].filter((file) => !preloaded.has(file));
        const styles = files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
        return { scripts: files.map((file) => `/${file}`), styles: [...new Set(styles)].map((file) => `/${file}`) };
      };
      const strings: DocumentHints['strings'] = {};
      for (const chunk of chunks) {
        const match = chunk.facadeModuleId?.match(/[\\/]locales[\\/]([^\\/]+)[\\/](first|home-screen|rest)\.ts$/);
        if (!match) continue;
        const [, language = '', part = ''] = match;
        const modules = [chunk.facadeModuleId as string];
        // dayjs's locale, loaded with the strings (src/shared/i18n/i18n.ts; 'ua' is dayjs's 'uk');
        // English has none.
        const dayjsLocale = `${path.sep}dayjs${path.sep}locale${path.sep}${language === 'ua' ? 'uk' : language}.js`;
        const localeChunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(dayjsLocale));
        if (part === 'first' && localeChunk?.facadeModuleId) modules.push(localeChunk.facadeModuleId);
        const none = (): HintFiles => ({ scripts: [], styles: [] });
        strings[language] ??= { first: none(), home: none(), rest: none() };
        strings[language][part === 'home-screen' ? 'home' : (part as 'first' | 'rest')] = filesOf(modules);
      }
      const hints: DocumentHints = {
        everyPage: filesOf(options.everyPage),
        beyondFirstScreen: filesOf(options.beyondFirstScreen),
        pages: options.pages.map((page) => ({
          paths: [...page.paths],
          files: filesOf(page.roots),
          strings: page.strings ?? 'all',
          ...(page.ownStyles ? { ownStyles: true } : {}),
          ...(page.prerendered ? { prerendered: true } : {}),
        })),
        strings,
      };
      this.emitFile({ type: 'asset', fileName: 'document-hints.json', source: `${JSON.stringify(hints, null, 1)}\n` });
      written = hints;
    },
    // Later plugins may still drop a chunk (Vite folds a chunk of stylesheets alone into its
    // importer): every named file must be on disk, or the build fails.
    writeBundle(outputOptions) {
      if (!written || !outputOptions.dir) return;
      const named = [written.everyPage, written.beyondFirstScreen, ...written.pages.map((page) => page.files)];
      for (const strings of Object.values(written.strings)) named.push(strings.first, strings.home, strings.rest);
      for (const file of named.flatMap((files) => [...files.scripts, ...files.styles])) {
        if (!existsSync(path.join(outputOptions.dir, file)))
          throw new Error(`document hints: ${file} is not in the build`);
      }
    },
  };
}

/** The files `starts` import statically, themselves included. */
function staticClosure(starts: readonly string[], byFile: ReadonlyMap<string, Rolldown.OutputChunk>): Set<string> {
  const seen = new Set<string>();
  const queue = [...starts];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(byFile.get(file)?.imports ?? []));
  }
  return seen;
}
