/** The demo seed's public parts: the demo data and the credentials tests and the README use. */
export {
  demoPassword,
  demoPushMigrationDays,
  demoTotpSecret,
  demoUsers,
  findDemoUserEmails,
  seedDemoData,
} from './demo-seed.ts';
