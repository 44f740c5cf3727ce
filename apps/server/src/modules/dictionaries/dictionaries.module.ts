import { dictionariesMethods } from '@tessera/contract';
import { defineModule, serveArea } from '../../rpc/module.ts';
import { dictionariesHandlers } from './dictionaries.methods.ts';

/** The dictionaries module (spec 002 §3, §7 "Dictionaries"): the translated lists forms offer. */
export const dictionariesModule = defineModule({
  name: 'dictionaries',
  methods: [serveArea(dictionariesMethods, dictionariesHandlers)],
});
