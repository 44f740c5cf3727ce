/** The admin audit log's public use cases; other modules import only from here. */
export { adminAuditLog, recordAdminAction } from './admin-audit.ts';
