/** The business module's public use cases. */
export { inviteBusinessUsers } from './invite-users.ts';
export { seedAcmePeople } from './demo-people.ts';
export {
  findBusinessRegistrationForms,
  listBusinessPersons,
  replaceBusinessRegistrationForm,
  seedBusinessRegistration,
  type BusinessRegistrationForms,
} from './company-records.ts';
