import { bankDataMethods } from '@tessera/contract';
import { defineModule, serveArea } from '../../rpc/module.ts';
import { bankDataHandlers } from './bank-data.methods.ts';

/** The bank-data module: bank directory lookups, card BINs and the BIN blacklist (spec 001 §3, §5, §7; decision 0039). */
export const bankDataModule = defineModule({
  name: 'bank-data',
  methods: [serveArea(bankDataMethods, bankDataHandlers)],
});
