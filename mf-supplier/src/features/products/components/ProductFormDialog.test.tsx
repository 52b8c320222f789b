import { installDialogPolyfill } from '@krishika/tooling/testing/dialogPolyfill';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeProduct } from 'shared-api/testing';
import { createFakeClient, renderWithClient, type FakeClient } from '../../../test/render';
import { ProductFormDialog } from './ProductFormDialog';

installDialogPolyfill();

let client: FakeClient;

beforeEach(() => {
  client = createFakeClient();
  client.on('POST /v1/products', (options) => fakeProduct({ id: 'p-new', ...(options.body as object) }));
  client.on('PATCH /v1/products/p1', (options) => fakeProduct({ id: 'p1', ...(options.body as object) }));
});

describe('ProductFormDialog (react-hook-form on the contract)', () => {
  it('puts each problem on its field with the form’s message, focuses the first, and sends nothing', async () => {
    const { user } = renderWithClient(
      <ProductFormDialog open product={null} onClose={() => undefined} onSaved={() => undefined} />,
      client,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add Product' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Lowest price' }), '9');
    await user.type(within(dialog).getByRole('textbox', { name: 'Highest price' }), '4');
    const currency = within(dialog).getByRole('textbox', { name: /Currency/ });
    await user.clear(currency);
    await user.type(currency, 'U$');
    await user.type(within(dialog).getByRole('textbox', { name: /Minimum order/ }), '0');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Certifications/ }),
      Array.from({ length: 31 }, (_, index) => `C${index}`).join(','),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));

    expect(await within(dialog).findByText('Enter the product name.')).toBeInTheDocument();
    expect(within(dialog).getByText('The highest price must not be below the lowest.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a three-letter currency code, e.g. USD.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a minimum order quantity above 0.')).toBeInTheDocument();
    expect(within(dialog).getByText('List at most 30 certifications.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Product name/ })).toHaveFocus());
    expect(client.bodies('POST /v1/products')).toEqual([]);
  });

  it('sends an edited product as the contract’s fields', async () => {
    const onSaved = vi.fn();
    const product = fakeProduct({
      id: 'p1',
      name: 'Cardamom',
      category: 'Spices & Herbs',
      description: '',
      price_min: 18.5,
      price_max: null,
      currency: 'USD',
      price_unit: 'kg',
      moq: 500,
      moq_unit: 'kg',
      origin_country: 'India',
      grade: null,
      certifications: ['ISO 22000'],
      lead_time: null,
      status: 'active',
    });
    const { user } = renderWithClient(
      <ProductFormDialog open product={product} onClose={() => undefined} onSaved={onSaved} />,
      client,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    await user.type(within(dialog).getByRole('textbox', { name: /Certifications/ }), ', FSSAI');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Status/ }), 'draft');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(client.bodies('PATCH /v1/products/p1')).toEqual([
      {
        name: 'Cardamom',
        category: 'Spices & Herbs',
        description: '',
        price_min: 18.5,
        price_max: null,
        currency: 'USD',
        price_unit: 'kg',
        moq: 500,
        moq_unit: 'kg',
        origin_country: 'India',
        grade: null,
        certifications: ['ISO 22000', 'FSSAI'],
        lead_time: null,
        status: 'draft',
      },
    ]);
  });
});
