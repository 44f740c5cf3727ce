// What must happen before the app runs, in a classic script loaded from index.html's head, because
// the CSP allows no inline script.
(function () {
  // The colour scheme before the first paint (decision 0032): the choice kept by the app
  // (brand-theme.ts colorSchemeStorageKey, 'light', 'dark' or 'auto'), else the system's. Mantine
  // takes over once the app runs.
  var scheme = 'auto';
  try {
    var stored = window.localStorage.getItem('tessera-color-scheme');
    if (stored === 'light' || stored === 'dark' || stored === 'auto') scheme = stored;
  } catch {
    // Storage can be blocked (privacy settings): follow the system.
  }
  if (scheme === 'auto') scheme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);

  // The app sends every form itself; the browser never does (decision 0129). A form sent by the
  // browser would put its fields (a password) in the address: that happens when a page the server
  // sent painted (the login form) is used before the app has taken it over, or when a handler fails.
  // Until the app is ready, a form sent is also marked, and the app sends it then
  // (src/app/hydration.ts). A form with an `action` of its own is left to the browser.
  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      if (!(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
      event.preventDefault();
      if (!document.documentElement.hasAttribute('data-app-ready')) form.setAttribute('data-held-submit', '');
    },
    true,
  );
})();
