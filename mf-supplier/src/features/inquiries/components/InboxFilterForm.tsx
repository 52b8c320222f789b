import { useState, type FormEvent } from 'react';
import { Button, Form as FormLayout, FormGrid, Input, Select } from 'shared-ui';
import styled from 'styled-components';
import { CountryOptions } from 'shared-api/ui';
import { DELIVERY_STATUS_LABEL, type DeliveryStatus } from '../api/inquiries';
import { MAX_SEARCH, NO_FILTERS, isFiltered, type InboxFilters } from '../lib/inboxFilters';

// The shared form layout, boxed as a filter bar.
const Form = styled(FormLayout)`
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

const SearchRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};

  > :first-child {
    flex: 1 1 12rem;
    min-width: 0;
  }
`;

// One column at 320 px, as many 12rem columns as fit above; fields line up on their inputs.
const Grid = styled(FormGrid)`
  align-items: end;
`;

export interface InboxFilterFormProps {
  filters: InboxFilters;
  /** The supplier's products, to narrow by the one an inquiry matched. */
  products: readonly { id: string; name: string }[];
  onChange: (filters: InboxFilters) => void;
}

/** The inbox's search box and filters: a select or a date applies at once, the text on submit. */
export function InboxFilterForm({ filters, products, onChange }: InboxFilterFormProps) {
  const [text, setText] = useState(filters.q);
  const [followedQ, setFollowedQ] = useState(filters.q);
  // Back and forward (or a link) change the URL: the search box follows it.
  if (followedQ !== filters.q) {
    setFollowedQ(filters.q);
    setText(filters.q);
  }
  const apply = (change: Partial<InboxFilters>) => onChange({ ...filters, ...change });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply({ q: text.trim() });
  }

  return (
    <Form role="search" aria-label="Inbox" onSubmit={submit}>
      <SearchRow>
        <Input
          type="search"
          label="Search"
          name="q"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={MAX_SEARCH}
          placeholder="Product, message or buyer"
          autoComplete="off"
        />
        <Button type="submit">Search</Button>
      </SearchRow>
      <Grid>
        <Select
          label="Status"
          value={filters.status}
          onChange={(event) => apply({ status: event.target.value as DeliveryStatus | '' })}
        >
          <option value="">Any status</option>
          {(Object.keys(DELIVERY_STATUS_LABEL) as DeliveryStatus[]).map((status) => (
            <option key={status} value={status}>
              {DELIVERY_STATUS_LABEL[status]}
            </option>
          ))}
        </Select>
        <Select
          label="Destination country"
          value={filters.country}
          onChange={(event) => apply({ country: event.target.value })}
        >
          <option value="">Any country</option>
          <CountryOptions current={filters.country} />
        </Select>
        <Select
          label="Product"
          value={filters.product}
          onChange={(event) => apply({ product: event.target.value })}
        >
          <option value="">Any product</option>
          {filters.product && !products.some((product) => product.id === filters.product) && (
            <option value={filters.product}>A product no longer listed</option>
          )}
          {products.map((product) => (
            <option key={product.id} value={product.id}>
              {product.name}
            </option>
          ))}
        </Select>
        <Select
          label="Quote"
          value={filters.quote}
          onChange={(event) => apply({ quote: event.target.value as InboxFilters['quote'] })}
        >
          <option value="">Quoted or not</option>
          <option value="yes">Quote sent</option>
          <option value="no">No quote yet</option>
        </Select>
        <Input
          type="date"
          label="Received from"
          value={filters.since}
          max={filters.until || undefined}
          onChange={(event) => apply({ since: event.target.value })}
        />
        <Input
          type="date"
          label="Received until"
          value={filters.until}
          min={filters.since || undefined}
          onChange={(event) => apply({ until: event.target.value })}
        />
      </Grid>
      {isFiltered(filters) && (
        <div>
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(NO_FILTERS)}>
            Clear filters
          </Button>
        </div>
      )}
    </Form>
  );
}
