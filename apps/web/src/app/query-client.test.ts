import { describe, expect, it } from 'vitest';
import { i18next, initI18n } from '../shared/i18n/i18n.ts';
import { brandQueryKey } from '../shared/brand/brand-config.ts';
import { createQueryClient, refetchOnLanguageChange } from './query-client.ts';

await initI18n('en');

describe('refetchOnLanguageChange', () => {
  it("marks every customer query stale when the language changes, never the brand's", async () => {
    // Proves texts the server writes in the request's language (a sign-in's city) follow a language switch.
    const queryClient = createQueryClient();
    queryClient.setQueryData(['settings', 'loginHistory', { pageNumber: 1 }], { items: [] });
    queryClient.setQueryData(brandQueryKey, { id: 'tessera' });
    const stop = refetchOnLanguageChange(queryClient, i18next);
    await i18next.changeLanguage('es');
    expect(queryClient.getQueryState(['settings', 'loginHistory', { pageNumber: 1 }])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(brandQueryKey)?.isInvalidated).toBe(false);

    // Once stopped (the layout unmounted), a change marks nothing.
    stop();
    queryClient.setQueryData(['accounts'], []);
    await i18next.changeLanguage('en');
    expect(queryClient.getQueryState(['accounts'])?.isInvalidated).toBe(false);
  });
});
