import { screen, waitFor } from '@testing-library/react';
import { fakeCatalogUpload, fakeExtractedProduct } from 'shared-api/testing';
import { describe, expect, it, vi } from 'vitest';
import { createFakeClient, renderWithClient } from '../test/render';
import CatalogUploadDefault, { CatalogUpload } from './CatalogUpload';

const pdf = () => new File([new Uint8Array(2048)], 'spices-2026.pdf', { type: 'application/pdf' });

describe('mf_krishika/CatalogUpload', () => {
  it('is the assistant page’s upload panel and tells the host about each upload once', async () => {
    expect(CatalogUploadDefault).toBe(CatalogUpload);
    const client = createFakeClient();
    client.on('/upload_catalog', () =>
      fakeCatalogUpload({
        id: 'upload-1',
        file_name: 'spices-2026.pdf',
        pages: 1,
        products_extracted: 2,
        products: ['Turmeric Powder', 'Black Pepper'].map((name) => fakeExtractedProduct({ name })),
        warnings: [],
      }),
    );
    const onUploaded = vi.fn();
    const { user } = renderWithClient(
      <CatalogUpload onUploaded={onUploaded} description="Each line becomes a draft." />,
      client,
    );
    expect(screen.getByRole('heading', { name: 'Upload Catalog PDF' })).toBeInTheDocument();
    expect(screen.getByText('Each line becomes a draft.')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Catalog PDF', { selector: 'input' }), pdf());
    expect(await screen.findByRole('heading', { name: 'Catalog uploaded' })).toBeInTheDocument();
    await waitFor(() =>
      expect(onUploaded).toHaveBeenCalledWith({
        id: 'upload-1',
        fileName: 'spices-2026.pdf',
        pages: 1,
        productsExtracted: 2,
        warnings: [],
      }),
    );
    expect(onUploaded).toHaveBeenCalledTimes(1);
  });
});
