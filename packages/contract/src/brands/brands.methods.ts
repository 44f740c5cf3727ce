import { defineMethods } from '../method.ts';
import { brandConfigMethod } from './brands.schemas.ts';

/** The brands area (spec 000 §1): the brand configuration a client starts from. */
export const brandsMethods = defineMethods({ brandConfig: brandConfigMethod });
