/** Every locale file of this language by file name ('common.json', …): one chunk, loaded when shown (shared/i18n). */
export default import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' });
