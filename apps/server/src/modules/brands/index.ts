/** The brands module's public use cases. */
export { findBrand } from './brands.ts';
