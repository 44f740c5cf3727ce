/**
 * The entry: a few hundred bytes that start the app (start.tsx, with React and the first screen's
 * code and styles). A page the server sent painted (the login page, decision 0129) is shown first:
 * the app's scripts are fetched and run once the browser has put it on screen, so on a slow phone
 * the page appears before their downloading, compiling and running, and not after. Other documents
 * preload the scripts themselves.
 */
const start = () => import('./start.tsx');

/** How long a hidden tab, which paints nothing, waits for its first paint; a visible one, at most. */
const hiddenWaitMs = 100;
const visibleWaitMs = 1000;

/**
 * Resolves once the browser has put the page on screen: its first contentful paint (Paint Timing,
 * reported once the frame is presented), else a task after the next frame's animation callbacks.
 * Never later than {@link visibleWaitMs}, or {@link hiddenWaitMs} in a hidden tab.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, document.visibilityState === 'hidden' ? hiddenWaitMs : visibleWaitMs);
    if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint')) {
      const observer = new PerformanceObserver((entries) => {
        if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        resolve();
      });
      observer.observe({ type: 'paint', buffered: true });
    } else {
      requestAnimationFrame(() => setTimeout(resolve, 0));
    }
  });
}

/**
 * Fetches the scripts the server listed for a painted page (`#tessera-app-scripts`, the page's
 * chunks and its language's strings) all at once, as the document's own preloads would have.
 */
function preloadAppScripts(): void {
  const list = document.getElementById('tessera-app-scripts')?.textContent;
  if (!list) return;
  const files: unknown = JSON.parse(list);
  if (!Array.isArray(files)) return;
  for (const file of files) {
    if (typeof file !== 'string') continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
}

if (document.getElementById('root')?.dataset['prerendered'] === undefined) void start();
else
  void afterFirstPaint().then(() => {
    preloadAppScripts();
    return start();
  });
