import { zodResolver } from '@hookform/resolvers/zod';
import type { Product, ProductInput } from 'contracts/wire';
import { useForm } from 'react-hook-form';
import {
  Button,
  Dialog,
  Form,
  FormActions,
  FormAlert,
  FormGrid,
  Input,
  Select,
  Textarea,
  toast,
} from 'shared-ui';
import { useMarketplaceClient, useSubmission } from 'shared-api';
import { CountryOptions } from 'shared-api/ui';
import { ADD_PRODUCT, CATEGORIES } from '../../../lib/messages';
import { createProduct, updateProduct } from '../api/products';
import { EMPTY_PRODUCT, productFormSchema, valuesOf, type ProductFormValues } from '../lib/productForm';

export interface ProductFormDialogProps {
  open: boolean;
  /** The product being edited; null adds a new one. */
  product: Product | null;
  onClose: () => void;
  onSaved: (product: Product) => void;
}

/** Add or edit a product; checks the input first, then shows the api's refusal (e.g. the plan limit). */
export function ProductFormDialog({ open, product, onClose, onSaved }: ProductFormDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={product ? 'Edit Product' : ADD_PRODUCT} size="lg">
      {open && (
        <ProductForm key={product?.id ?? 'new'} product={product} onClose={onClose} onSaved={onSaved} />
      )}
    </Dialog>
  );
}

function ProductForm({ product, onClose, onSaved }: Omit<ProductFormDialogProps, 'open'>) {
  const client = useMarketplaceClient();
  // The contract's checks with the form's messages (productFormSchema); the first problem is focused.
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProductFormValues, unknown, Required<ProductInput>>({
    resolver: zodResolver(productFormSchema()),
    defaultValues: product ? valuesOf(product) : EMPTY_PRODUCT,
  });
  const { busy: saving, failure: serverError, send } = useSubmission();
  const field = (name: keyof ProductFormValues) => ({ ...register(name), error: errors[name]?.message });

  const submit = async (fields: Required<ProductInput>) => {
    if (saving) return;
    await send(
      async () => {
        const saved = product
          ? await updateProduct(client, product.id, fields)
          : await createProduct(client, fields);
        toast.success(product ? 'Product saved' : 'Product added', { description: saved.name });
        onSaved(saved);
      },
      product ? "The product wasn't saved" : "The product wasn't added",
    );
  };

  return (
    <Form
      onSubmit={(event) => void handleSubmit(submit)(event)}
      noValidate
      aria-label={product ? 'Edit Product' : ADD_PRODUCT}
    >
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <Input label="Product name" required maxLength={200} autoComplete="off" {...field('name')} />
      <FormGrid>
        <Select label="Category" {...field('category')}>
          <option value="">No category</option>
          {CATEGORIES.map((category) => (
            <option key={category}>{category}</option>
          ))}
        </Select>
        <Select
          label="Status"
          hint="Active products are listed in the catalog; drafts are not."
          {...field('status')}
        >
          <option value="active">Active</option>
          <option value="draft">Draft</option>
        </Select>
      </FormGrid>
      <Textarea label="Description" rows={3} maxLength={4000} {...field('description')} />
      <FormGrid>
        <Input label="Lowest price" inputMode="decimal" {...field('priceMin')} />
        <Input label="Highest price" inputMode="decimal" {...field('priceMax')} />
        <Input
          label="Currency"
          hint="e.g. USD"
          maxLength={3}
          autoCapitalize="characters"
          {...field('currency')}
        />
        <Input label="Price unit" hint="e.g. kg, tonne, piece" {...field('priceUnit')} />
      </FormGrid>
      <FormGrid>
        <Input label="Minimum order (MOQ)" inputMode="decimal" {...field('moq')} />
        <Input label="MOQ unit" hint="e.g. kg" {...field('moqUnit')} />
        <Input label="Lead time" hint="e.g. 2–3 weeks" {...field('leadTime')} />
      </FormGrid>
      <FormGrid>
        <Select label="Origin country" {...field('originCountry')}>
          <option value="">Not stated</option>
          {/* An origin read from a catalog PDF that the list lacks stays, rather than being cleared on save. */}
          <CountryOptions current={product ? valuesOf(product).originCountry : undefined} />
        </Select>
        <Input label="Grade" {...field('grade')} />
      </FormGrid>
      <Input
        label="Certifications"
        hint="Separate with commas, e.g. ISO 22000, FSSAI"
        {...field('certifications')}
      />
      <FormActions>
        <Button type="button" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {product ? 'Save Changes' : ADD_PRODUCT}
        </Button>
      </FormActions>
    </Form>
  );
}
