import type { ReactNode } from 'react';
import { ButtonLink } from 'shared-ui';
import styled from 'styled-components';
import { CardActions, ListCard, VerificationBadge } from '../../../components/ListCard';
import { CONNECT } from '../../../lib/messages';
import type { SupplierCard as Supplier } from '../api/suppliers';

const Item = styled(ListCard)`
  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The path that starts an inquiry addressed to one supplier. */
export const connectPath = (supplierId: string) => `/post-inquiry?supplier=${encodeURIComponent(supplierId)}`;

/**
 * A supplier with country, products and verification, and Connect (an inquiry to them). `actions`
 * replaces Connect (e.g. for a visitor who must sign in first); `productCount` is how many products
 * there are in all when `products` names only some.
 */
export function SupplierCard({
  supplier,
  products,
  productCount = products.length,
  summary,
  extraActions,
  actions,
}: {
  supplier: Supplier;
  products: readonly string[];
  productCount?: number;
  summary?: ReactNode;
  extraActions?: ReactNode;
  actions?: ReactNode;
}) {
  const shown = products.slice(0, 3);
  return (
    <Item forwardedAs="li" padding="md">
      <Top>
        <h3>{supplier.businessName}</h3>
        <VerificationBadge verified={supplier.verified} />
      </Top>
      <p>{supplier.country || 'Country not given'}</p>
      {shown.length > 0 && (
        <p>
          {shown.join(', ')}
          {productCount > shown.length ? ` and ${productCount - shown.length} more` : ''}
        </p>
      )}
      {summary && <p>{summary}</p>}
      <CardActions>
        {actions ?? (
          <>
            <ButtonLink
              to={connectPath(supplier.id)}
              size="sm"
              aria-label={`${CONNECT} with ${supplier.businessName}`}
            >
              {CONNECT}
            </ButtonLink>
            {extraActions}
          </>
        )}
      </CardActions>
    </Item>
  );
}
