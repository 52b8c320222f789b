import { act, createEvent, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeCatalogUpload, fakeExtractedProduct } from 'shared-api/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { KrishikaRequestError } from '../../../lib/krishikaClient';
import {
  CATALOG_UPLOADED,
  FILE_MUST_BE_PDF,
  FILE_TOO_LARGE,
  INVALID_FILE_TYPE,
  REQUEST_FAILED,
  UPLOAD_FAILED,
  UPLOAD_FAILED_DESCRIPTION,
  UPLOAD_SUCCESSFUL,
} from '../../../lib/messages';
import {
  createFakeClient,
  deferred,
  findToast,
  renderWithClient,
  type FakeClient,
} from '../../../test/render';
import { useCatalogUpload } from '../hooks/useCatalogUpload';
import { CatalogUpload } from './CatalogUpload';

function Harness() {
  const { state, upload, reset } = useCatalogUpload();
  return <CatalogUpload state={state} onFile={(file) => void upload(file)} onReset={reset} />;
}

const pdf = (name = 'spices-2026.pdf', size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

const RESULT = fakeCatalogUpload({
  id: 'upload-1',
  file_name: 'spices-2026.pdf',
  size_bytes: 2048,
  pages: 2,
  products_extracted: 3,
  products: ['Turmeric Powder', 'Black Pepper', 'Cardamom'].map((name) => fakeExtractedProduct({ name })),
  warnings: ['Page 2: a row without a price was kept without one.'],
});

let client: FakeClient;
beforeEach(() => {
  client = createFakeClient();
});

const fileInput = () => screen.getByLabelText('Catalog PDF', { selector: 'input' });

describe('Upload Catalog PDF', () => {
  it.each([
    ['a non-PDF', new File(['a,b'], 'prices.csv', { type: 'text/csv' }), INVALID_FILE_TYPE],
    ['a PDF over 10 MB', pdf('big.pdf', 10_485_761), FILE_TOO_LARGE],
  ])('refuses %s with a toast and stays idle', async (_, file, title) => {
    const { user } = renderWithClient(<Harness />, client);
    await user.upload(fileInput(), file);
    expect(await findToast(title)).toEqual({ title, description: FILE_MUST_BE_PDF });
    expect(client.upload).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Choose File' })).toBeInTheDocument();
  });

  it('accepts a PDF of exactly 10 MB', async () => {
    client.on('/upload_catalog', () => new Promise(() => undefined));
    const { user } = renderWithClient(<Harness />, client);
    await user.upload(fileInput(), pdf('limit.pdf', 10_485_760));
    expect(client.upload).toHaveBeenCalledTimes(1);
  });

  it('shows the file name and the real upload progress, then the success state', async () => {
    const pending = deferred<unknown>();
    let report: ((fraction: number) => void) | undefined;
    client.on('/upload_catalog', (form: FormData, options: { onProgress?: (fraction: number) => void }) => {
      expect((form.get('file') as File).name).toBe('spices-2026.pdf');
      report = options.onProgress;
      return pending.promise;
    });
    const { user } = renderWithClient(<Harness />, client);
    await user.upload(fileInput(), pdf());

    expect(await screen.findByText('spices-2026.pdf')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Uploading spices-2026.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    act(() => report?.(0.4));
    // The bar is the whole job: sending the file is its first 30%.
    expect(bar).toHaveAttribute('aria-valuenow', '12');
    expect(screen.getByText('Uploading… 40%')).toBeInTheDocument();
    act(() => report?.(1));
    expect(screen.getByText('Reading your catalog…')).toBeInTheDocument();

    pending.resolve(RESULT);
    expect(await findToast(UPLOAD_SUCCESSFUL)).toEqual({
      title: UPLOAD_SUCCESSFUL,
      description: CATALOG_UPLOADED,
    });
    const heading = screen.getByRole('heading', { name: 'Catalog uploaded' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('spices-2026.pdf')).toBeInTheDocument();
    expect(screen.getByText('3 products extracted from 2 pages.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Extracted products' })).toHaveTextContent('Black Pepper');
    expect(screen.getByRole('list', { name: 'Warnings' })).toHaveTextContent('without a price');

    await user.click(screen.getByRole('button', { name: 'Upload Another File' }));
    expect(screen.getByRole('button', { name: 'Choose File' })).toHaveFocus();
    expect(screen.queryByText('spices-2026.pdf')).toBeNull();
  });

  it("shows the server's real phases once the file is sent: page N of M, OCR pages, matching", async () => {
    const pending = deferred<unknown>();
    let send: ((event: unknown) => void) | undefined;
    let report: ((fraction: number) => void) | undefined;
    client.on(
      '/upload_catalog',
      (
        _form: FormData,
        options: { onProgress?: (fraction: number) => void; onEvent?: (event: unknown) => void },
      ) => {
        report = options.onProgress;
        send = options.onEvent;
        return pending.promise;
      },
    );
    const { user } = renderWithClient(<Harness />, client);
    await user.upload(fileInput(), pdf());
    const bar = await screen.findByRole('progressbar', { name: 'Uploading spices-2026.pdf' });
    expect(send).toBeTypeOf('function');
    act(() => report?.(0.5));
    expect(screen.getByText('Uploading… 50%')).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuenow', '15');
    act(() => send?.({ type: 'progress', phase: 'received', bytes: 2048 }));
    expect(screen.getByText('Reading your catalog…')).toBeInTheDocument();
    act(() => send?.({ type: 'progress', phase: 'reading', page: 1, pages: 2 }));
    expect(screen.getByText('Reading page 1 of 2…')).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuenow', '60');
    act(() => send?.({ type: 'progress', phase: 'recognising', page: 1, pages: 1 }));
    expect(screen.getByText('Recognising text on scanned page 1 of 1…')).toBeInTheDocument();
    act(() => send?.({ type: 'progress', phase: 'matching' }));
    expect(screen.getByText('Matching your products…')).toBeInTheDocument();
    // Lines that are not progress (the answer, something unknown) change nothing.
    act(() => send?.({ type: 'result', status: 201, body: {} }));
    act(() => send?.({ type: 'progress', phase: 'reading', page: 3 }));
    expect(screen.getByText('Matching your products…')).toBeInTheDocument();

    pending.resolve({ ...RESULT, products_created: 1, products_updated: 2, products_unchanged: 0 });
    expect(await screen.findByText('1 new, 2 updated, 0 unchanged.')).toBeInTheDocument();
  });

  it("shows the server's message with 'Try Again', which returns to idle", async () => {
    client.on('/upload_catalog', () => {
      throw new KrishikaRequestError('client', REQUEST_FAILED, {
        status: 415,
        code: 'not_pdf',
        serverMessage: 'This file is not a PDF.',
      });
    });
    const { user } = renderWithClient(<Harness />, client);
    await user.upload(fileInput(), pdf('fake.pdf'));
    expect(await findToast(UPLOAD_FAILED)).toEqual({
      title: UPLOAD_FAILED,
      description: UPLOAD_FAILED_DESCRIPTION,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('This file is not a PDF.');
    expect(screen.getByRole('heading', { name: 'Upload failed' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('button', { name: 'Choose File' })).toHaveFocus();
  });

  it("falls back to the request layer's message when the server gave none", async () => {
    client.on('/upload_catalog', () => {
      throw new KrishikaRequestError('network', 'Service temporarily unavailable. Please try again later.');
    });
    const { user } = renderWithClient(<Harness />, client);
    await user.upload(fileInput(), pdf());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Service temporarily unavailable. Please try again later.',
    );
  });

  it('highlights the drop zone while a file is dragged over it, and uploads a dropped PDF', async () => {
    client.on('/upload_catalog', () => new Promise(() => undefined));
    renderWithClient(<Harness />, client);
    const target = screen.getByTestId('catalog-drop-target');
    const file = pdf('dropped.pdf');
    const dataTransfer = { files: [file], dropEffect: 'none', types: ['Files'] };

    fireEvent.dragEnter(target, { dataTransfer });
    expect(screen.getByText('Drop your catalog PDF to upload it')).toBeInTheDocument();
    expect(target.querySelector('[data-drag-over]')).not.toBeNull();
    fireEvent.dragLeave(target, { dataTransfer });
    expect(target.querySelector('[data-drag-over]')).toBeNull();

    fireEvent.dragEnter(target, { dataTransfer });
    const drop = createEvent.drop(target, { dataTransfer });
    fireEvent(target, drop);
    expect(drop.defaultPrevented).toBe(true);
    await waitFor(() => expect(client.upload).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('dropped.pdf')).toBeInTheDocument();
  });
});
