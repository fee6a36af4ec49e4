import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DocumentsForm } from './documents-form';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('@/lib/notify', () => notify);

const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  if (init?.method === 'PUT')
    return new Response(
      JSON.stringify({ message: 'Document uploaded successfully', documents: [] }),
    );
  return new Response(JSON.stringify([]));
});
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  notify.notifySuccess.mockClear();
});

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { container } = render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <DocumentsForm astrologerId="a1" />
      </QueryClientProvider>
    </MantineProvider>,
  );
  const fileInputs = () => [...container.querySelectorAll<HTMLInputElement>('input[type="file"]')];
  return { fileInputs };
}
const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
const pdf = (name: string, bytes = 10) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

describe('astrologer documents form', () => {
  it('asks for a document when none is chosen, and sends nothing', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Please choose a document to upload')).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
  });

  it('refuses a file of 1 MB or more under its field', async () => {
    const { fileInputs } = renderForm();
    await userEvent.upload(fileInputs()[0]!, pdf('pan.pdf', 1024 * 1024));
    expect(await screen.findAllByText('File too large')).not.toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(puts()).toHaveLength(0);
  });

  it('adds and removes other documents, then uploads each under its field name', async () => {
    const { fileInputs } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add other document' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add other document' }));
    expect(fileInputs()).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Remove other document 3' }));
    expect(fileInputs()).toHaveLength(4);

    await userEvent.upload(fileInputs()[0]!, pdf('pan.pdf'));
    await userEvent.upload(fileInputs()[2]!, pdf('degree.pdf'));
    await userEvent.upload(fileInputs()[3]!, pdf('award.pdf'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    const [url, init] = puts()[0]!;
    expect(url).toBe('/api/v1/astrologer/document?astrologerId=a1');
    const body = init!.body as FormData;
    expect((body.get('panCardImage') as File).name).toBe('pan.pdf');
    expect(body.getAll('otherDocs').map((f) => (f as File).name)).toEqual([
      'degree.pdf',
      'award.pdf',
    ]);
    expect(body.has('bankAccountProofImage')).toBe(false);
    await waitFor(() =>
      expect(notify.notifySuccess).toHaveBeenCalledWith('Document uploaded successfully'),
    );
  });
});
