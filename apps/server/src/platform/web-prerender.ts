import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Brand } from '@tessera/contract';

/**
 * Renders the web app's first screen for a new visitor: its HTML for inside `#root`, or undefined
 * when there is no pre-render to use (see {@link createFirstScreenRenderer}).
 */
export type FirstScreenRenderer = (request: {
  brand: Brand;
  /** The i18next language the document shows ('en', 'en-AU', 'es', …). */
  language: string;
  /** '/' or '/login'. */
  path: string;
  /** The client build's index.html, as read: the pre-render must belong to it. */
  template: string;
}) => Promise<string | undefined>;

/** What the web build's `prerender.mjs` exports (apps/web/src/prerender/prerender.tsx). */
interface PrerenderModule {
  renderFirstScreen: (brand: Brand, language: string, path: string) => Promise<string>;
}

/** Where a warning goes (the app's logger). */
interface WarnLog {
  warn: (object: object, message: string) => void;
}

/**
 * The server side of decision 0129: loads the web build's pre-render (`directory`, config
 * WEB_PRERENDER_DIR: apps/web/dist-ssr) on first use and renders the login page with it, so the document arrives painted. The
 * pre-render is used only with the client build it was made with (`client-build.txt`, the SHA-256
 * of that build's index.html): class names and markup must be the browser's own for hydration. No
 * pre-render (a build without it, an older one, a render that fails) means undefined, and the
 * document is sent as before, for the app to render; a failure is logged once per build.
 */
export function createFirstScreenRenderer(directory: string, log: WarnLog): FirstScreenRenderer {
  let loaded: { stamp: string; module: Promise<PrerenderModule | undefined> } | undefined;
  let warned = '';

  const warnOnce = (stamp: string, error: unknown, message: string): void => {
    if (warned === stamp) return;
    warned = stamp;
    log.warn({ err: error }, message);
  };

  const moduleFor = (template: string): Promise<PrerenderModule | undefined> => {
    const stamp = createHash('sha256').update(template).digest('hex');
    if (loaded?.stamp === stamp) return loaded.module;
    const file = path.join(directory, 'prerender.mjs');
    const stampFile = path.join(directory, 'client-build.txt');
    // Not (yet) this build's pre-render: asked again next time (the pre-render is built after the client).
    if (!existsSync(file) || !existsSync(stampFile) || readFileSync(stampFile, 'utf8').trim() !== stamp)
      return Promise.resolve(undefined);
    // The build's stamp in the address: a new build is a new module, not the one imported before.
    const module = import(`${pathToFileURL(file).href}?build=${stamp}`)
      .then((imported: Partial<PrerenderModule>) => {
        if (typeof imported.renderFirstScreen !== 'function') throw new Error('prerender.mjs has no renderFirstScreen');
        return imported as PrerenderModule;
      })
      .catch((error: unknown) => {
        warnOnce(stamp, error, 'the web pre-render could not be loaded; documents are sent without it');
        return undefined;
      });
    loaded = { stamp, module };
    return module;
  };

  return async ({ brand, language, path: pagePath, template }) => {
    const module = await moduleFor(template);
    if (!module) return undefined;
    try {
      return await module.renderFirstScreen(brand, language, pagePath);
    } catch (error) {
      warnOnce(loaded?.stamp ?? '', error, 'the web pre-render failed; documents are sent without it');
      return undefined;
    }
  };
}
