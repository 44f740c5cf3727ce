import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18next, initI18n } from '../i18n/i18n.ts';
import { DictionarySelect } from './dictionary-select.tsx';
import { dateFormatOf, phoneCodeOf, accessRightOptions } from './local-dictionary-data.ts';
import { loadLocalDictionaries } from './local-dictionaries.ts';

await initI18n('en');

function envelope(fields: Record<string, unknown>): Response {
  return new Response(
    JSON.stringify({ responseCode: '00', responseDescription: 'OK', validationErrors: [], ...fields }),
    {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    },
  );
}

/** Records the main-API bodies sent and answers each with `reply(body)`. */
function fakeServer(reply: (body: Record<string, unknown>) => Response | Promise<Response>) {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body: Record<string, unknown> = JSON.parse(String(init.body));
      bodies.push(body);
      return reply(body);
    }),
  );
  return bodies;
}

const countriesByLanguage: Record<string, { code: string; name: string }[]> = {
  en: [
    { code: 'DE', name: 'Germany' },
    { code: 'FR', name: 'France' },
  ],
  es: [
    { code: 'DE', name: 'Alemania' },
    { code: 'FR', name: 'Francia' },
  ],
};

function renderSelect() {
  render(
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MantineProvider env="test">
          <DictionarySelect dictionary="countries" label="Country" />
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

beforeEach(async () => {
  await changeLanguage('en', { remember: false });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DictionarySelect (spec 002 §3 "Loaded on demand")', () => {
  it('says it is loading, then offers the entries of the language shown', async () => {
    // Proves the select loads its dictionary on demand with `lang`, disabled until the entries arrive.
    let answer: (response: Response) => void = () => undefined;
    const bodies = fakeServer(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderSelect();
    const input = screen.getByRole('combobox', { name: 'Country' });
    expect(input).toHaveProperty('disabled', true);
    expect(input.getAttribute('placeholder')).toBe('Loading…');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ method: 'dictionaries', lang: 'en', names: ['countries'] });
    act(() => answer(envelope({ dictionaries: { countries: countriesByLanguage.en } })));
    await waitFor(() => expect(input).toHaveProperty('disabled', false));
    fireEvent.click(input);
    expect(await screen.findByRole('option', { name: 'Germany' })).toBeTruthy();
  });

  it('shows a failure with Try again, and loads on retry', async () => {
    // Proves the error state: a failed load says so and a retry fetches again.
    let failing = true;
    const bodies = fakeServer(() =>
      failing ? new Response('{}', { status: 503 }) : envelope({ dictionaries: { countries: countriesByLanguage.en } }),
    );
    renderSelect();
    expect(await screen.findByText('The list could not be loaded.')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country' })).toHaveProperty('disabled', false));
    expect(screen.queryByText('The list could not be loaded.')).toBeNull();
    expect(bodies.length).toBeGreaterThanOrEqual(2);
  });

  it('fetches again for another language and keeps each language for the session', async () => {
    // Proves the cache is keyed by language: Spanish is fetched once, English is not fetched twice.
    const bodies = fakeServer((body) =>
      envelope({ dictionaries: { countries: countriesByLanguage[String(body.lang)] ?? [] } }),
    );
    renderSelect();
    const input = screen.getByRole('combobox', { name: 'Country' });
    await waitFor(() => expect(input).toHaveProperty('disabled', false));
    await act(async () => changeLanguage('es', { remember: false }));
    await waitFor(() => expect(bodies.map((body) => body.lang)).toEqual(['en', 'es']));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country' })).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByRole('combobox', { name: 'Country' }));
    expect(await screen.findByRole('option', { name: 'Alemania' })).toBeTruthy();
    await act(async () => changeLanguage('en', { remember: false }));
    expect(bodies.map((body) => body.lang)).toEqual(['en', 'es']);
  });
});

describe('local dictionaries (spec 002 §3 "Local dictionary files")', () => {
  it('loads lazily and gives date formats, phone codes and access rights', async () => {
    // Proves the local module: country date patterns from Intl, calling codes, uploading never offered as a choice.
    const local = await loadLocalDictionaries();
    expect(local.dateFormatOf).toBe(dateFormatOf);
    expect(dateFormatOf('de')).toBe('DD.MM.YYYY');
    expect(dateFormatOf('US')).toBe('MM/DD/YYYY');
    expect(dateFormatOf('GB')).toBe('DD/MM/YYYY');
    expect(phoneCodeOf('ua')).toBe('380');
    expect(phoneCodeOf('US')).toBe('1');
    expect(phoneCodeOf('ZZ')).toBeUndefined();
    expect(accessRightOptions.filter((option) => !option.isChoosable).map((option) => option.level)).toEqual([5]);
    expect(local.localCurrencies('es').find((currency) => currency.code === 'EUR')).toMatchObject({
      exponent: 2,
      symbol: '€',
      name: 'euro',
    });
  });
});
