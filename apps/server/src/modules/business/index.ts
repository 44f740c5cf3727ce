/** The business module's public use cases. */
export { seedAcmePeople } from './demo-people.ts';
export {
  findBusinessRegistrationForms,
  listBusinessPersons,
  replaceBusinessRegistrationForm,
  seedBusinessRegistration,
  type BusinessRegistrationForms,
} from './company-records.ts';
