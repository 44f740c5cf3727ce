/**
 * The first screen's addresses: the login page. Its strings are the first part of a language's,
 * loaded before anything renders (start.tsx); every other screen loads the rest with its code
 * (router.tsx), and the server names the parts accordingly in the document (build/document-hints.ts).
 */
export const firstScreenPaths: readonly string[] = ['/', '/login'];
