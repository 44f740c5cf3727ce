import { documentsMethods } from '@tessera/contract';
import { defineModule, serveArea } from '../../rpc/module.ts';
import { documentsHandlers } from './documents.methods.ts';
import { documentsRouteHandlers } from './documents.routes.ts';

/**
 * The documents module (spec 002 §3 "Uploaded document", "Upload data"; decisions
 * 0069, 0070): a customer's uploaded documents, inspected before they are stored in the file store,
 * listed, deleted while awaiting review and downloaded by their owner.
 */
export const documentsModule = defineModule({
  name: 'documents',
  methods: [serveArea(documentsMethods, documentsHandlers)],
  routes: (services) => documentsRouteHandlers(services.adapters.fileStore),
  adapters: ['fileStore'],
});
