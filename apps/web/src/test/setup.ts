// jsdom lacks two browser APIs that Mantine uses. These stand in for the browser, not for product
// code: matchMedia answers "no match" (light scheme, no reduced motion), ResizeObserver observes nothing.
if (typeof window !== 'undefined' && !('matchMedia' in window && typeof window.matchMedia === 'function')) {
  window.matchMedia = (query: string): MediaQueryList => {
    const target = new EventTarget();
    return Object.assign(target, {
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
    });
  };
}

if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}
