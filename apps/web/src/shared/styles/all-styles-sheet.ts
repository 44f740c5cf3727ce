/*
 * All of Mantine's styles and those of its notifications, in the `mantine` cascade layer: one
 * stylesheet, loaded by every screen but the first (all-styles.ts).
 */
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';

/**
 * True once the stylesheet is in the page. Also keeps this module a script of its own: a module of
 * stylesheets alone would be folded into its importer, and the server could not name it in the
 * document (build/document-hints.ts).
 */
export const allStylesLoaded = true;
