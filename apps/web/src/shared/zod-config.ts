import { z } from 'zod';

// zod compiles fast object parsers with `new Function` when the page allows eval. Tessera's CSP
// does not (script-src 'self'), so zod's probe would log a CSP violation on every page: parse
// without code generation instead. Imported first by main.tsx, before any schema parses.
z.config({ jitless: true });
