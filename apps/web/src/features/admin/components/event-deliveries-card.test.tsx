import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../../shared/i18n/i18n.ts';
import { EventDeliveriesCard } from './event-deliveries-card.tsx';

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

const deadDelivery = {
  id: '0195f3a0-0000-7000-8000-000000000001',
  eventId: '0195f3a0-0000-7000-8000-000000000002',
  eventType: 'payout.failed',
  aggregateType: 'payout',
  aggregateId: 'P-42',
  subscriber: 'payouts.announce-failed-payout',
  state: 'dead',
  attempts: 8,
  maxAttempts: 8,
  runAt: '2026-11-28T10:00:00.000Z',
  createdAt: '2026-11-28T09:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
  lastError: 'subscriber refused',
  payloadText: '{"payoutId":"P-42"}',
};

const listed = {
  ...ok,
  deliveries: [deadDelivery],
  total: 1,
  pageSize: 20,
  counts: { pending: 0, running: 0, done: 3, failed: 0, dead: 1 },
};

function renderCard() {
  render(
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MantineProvider env="test">
          <EventDeliveriesCard />
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('EventDeliveriesCard', () => {
  it('lists a dead delivery with its event, receiver and error, and retries it only with a reason', async () => {
    // Proves the admin view: eventDeliveryList fills the table and the state counts; Retry asks for a reason, refuses a short one, then sends eventDeliveryRetry with it.
    const calls = fakeServer({
      eventDeliveryList: () => listed,
      eventDeliveryRetry: () => ({ ...ok, delivery: { ...deadDelivery, state: 'pending', attempts: 0 } }),
    });
    renderCard();
    const row = await screen.findByTestId('event-delivery-row');
    expect(within(row).getByText('payout.failed')).toBeDefined();
    expect(within(row).getByText('payout P-42')).toBeDefined();
    expect(within(row).getByText('payouts.announce-failed-payout')).toBeDefined();
    expect(within(row).getByText('subscriber refused')).toBeDefined();
    expect(within(row).getByText('8 of 8')).toBeDefined();
    expect(screen.getByText('Dead · 1')).toBeDefined();

    fireEvent.click(
      within(row).getByRole('button', { name: 'Retry payout.failed for payouts.announce-failed-payout' }),
    );
    const dialog = await screen.findByRole('dialog');
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    fireEvent.change(reason, { target: { value: 'ok' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'eventDeliveryRetry')).toBe(false);

    fireEvent.change(reason, { target: { value: 'Receiver fixed in release 42' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'eventDeliveryRetry')).toBe(true));
    expect(calls.find((call) => call.method === 'eventDeliveryRetry')?.body).toMatchObject({
      id: deadDelivery.id,
      reason: 'Receiver fixed in release 42',
    });
  });
});
