/** The admin audit log's public use cases; other modules import only from here. */
export { listAdminActions, recordAdminAction } from './admin-audit.ts';
