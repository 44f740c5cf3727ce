/** Every other locale file of this language by file name: one chunk, loaded with the first screen after sign-in (shared/i18n). */
export default import.meta.glob<Record<string, unknown>>(
  ['./*.json', '!./common.json', '!./auth.json', '!./errors.json'],
  {
    eager: true,
    import: 'default',
  },
);
