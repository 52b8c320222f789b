import { Badge, Button, Table } from 'shared-ui';
import styled from 'styled-components';
import { EDIT } from '../../../lib/messages';
import type { Product } from 'contracts/wire';

const RowActions = styled.div`
  display: flex;
  flex-wrap: nowrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Name = styled.span`
  display: inline-block;
  min-width: 9rem;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: break-word;
`;

export interface ProductTableProps {
  products: readonly Product[];
  caption: string;
  onEdit: (product: Product) => void;
  /** Deactivate an active product or list a draft again; absent on the dashboard's summary. */
  onToggleStatus?: (product: Product) => void;
  /** The product whose status change is being saved. */
  busyId?: string | null;
}

/** The Product Catalog list: name, category, views, inquiries, status, and 'Edit'. */
export function ProductTable({ products, caption, onEdit, onToggleStatus, busyId }: ProductTableProps) {
  return (
    <Table caption={caption} hideCaption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Category</th>
          <th scope="col">Views</th>
          <th scope="col">Inquiries</th>
          <th scope="col">Status</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {products.map((product) => (
          <tr key={product.id}>
            <th scope="row">
              <Name>{product.name}</Name>
            </th>
            <td>{product.category ?? '—'}</td>
            <td>{product.views}</td>
            <td>{product.inquiries_count}</td>
            <td>
              <Badge tone={product.status === 'active' ? 'success' : 'neutral'}>
                {product.status === 'active' ? 'Active' : 'Draft'}
              </Badge>
            </td>
            <td>
              <RowActions>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => onEdit(product)}
                  aria-label={`${EDIT} ${product.name}`}
                >
                  {EDIT}
                </Button>
                {onToggleStatus && (
                  <Button
                    size="sm"
                    variant="ghost"
                    loading={busyId === product.id}
                    onClick={() => onToggleStatus(product)}
                    aria-label={`${product.status === 'active' ? 'Deactivate' : 'Activate'} ${product.name}`}
                  >
                    {product.status === 'active' ? 'Deactivate' : 'Activate'}
                  </Button>
                )}
              </RowActions>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
