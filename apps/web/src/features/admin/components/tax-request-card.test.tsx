import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../../shared/i18n/i18n.ts';
import { TaxRequestCard } from './tax-request-card.tsx';

await initI18n('en');

const ok = { responseCode: '00', responseDescription: 'OK', validationErrors: [] };

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/** The server's answers by method, with the requests recorded. */
function fakeServer(answers: Record<string, () => unknown>) {
  const calls: { method: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = new URL(url, 'http://localhost').searchParams.get('method') ?? '';
      calls.push({ method, body: JSON.parse(String(init.body)) as Record<string, unknown> });
      return json(answers[method]?.() ?? { ...ok });
    }),
  );
  return calls;
}

const certified = {
  ...ok,
  holder: { kind: 'business', name: 'Acme Trading Ltd' },
  status: 'pending',
  isActionRequired: false,
  isRequested: false,
  usTaxForm: 'W-8BEN-E',
  signerName: 'Wile E. Coyote',
  signedDate: '2026-11-26',
  w8DocumentId: 7,
  w8DocumentStatus: 'pending',
  selfCertificationDocumentId: 6,
  selfCertificationDocumentStatus: 'pending',
};

function renderCard() {
  render(
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MantineProvider env="test">
          <TaxRequestCard customerId={42} />
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TaxRequestCard', () => {
  it('shows the status, refuses a short reason, and asks for a new certification after confirmation', async () => {
    // Proves the card reads fatcaCrsStatus, checks the reason in the browser, and calls fatcaCrsRequest only once confirmed.
    const calls = fakeServer({
      fatcaCrsStatus: () => certified,
      fatcaCrsRequest: () => ({ ...ok, status: 'none' }),
    });
    renderCard();
    expect((await screen.findByTestId('tax-request-status')).textContent).toBe('Pending review');
    expect(screen.getByText(/Last signed by Wile E\. Coyote/)).toBeDefined();
    expect(screen.getByText('Form W-8 · Pending review')).toBeDefined();

    const submit = screen.getByRole('button', { name: 'Ask for a new self-certification' });
    fireEvent.click(submit);
    const reason = screen.getByRole('textbox', { name: /Reason for the request/ });
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.change(reason, {
      target: { value: 'New US director reported' },
    });
    fireEvent.click(submit);
    const dialog = await screen.findByRole('dialog', { name: 'Ask Acme Trading Ltd for a new self-certification?' });
    expect(calls.filter((call) => call.method === 'fatcaCrsRequest')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask for a new self-certification' }));
    expect((await screen.findByTestId('tax-request-done')).textContent).toBe(
      'Request recorded. The status now reads: Not certified.',
    );
    expect(calls.find((call) => call.method === 'fatcaCrsRequest')?.body).toMatchObject({
      customerId: 42,
      reason: 'New US director reported',
    });
  });

  it('says why a request failed', async () => {
    // Proves a refused request is shown as an error, not as success.
    fakeServer({
      fatcaCrsStatus: () => certified,
      fatcaCrsRequest: () => ({ responseCode: 'NF', responseDescription: 'Customer not found.', validationErrors: [] }),
    });
    renderCard();
    await screen.findByTestId('tax-request-status');
    fireEvent.change(screen.getByRole('textbox', { name: /Reason for the request/ }), {
      target: { value: 'Periodic review' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a new self-certification' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask for a new self-certification' }));
    expect(await screen.findByRole('alert')).toBeDefined();
    expect(screen.queryByTestId('tax-request-done')).toBeNull();
  });
});
