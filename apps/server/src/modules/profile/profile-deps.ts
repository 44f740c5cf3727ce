/** What the profile module uses of other modules, in one place (DESIGN §2: only through their index.ts). */
export {
  actingCustomerType,
  changeUserLogin,
  findCustomerLogins,
  findPersonalDetails,
  findUserByEmail,
  findUserById,
  updatePersonalDetails,
} from '../identity/index.ts';
export { maskEmail } from '../credentials/index.ts';
