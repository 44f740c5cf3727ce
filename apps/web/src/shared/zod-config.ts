import { config } from 'zod';

// zod compiles fast object parsers with `new Function` when the page allows eval. Tessera's CSP
// does not (script-src 'self'), so zod's probe would log a CSP violation on every page: parse
// without code generation instead. Every import of 'zod' in the app comes here first (the build's
// zodConfigured plugin, decision 0126), so this runs before any schema exists, on whichever screen
// first downloads zod.
config({ jitless: true });

export * from 'zod';
export { default } from 'zod';
