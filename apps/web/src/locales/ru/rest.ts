/** Every other locale file of this language by file name: one chunk, loaded with any screen beyond the login page and home (shared/i18n). */
export default import.meta.glob<Record<string, unknown>>(
  [
    './*.json',
    '!./common.json',
    '!./auth.json',
    '!./errors.json',
    '!./home.json',
    '!./account.json',
    '!./history.json',
    '!./kyc.json',
    '!./profile.json',
  ],
  {
    eager: true,
    import: 'default',
  },
);
