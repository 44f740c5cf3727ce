import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { interfaceLanguage, languagePreferenceName, type Brand } from '@tessera/contract';
import { parseCookie } from 'cookie';
import escapeHtml from 'escape-html';
import type { FirstScreenRenderer } from './web-prerender.ts';

/**
 * The web build's `document-hints.json` (apps/web/build/document-hints.ts): the chunks of the root
 * layout, of some pages and of each language's strings, as paths under the site's root.
 */
interface DocumentHints {
  everyPage: HintFiles;
  beyondFirstScreen: HintFiles;
  /** A page with `ownStyles` names its own share of the styles: `beyondFirstScreen` is left out. */
  pages: {
    paths: string[];
    files: HintFiles;
    strings: 'first' | 'home' | 'all';
    ownStyles?: boolean;
    /** The page is pre-rendered for a visit without a query (decision 0129). */
    prerendered?: boolean;
  }[];
  /** Each language's strings: the first screen's part, the part home adds (absent from older builds), the rest. */
  strings: Record<string, { first: HintFiles; home?: HintFiles; rest: HintFiles }>;
}

interface HintFiles {
  scripts: string[];
  styles: string[];
}

/** One rendered document in each encoding the browser may accept. */
interface EncodedDocument {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** A document for one request: its bytes, and the Content-Encoding to send them with (none for identity). */
export interface DocumentResponse {
  body: Buffer;
  encoding: 'br' | 'gzip' | undefined;
}

/** What a document depends on besides the address. */
export interface DocumentRequest {
  brand: Brand;
  /** The address's path, without its query. */
  path: string;
  /** Whether the address has a query (a pre-rendered page is sent painted only without one). */
  hasQuery: boolean;
  /** The request's Cookie header. */
  cookie: string | undefined;
  /** The request's Accept-Language header. */
  acceptLanguage: string | undefined;
  /** The request's Accept-Encoding header. */
  acceptEncoding: string | undefined;
}

/**
 * The web app's document (index.html) as the server sends it (decision 0124): with the host's brand
 * in it, so the first screen does not wait for `brandConfig` (a `<script type="application/json"
 * id="tessera-brand">`, read by apps/web/src/shared/brand/brand-config.ts), the brand's title, icon
 * and theme colour before any script runs, and `modulepreload` hints for the page's code and the
 * strings of the language it will show (and, beyond the first screen, all of Mantine's styles),
 * which the browser would otherwise find only after the first scripts ran. Each variant is
 * rendered and compressed once, then kept until the build changes.
 * @throws Error at start-up when index.html lacks one of the elements it rewrites.
 */
export function createWebDocument(
  webDist: string,
  renderFirstScreen?: FirstScreenRenderer,
): (request: DocumentRequest) => Promise<DocumentResponse> {
  let build = readBuild(webDist);
  const rendered = new Map<string, EncodedDocument>();
  // A build written while the server runs (a developer's `npm run build`) is picked up: its
  // chunks have new names. A build half-written keeps the previous one until it is complete.
  const current = () => {
    try {
      if (buildStamp(webDist) !== build.stamp) {
        build = readBuild(webDist);
        rendered.clear();
      }
    } catch {
      // index.html is being rewritten: keep serving the build read last.
    }
    return build;
  };

  return async (request) => {
    const { template, hints } = current();
    const language = documentLanguage(request.brand, request.cookie, request.acceptLanguage);
    const page = hints?.pages.find((candidate) => candidate.paths.includes(request.path));
    // The first screen shows only the first part of a language's strings, home also its own part
    // (decision 0128); any other page all.
    const stringsPart = page?.strings ?? 'all';
    // A visit without a query shows the login form as rendered here; with one (a login link's code,
    // a return path) the app decides what to show.
    const prerender = page?.prerendered === true && !request.hasQuery && renderFirstScreen !== undefined;
    const key = [
      request.brand.id,
      // The painted page shows the year (the footer's copyright): painted again each year.
      prerender ? `painted ${request.path} ${new Date().getUTCFullYear()}` : (page?.paths[0] ?? '*'),
      language,
      stringsPart,
    ].join('\n');
    let document = rendered.get(key);
    if (!document) {
      const painted = prerender
        ? await renderFirstScreen({ brand: request.brand, language, path: request.path, template })
        : undefined;
      const strings = hints?.strings[language];
      const files = [
        hints?.everyPage,
        stringsPart !== 'first' && !page?.ownStyles ? hints?.beyondFirstScreen : undefined,
        page?.files,
        strings?.first,
        stringsPart !== 'first' ? strings?.home : undefined,
        stringsPart === 'all' ? strings?.rest : undefined,
      ].filter((item): item is HintFiles => item !== undefined);
      // A painted page needs no script for its first paint: its scripts are fetched once it is on
      // screen (decision 0129).
      const html = renderDocument(template, request.brand, language, files, {
        stylesheets: hints?.everyPage.styles ?? [],
        painted: painted === undefined ? undefined : { html: painted, label: `${language} ${request.path}` },
      });
      const identity = Buffer.from(html);
      document = {
        identity,
        br: brotliCompressSync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(identity, { level: 9 }),
      };
      // A page sent unpainted for want of a pre-render is not kept: the pre-render may yet arrive.
      if (!prerender || painted !== undefined) rendered.set(key, document);
    }
    // The negotiator @fastify/static uses for the pre-compressed assets.
    const encoding = negotiate(request.acceptEncoding ?? '', ['br', 'gzip']) ?? undefined;
    return { body: encoding ? document[encoding] : document.identity, encoding };
  };
}

/**
 * The language the web app will show (i18next code), picked as it picks it (the contract's
 * `interfaceLanguage`, with the choice it mirrors in a cookie); English speakers in Australia get
 * 'en-AU' (apps/web/src/shared/i18n/i18n.ts).
 */
function documentLanguage(brand: Brand, cookie: string | undefined, acceptLanguage: string | undefined): string {
  const remembered = cookie ? parseCookie(cookie)[languagePreferenceName] : undefined;
  const language = interfaceLanguage(brand.availableLangs, remembered);
  const australian = (acceptLanguage ?? '')
    .split(',')
    .some((entry) => entry.split(';')[0]?.trim().toLowerCase() === 'en-au');
  return language === 'en' && australian ? 'en-AU' : language;
}

/** What identifies one build: the modification times and sizes of index.html and the hints. */
function buildStamp(webDist: string): string {
  const index = statSync(path.join(webDist, 'index.html'));
  const hints = statSync(path.join(webDist, 'document-hints.json'), { throwIfNoEntry: false });
  return `${index.mtimeMs}:${index.size}:${hints?.mtimeMs ?? 0}:${hints?.size ?? 0}`;
}

/**
 * The build's index.html and document hints, and their stamp.
 * @throws Error when index.html lacks one of the elements the document rewrites.
 */
function readBuild(webDist: string): { template: string; hints: DocumentHints | undefined; stamp: string } {
  const stamp = buildStamp(webDist);
  const template = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  for (const marker of [
    /<html lang="[^"]*">/,
    /<title>[^<]*<\/title>/,
    /<meta name="theme-color"[^>]*>/,
    /<link rel="icon"[^>]*>/,
    /<div id="root"><\/div>/,
  ]) {
    if (!marker.test(template)) throw new Error(`the web app's index.html has no ${marker.source}`);
  }
  const hintsFile = path.join(webDist, 'document-hints.json');
  // A build without hints (an older build) still gets the brand in its document.
  const hints = existsSync(hintsFile) ? (JSON.parse(readFileSync(hintsFile, 'utf8')) as DocumentHints) : undefined;
  return { template, hints, stamp };
}

