import { fxMethods } from '@tessera/contract';
import { defineModule, serveArea } from '../../rpc/module.ts';
import { fxHandlers } from './fx.methods.ts';

/** The exchange-rate module (spec 001 §3, §7). */
export const fxModule = defineModule({ name: 'fx', methods: [serveArea(fxMethods, fxHandlers)] });
