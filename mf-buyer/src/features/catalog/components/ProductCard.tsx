import { formatNumber } from 'shared-api/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CardActions, ListCard, VerificationBadge } from '../../../components/ListCard';
import type { CatalogProduct } from '../../suppliers';

const Supplier = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[2]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

/** "USD 5,900–6,400 per tonne", "From USD 1,150", or "Price on request". */
export function priceLabel(
  product: Pick<CatalogProduct, 'priceMin' | 'priceMax' | 'currency' | 'priceUnit'>,
) {
  const { priceMin, priceMax, currency, priceUnit } = product;
  if (priceMin === null && priceMax === null) return 'Price on request';
  const unit = priceUnit ? ` per ${priceUnit}` : '';
  const money = (value: number) => `${currency ? `${currency} ` : ''}${formatNumber(value)}`;
  if (priceMin !== null && priceMax !== null && priceMax !== priceMin)
    return `${money(priceMin)}–${formatNumber(priceMax)}${unit}`;
  if (priceMin !== null) return `${priceMax === null ? 'From ' : ''}${money(priceMin)}${unit}`;
  return `Up to ${money(priceMax as number)}${unit}`;
}

/** A listed product with its price, minimum order, origin and supplier. */
export function ProductCard({ product, actions }: { product: CatalogProduct; actions?: ReactNode }) {
  const { supplier } = product;
  return (
    <ListCard forwardedAs="li" padding="md">
      <h3>{product.name}</h3>
      {product.category && <p className="muted">{product.category}</p>}
      <p>{priceLabel(product)}</p>
      {product.moq !== null && (
        <p className="muted">
          Minimum order: {formatNumber(product.moq)}
          {product.moqUnit ? ` ${product.moqUnit}` : ''}
        </p>
      )}
      {product.originCountry && <p className="muted">Origin: {product.originCountry}</p>}
      <Supplier>
        <span>
          <strong>{supplier.businessName}</strong>
          {supplier.country ? `, ${supplier.country}` : ''}
        </span>
        <VerificationBadge verified={supplier.verified} />
      </Supplier>
      {actions && <CardActions>{actions}</CardActions>}
    </ListCard>
  );
}
