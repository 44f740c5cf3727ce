/**
 * A loader that runs `load` once and hands every caller the same promise; a failed download
 * (offline) is forgotten, so the next call tries again.
 */
function once(load: () => Promise<unknown>): () => Promise<unknown> {
  let loading: Promise<unknown> | undefined;
  return () => {
    if (!loading) {
      loading = load();
      loading.catch(() => {
        loading = undefined;
      });
    }
    return loading;
  };
}

/**
 * Loads all of Mantine's styles once (docs/performance.md): the first screen's stylesheet has only
 * what its own components use (first-screen-styles.css), so every other screen, and every part of
 * the first screen that is downloaded later, waits for this before it renders. Resolves when the
 * stylesheet is in the page; a failed download (offline) may be tried again.
 */
export const loadAllStyles = once(() => import('./all-styles-sheet.ts').then((sheet) => sheet.allStylesLoaded));

/**
 * Loads the signed-in home's share of Mantine's styles once (home-styles.css, decision 0128): what
 * the main layout and home use beyond the first screen's, about a seventh of the whole sheet.
 * Resolves when the stylesheet is in the page; a failed download (offline) may be tried again.
 */
export const loadHomeStyles = once(() => import('./home-styles-sheet.ts').then((sheet) => sheet.homeStylesLoaded));
