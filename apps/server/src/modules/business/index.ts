/** The business module's public use cases. */
export { inviteBusinessUsers } from './invite-users.ts';
