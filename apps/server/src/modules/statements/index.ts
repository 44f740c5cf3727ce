/** The statements module's public use cases; other modules import only from here. */
export { statementAttachments } from './statement-mail.ts';
