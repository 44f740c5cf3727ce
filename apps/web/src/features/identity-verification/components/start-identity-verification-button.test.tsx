import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../../shared/i18n/i18n.ts';
import { StartIdentityVerificationButton } from '../index.ts';

await initI18n('en');

const workflowRunId = `nfd_${'a'.repeat(32)}`;
const token = 'T'.repeat(43);

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The start route's answers, with the requests recorded. */
function fakeStart(reply: () => Response) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body)) });
      return reply();
    }),
  );
  return calls;
}

function HostedPage() {
  const params = useParams();
  return <p>hosted {params.workflowRunId}</p>;
}

function renderButton(props: Parameters<typeof StartIdentityVerificationButton>[0] = {}) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <StartIdentityVerificationButton {...props} /> },
      { path: '/identity-verification/:workflowRunId/:token', element: <HostedPage /> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={new QueryClient()}>
        <MantineProvider env="test">
          <RouterProvider router={router} />
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('StartIdentityVerificationButton', () => {
  it('starts a run and opens its hosted page', async () => {
    const calls = fakeStart(() =>
      json(200, {
        responseCode: '00',
        responseDescription: 'OK',
        validationErrors: [],
        provider: 'nfd',
        workflowRunId,
        token,
        path: `/identity-verification/${workflowRunId}/${token}`,
        status: 'created',
        expiresAt: new Date().toISOString(),
      }),
    );
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Verify my identity' }));
    expect(await screen.findByText(`hosted ${workflowRunId}`)).toBeDefined();
    expect(calls).toEqual([{ url: '/api/identity-verification', body: {} }]);
  });

  it("starts one for a business's representative and shows a refusal", async () => {
    const calls = fakeStart(() =>
      json(200, {
        responseCode: 'NF',
        responseDescription: 'Not found',
        validationErrors: [],
      }),
    );
    renderButton({ customerId: 7, representativeId: 9 });
    fireEvent.click(screen.getByRole('button', { name: 'Verify my identity' }));
    expect(await screen.findByRole('alert')).toBeDefined();
    expect(calls).toEqual([{ url: '/api/customers/7/identity-verification', body: { representativeId: 9 } }]);
  });
});
