import { Skeleton, StatCard } from 'shared-ui';
import styled from 'styled-components';
import { type QueryView } from 'shared-api';
import { formatHours, LoadError } from 'shared-api/ui';
import { ACTIVE_PRODUCTS, AVG_RESPONSE_TIME, NEW_INQUIRIES, RESPONSE_RATE } from '../../../lib/messages';
import type { SupplierFigures } from '../api/dashboard';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

/** The supplier's four figures: New Inquiries, Active Products, Response Rate, Avg Response Time, from the data. */
export function StatCards({ figures }: { figures: QueryView<SupplierFigures> }) {
  if (figures.status === 'error' && !figures.data)
    return <LoadError what="your figures" message={figures.message} onRetry={figures.reload} />;
  const data = figures.data;
  const value = (show: (data: SupplierFigures) => string) =>
    data ? show(data) : <Skeleton width="4rem" height="2rem" />;
  return (
    <Grid aria-busy={figures.status === 'loading' || undefined}>
      <StatCard label={NEW_INQUIRIES} value={value((d) => String(d.newInquiries))} hint="Not opened yet" />
      <StatCard
        label={ACTIVE_PRODUCTS}
        value={value((d) => String(d.activeProducts))}
        hint="Listed in the catalog"
      />
      <StatCard
        label={RESPONSE_RATE}
        value={value((d) => (d.responseRatePercent === null ? '—' : `${d.responseRatePercent}%`))}
        hint={
          data
            ? data.inquiriesReceived === 0
              ? 'No inquiries received yet'
              : `${data.inquiriesResponded} of ${data.inquiriesReceived} inquiries answered`
            : undefined
        }
      />
      <StatCard
        label={AVG_RESPONSE_TIME}
        value={value((d) => formatHours(d.avgResponseHours))}
        hint={data?.avgResponseHours === null ? 'After your first response' : 'To the first reply'}
      />
    </Grid>
  );
}
