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

  // A page the server sent painted (the login page, decision 0129) can be used before the app has
  // taken it over. Until the app starts to (`data-app-starting` on <html>) or is ready
  // (`data-app-ready`), a form sent and a button pressed are marked, and the app answers them once
  // it is ready (src/app/hydration.ts); from then on React answers them itself.
  function waiting() {
    var root = document.documentElement;
    return !root.hasAttribute('data-app-starting') && !root.hasAttribute('data-app-ready');
  }

  // The app sends every form itself; the browser never does. A form sent by the browser would put
  // its fields (a password) in the address: that happens when the painted page is used before the
  // app runs, or when a handler fails. A form with an `action` of its own is left to the browser.
  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      if (!(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
      event.preventDefault();
      if (waiting()) form.setAttribute('data-held-submit', '');
    },
    true,
  );

  // A button pressed (a menu, the password's eye): the last one is answered. A submit button sends
  // its form, held above.
  document.addEventListener(
    'click',
    function (event) {
      if (!waiting() || !(event.target instanceof Element)) return;
      var button = event.target.closest('button');
      if (!button || button.type === 'submit') return;
      var held = document.querySelectorAll('[data-held-click]');
      for (var index = 0; index < held.length; index += 1) held[index].removeAttribute('data-held-click');
      button.setAttribute('data-held-click', '');
    },
    true,
  );
})();
