import { expect, test, type Page } from './fixtures.ts';
import { demoPassword } from './helpers.ts';

// The login page arrives painted (decision 0129): the server sends the form as the app
// renders it, so it shows before any script has run; the app then takes over the same elements
// (hydration), keeps what the visitor typed meanwhile, and answers a press of Sign in made before
// it was ready. The browser never sends the form itself, so no password lands in the address.

/** Holds back the app's libraries until the returned function is called: the painted page is used meanwhile. */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/vendor-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The console's errors and the page's uncaught exceptions from now on (a hydration mismatch is one). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('first paint', () => {
  test('without scripts the login page is already there, in the visitor’s language', async ({ browser }) => {
    // Proves the document carries the rendered page: with JavaScript off nothing else could draw it.
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies([{ name: 'tessera.language', value: 'es', url: test.info().project.use.baseURL ?? '' }]);
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByLabel('Correo electrónico')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    // Styled by the first stylesheet in Mantine's light colours: the button has the brand's colour,
    // neither the browser's grey nor none.
    for (const none of ['rgb(239, 239, 239)', 'rgba(0, 0, 0, 0)'])
      await expect(page.getByRole('button', { name: 'Iniciar sesión' })).not.toHaveCSS('background-color', none);
    // Sent by the browser itself (no script can stop it here), the form's fields are never in the address.
    await page.getByLabel('Correo electrónico').fill('alice@example.com');
    await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(demoPassword);
    const sent = page.waitForRequest((request) => request.isNavigationRequest() && request.url().includes('/login'));
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    const request = await sent;
    expect(request.method()).toBe('POST');
    expect(new URL(request.url()).search).toBe('');
    await context.close();
  });

  test('the app’s scripts are fetched once the painted page is on screen, not beside it', async ({ page }) => {
    // Proves the entry's wait (src/main.tsx): the document lists the scripts instead of preloading
    // them, and the entry asks for them after the first contentful paint, all at once.
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('data-app-ready');
    const timings = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/(vendor|app|start|login-page)-[^/]+\.js$/.test(entry.name))
        .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime })),
    }));
    expect(timings.firstPaint).toBeGreaterThan(0);
    expect(timings.scripts.map((script) => script.name.replace(/-[\w-]{8}\.js$/, '')).sort()).toEqual([
      '/assets/app',
      '/assets/login-page',
      '/assets/start',
      '/assets/vendor',
    ]);
    for (const script of timings.scripts)
      expect(script.startTime, script.name).toBeGreaterThanOrEqual(timings.firstPaint ?? 0);
  });

  test('what is typed before the app is ready stays, and a Sign in pressed then signs in once it is', async ({
    page,
  }) => {
    // Proves hydration keeps the painted elements and their values, and the held-back submit.
    const errors = consoleErrors(page);
    // The app's scripts wait until the form has been used.
    const release = await holdAppScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const email = page.getByLabel('E-mail');
    await email.fill('alice@example.com');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demoPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-app-ready');
    await expect(page).toHaveURL(/\/login$/);

    // The app signs in with what was typed (its form read the painted fields' values).
    release();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('balance').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a menu pressed before the app is ready opens once it is', async ({ page }) => {
    // Proves the held-back press: the painted button has no handler until the app runs.
    const release = await holdAppScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Language: English' }).click();
    await expect(page.getByRole('menu')).toHaveCount(0);
    release();
    await expect(page.getByRole('menuitem', { name: 'Español' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  });

  test('the painted page is taken over without a mismatch, in another language and the dark scheme', async ({
    page,
  }) => {
    // Proves the browser's first render matches the server's, with a visitor's choices the server cannot know.
    const errors = consoleErrors(page);
    await page.goto('/login');
    await page.evaluate(() => {
      window.localStorage.setItem('tessera-color-scheme', 'dark');
      window.localStorage.setItem('tessera.language', 'ru');
      document.cookie = 'tessera.language=ru; Path=/';
    });
    // The app's scripts wait until the painted field is marked.
    const release = await holdAppScripts(page);
    await page.reload({ waitUntil: 'commit' });
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'ru /login');
    await page.getByLabel('Эл. почта').evaluate((element) => element.setAttribute('data-painted', ''));
    release();
    await expect(page.locator('html')).toHaveAttribute('data-app-ready');
    // The scheme's menu names the visitor's choice once the app runs (the server painted the default).
    await expect(page.getByRole('button', { name: 'Оформление: Тёмное' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    // The field marked before the app ran is the one it uses: taken over, not replaced.
    await expect(page.locator('input[data-painted]')).toHaveCount(1);
    await expect(page.getByLabel('Эл. почта')).toHaveAttribute('data-painted');
    expect(errors).toEqual([]);
  });
});
