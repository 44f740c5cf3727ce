/**
 * The entry: a few hundred bytes that start the app (start.tsx, with React and the first screen's
 * code and styles, preloaded by the document). A page the server sent painted (the login page,
 * decision 0129) is shown first: the app's scripts are run once the browser has painted it, so on
 * a slow phone the page appears before their parsing and running, and not after.
 */
const start = () => import('./start.tsx');

/**
 * Resolves once the browser has painted the next frame: a task after the frame's animation
 * callbacks, which run just before its paint. A hidden tab draws no frames: after 100 ms at most.
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
}

if (document.getElementById('root')?.dataset['prerendered'] === undefined) void start();
else void afterNextPaint().then(start);
