/*
 * The signed-in home's share of Mantine's styles (home-styles.css): loaded by the main layout and
 * home instead of the whole stylesheet (all-styles.ts, decision 0128).
 */
import './home-styles.css';

/**
 * True once the stylesheet is in the page. Also keeps this module a script of its own, so the
 * server can name it in the home's document (build/document-hints.ts).
 */
export const homeStylesLoaded = true;
