import { MantineProvider } from '@mantine/core';
import { IconId } from '@tabler/icons-react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { documentTypesByCategory, documentCategories } from '@tessera/contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../../shared/i18n/i18n.ts';
import { FakeXhr } from '../../../test/fake-xhr.ts';
import { DocumentUploadCard } from './document-upload-card.tsx';

await initI18n('en');

const identity = documentTypesByCategory('DE').find((group) => group.categoryId === documentCategories.ProofOfIdentity);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('document upload card', () => {
  it('shows a determinate, labelled progress bar while the file is sent, then the check, then nothing', async () => {
    // Proves the upload's real progress reaches the screen (decision 0089) instead of an indeterminate bar.
    if (!identity) throw new Error('no identity document types');
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { container } = render(
      <I18nextProvider i18n={i18next}>
        <QueryClientProvider client={new QueryClient()}>
          <MantineProvider env="test">
            <DocumentUploadCard group={identity} icon={IconId} title="Identity" hint="hint" testId="kyc-identity" />
          </MantineProvider>
        </QueryClientProvider>
      </I18nextProvider>,
    );
    const input = container.querySelector('input[type=file]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [new File(['photo'], 'passport.png', { type: 'image/png' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));

    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    const xhr = FakeXhr.last;
    expect(xhr?.opened).toEqual(['POST', '/api/?method=documentUpload']);
    act(() => xhr?.progress(1024, 4096));
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('25% uploaded')).toBeTruthy();
    act(() => xhr?.progress(4096, 4096));
    expect(screen.getByText('Checking the file…')).toBeTruthy();
    act(() =>
      xhr?.answer(
        200,
        JSON.stringify({ responseCode: '00', responseDescription: 'Success', validationErrors: [], documents: [] }),
        'content-type: application/json\r\n',
      ),
    );
    await vi.waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });
});
