import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18next, initI18n } from '../i18n/i18n.ts';
import { useLocalDictionaries } from './local-dictionaries.ts';
import {
  useAccountPurposes,
  useAdditionalQuestions,
  useDictionary,
  useIndustries,
  useSourcesOfFunds,
} from './use-dictionary.ts';

await initI18n('en');

/** Answers each main-API method with `replies[method]` and records the bodies. */
function fakeServer(replies: Record<string, Record<string, unknown>>) {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body: Record<string, unknown> = JSON.parse(String(init.body));
      bodies.push(body);
      return new Response(
        JSON.stringify({
          responseCode: '00',
          responseDescription: 'OK',
          validationErrors: [],
          ...replies[String(body.method)],
        }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      );
    }),
  );
  return bodies;
}

function wrapper({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        {children}
      </QueryClientProvider>
    </I18nextProvider>
  );
}

beforeEach(async () => {
  await changeLanguage('es', { remember: false });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('dictionary hooks (spec 002 §3, §7 "adds lang for dictionary methods")', () => {
  it('loads each dictionary by its method with the language shown', async () => {
    // Proves every hook calls its own method once, with `lang` and its list type.
    const bodies = fakeServer({
      dictionaries: { dictionaries: { occupations: [{ id: 29, name: 'Estudiante' }] } },
      sourceList: { sources: [{ id: 301, name: 'Ingresos por venta de bienes' }] },
      purposeList: { purposes: [{ id: 101, name: 'Cobrar a clientes' }] },
      industryList: { industryGroups: [{ id: 'mainstream', name: 'Empresa convencional', industries: [] }] },
    });
    const { result } = renderHook(
      () => ({
        occupations: useDictionary('occupations'),
        sources: useSourcesOfFunds('business'),
        purposes: useAccountPurposes('business'),
        industries: useIndustries(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.industries.isSuccess && result.current.occupations.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.sources.isSuccess && result.current.purposes.isSuccess).toBe(true));
    expect(result.current.occupations.data).toEqual([{ id: 29, name: 'Estudiante' }]);
    expect(result.current.sources.data?.[0]?.id).toBe(301);
    expect(bodies).toEqual(
      expect.arrayContaining([
        { method: 'dictionaries', lang: 'es', names: ['occupations'] },
        { method: 'sourceList', lang: 'es', type: 'business' },
        { method: 'purposeList', lang: 'es', type: 'business' },
        { method: 'industryList', lang: 'es' },
      ]),
    );
    expect(bodies).toHaveLength(4);
  });

  it('remaps additional questions with follow-up labels in the language shown', async () => {
    // Proves the hook applies the contract's remapping with translated yes/no and follow-up labels.
    fakeServer({
      additionalQuestionList: {
        questions: [
          { id: 1, key: 'anotherAccount', type: 'anotherAccount', label: '¿Otra cuenta?', isRequired: true },
          {
            id: 2,
            key: 'controlAccount',
            type: 'controlAccount',
            label: '¿Quién controlará esta cuenta?',
            isRequired: true,
            options: [
              { value: '1', label: 'Solo yo' },
              { value: '2', label: 'Otra persona' },
            ],
          },
        ],
      },
    });
    const { result } = renderHook(() => useAdditionalQuestions('personal'), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const [another, control] = result.current.data ?? [];
    expect(another?.options).toEqual([
      { value: 'yes', label: 'Sí' },
      { value: 'no', label: 'No' },
    ]);
    expect(another?.followUp?.fields[0]).toEqual({
      key: 'anotherAccountDetails',
      kind: 'textarea',
      label: '¿En qué entidades y en qué países?',
    });
    expect(control?.followUp?.whenValue).toBe('2');
    expect(control?.followUp?.fields.map((field) => field.label)).toEqual([
      'Nombre completo de la otra persona',
      'Su fecha de nacimiento',
    ]);
  });

  it('loads the local dictionaries as a query, without calling the server', async () => {
    // Proves the local module is a lazy import behind a query, with no request.
    const bodies = fakeServer({});
    const { result } = renderHook(() => useLocalDictionaries(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.dateFormatOf('RU')).toBe('DD.MM.YYYY');
    expect(bodies).toHaveLength(0);
  });
});
