/** What the profile module uses of other modules, in one place (DESIGN §2: only through their index.ts). */
export {
  changeUserLogin,
  findCustomerLogins,
  findPersonalDetails,
  findUserByEmail,
  findUserById,
  updatePersonalDetails,
} from '../customers/index.ts';
export { maskEmail } from '../auth/index.ts';
