// Sets the colour scheme before the first paint (decision 0032): the choice kept by the app
// (brand-theme.ts colorSchemeStorageKey, 'light', 'dark' or 'auto'), else the system's. A classic
// script loaded from index.html's head, because the CSP allows no inline script; Mantine takes
// over once the app runs.
(function () {
  var scheme = 'auto';
  try {
    var stored = window.localStorage.getItem('tessera-color-scheme');
    if (stored === 'light' || stored === 'dark' || stored === 'auto') scheme = stored;
  } catch {
    // Storage can be blocked (privacy settings): follow the system.
  }
  if (scheme === 'auto') scheme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
