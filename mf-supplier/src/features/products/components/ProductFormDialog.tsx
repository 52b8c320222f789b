import { useRef, useState, type FormEvent } from 'react';
import { Button, Dialog, Input, Select, Textarea, toast } from 'shared-ui';
import styled from 'styled-components';
import { useMarketplaceClient, errorMessage } from 'shared-api';
import { ADD_PRODUCT, CATEGORIES, COUNTRIES } from '../../../lib/messages';
import { createProduct, updateProduct, type Product } from '../api/products';
import {
  EMPTY_PRODUCT,
  validateProduct,
  valuesOf,
  type ProductFormErrors,
  type ProductFormValues,
} from '../lib/productForm';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

const ServerError = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.dangerSoft};
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  overflow-wrap: anywhere;
`;

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
  const [values, setValues] = useState<ProductFormValues>(product ? valuesOf(product) : EMPTY_PRODUCT);
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const field = (key: keyof ProductFormValues) => ({
    name: key,
    value: values[key],
    error: errors[key],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((previous) => ({ ...previous, [key]: value }));
      if (errors[key]) setErrors((previous) => ({ ...previous, [key]: undefined }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const result = validateProduct(values);
    if (!result.ok) {
      setErrors(result.errors);
      // Focus the first field to fix, once React has marked it invalid.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setSaving(true);
    setServerError(null);
    try {
      const saved = product
        ? await updateProduct(client, product.id, result.fields)
        : await createProduct(client, result.fields);
      toast.success(product ? 'Product saved' : 'Product added', { description: saved.name });
      onSaved(saved);
    } catch (error) {
      const message = errorMessage(error);
      setServerError(message);
      toast.error(product ? "The product wasn't saved" : "The product wasn't added", {
        description: message,
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form ref={formRef} onSubmit={submit} noValidate aria-label={product ? 'Edit Product' : ADD_PRODUCT}>
      {serverError && <ServerError role="alert">{serverError}</ServerError>}
      <Input label="Product name" required maxLength={200} autoComplete="off" {...field('name')} />
      <Grid>
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
      </Grid>
      <Textarea label="Description" rows={3} maxLength={4000} {...field('description')} />
      <Grid>
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
      </Grid>
      <Grid>
        <Input label="Minimum order (MOQ)" inputMode="decimal" {...field('moq')} />
        <Input label="MOQ unit" hint="e.g. kg" {...field('moqUnit')} />
        <Input label="Lead time" hint="e.g. 2–3 weeks" {...field('leadTime')} />
      </Grid>
      <Grid>
        <Select label="Origin country" {...field('originCountry')}>
          <option value="">Not stated</option>
          {COUNTRIES.map((country) => (
            <option key={country}>{country}</option>
          ))}
        </Select>
        <Input label="Grade" {...field('grade')} />
      </Grid>
      <Input
        label="Certifications"
        hint="Separate with commas, e.g. ISO 22000, FSSAI"
        {...field('certifications')}
      />
      <Actions>
        <Button type="button" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {product ? 'Save Changes' : ADD_PRODUCT}
        </Button>
      </Actions>
    </Form>
  );
}
