let loading: Promise<unknown> | undefined;

/**
 * Loads all of Mantine's styles once (docs/performance.md): the first screen's stylesheet has only
 * what its own components use (first-screen-styles.css), so every other screen, and every part of
 * the first screen that is downloaded later, waits for this before it renders. Resolves when the
 * stylesheet is in the page; a failed download (offline) may be tried again.
 */
export function loadAllStyles(): Promise<unknown> {
  if (!loading) {
    loading = import('./all-styles-sheet.ts').then((sheet) => sheet.allStylesLoaded);
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

let loadingHome: Promise<unknown> | undefined;

/**
 * Loads the signed-in home's share of Mantine's styles once (home-styles.css, decision 0128): what
 * the main layout and home use beyond the first screen's, about a third of the whole sheet. Resolves
 * when the stylesheet is in the page; a failed download (offline) may be tried again.
 */
export function loadHomeStyles(): Promise<unknown> {
  if (!loadingHome) {
    loadingHome = import('./home-styles-sheet.ts').then((sheet) => sheet.homeStylesLoaded);
    loadingHome.catch(() => {
      loadingHome = undefined;
    });
  }
  return loadingHome;
}
