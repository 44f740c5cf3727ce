/** The strings of the signed-in home and its layout beyond the first screen's: one chunk, loaded with home's code (shared/i18n, decision 0128). */
export default import.meta.glob<Record<string, unknown>>(
  ['./home.json', './account.json', './history.json', './kyc.json', './profile.json'],
  { eager: true, import: 'default' },
);
