/** The admin audit log's public use cases; other modules import only from here. */
export { listAdminActions, recordAdminAction, type AdminAction } from './admin-audit.ts';