/** `value` as JSON for a script element: "<" escaped so no "</script>" can end it early. */
function jsonInScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * index.html with the brand, the language and the hints written in. `stylesheets` (every page's,
 * the first screen's styles) are linked as the page's stylesheets; the other styles are preloaded,
 * for the router to apply with the page's code. A `painted` page's HTML goes into `#root`, with
 * `data-prerendered` telling the app what was painted, so it hydrates only that (start.tsx); its
 * scripts are not preloaded but listed (`<script type="application/json" id="tessera-app-scripts">`),
 * for the entry to fetch once the page is on screen (src/main.tsx, decision 0129).
 */
function renderDocument(
  template: string,
  brand: Brand,
  language: string,
  files: readonly HintFiles[],
  page: { stylesheets: readonly string[]; painted: { html: string; label: string } | undefined },
): string {
  const { stylesheets, painted } = page;
  const scripts = [...new Set(files.flatMap((item) => item.scripts))];
  const styles = [...new Set(files.flatMap((item) => item.styles))].filter((file) => !stylesheets.includes(file));
  const head = [
    // Before the scripts: the browser fetches in the order it finds things, and paints with these.
    ...stylesheets.map((file) => `<link rel="stylesheet" crossorigin href="${escapeHtml(file)}">`),
    // A painted page needs no script for its first paint: fetched alongside, they would slow it (the
    // first layout shares the processor with their compiling, the link with their bytes).
    ...(painted
      ? [`<script type="application/json" id="tessera-app-scripts">${jsonInScript(scripts)}</script>`]
      : scripts.map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`)),
    ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="${escapeHtml(file)}">`),
    // Every page shows the brand's logo: there at the first paint, not asked for once the scripts
    // rendered the page.
    `<link rel="preload" as="image" href="${escapeHtml(brand.projectLogo)}">`,
    `<script type="application/json" id="tessera-brand">${jsonInScript(brand)}</script>`,
  ];
  const document = template
    // Light until public/before-app.js sets the visitor's scheme: a browser without scripts shows
    // the painted page in Mantine's light colours rather than none.
    .replace(
      /<html lang="[^"]*">/,
      `<html lang="${language === 'ua' ? 'uk' : escapeHtml(language)}" data-mantine-color-scheme="light">`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(brand.projectName)}</title>`)
    .replace(
      /<meta name="theme-color"[^>]*>/,
      `<meta name="theme-color" content="${escapeHtml(brand.theme.brandColor)}" />`,
    )
    .replace(
      /<link rel="icon"[^>]*>/,
      `<link rel="icon" href="${escapeHtml(brand.projectLogo)}" type="image/svg+xml" />`,
    )
    .replace(/\s*<\/head>/, `\n    ${head.join('\n    ')}\n  </head>`);
  if (!painted) return document;
  return document.replace(
    '<div id="root"></div>',
    `<div id="root" data-prerendered="${escapeHtml(painted.label)}">${painted.html}</div>`,
  );
}
