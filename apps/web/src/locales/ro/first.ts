/** The strings of the first screen (sign-in, shared texts, error messages): one chunk, loaded before it renders (shared/i18n). */
export default import.meta.glob<Record<string, unknown>>(['./common.json', './auth.json', './errors.json'], {
  eager: true,
  import: 'default',
});
