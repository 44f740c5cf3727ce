import { brandsMethods } from '@tessera/contract';
import { defineModule, serveArea } from '../../rpc/module.ts';
import { brandsHandlers } from './brands.methods.ts';

/** The brands module (spec 000 §1): the brand configuration a client starts from. */
export const brandsModule = defineModule({ name: 'brands', methods: [serveArea(brandsMethods, brandsHandlers)] });
