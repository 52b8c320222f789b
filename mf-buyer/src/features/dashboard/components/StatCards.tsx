import { Skeleton, StatCard } from 'shared-ui';
import styled from 'styled-components';
import { type QueryView } from 'shared-api';
import { formatHours, LoadError } from 'shared-api/ui';
import type { BuyerFigures } from '../api/dashboard';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The buyer's four figures: active inquiries, responses, suppliers across countries, average response time. */
export function StatCards({ figures }: { figures: QueryView<BuyerFigures> }) {
  if (figures.status === 'error' && !figures.data)
    return <LoadError what="your figures" message={figures.message} onRetry={figures.reload} />;
  const data = figures.data;
  const value = (show: (data: BuyerFigures) => string) =>
    data ? show(data) : <Skeleton width="4rem" height="2rem" />;
  return (
    <Grid aria-busy={figures.status === 'loading' || undefined}>
      <StatCard
        label="Active Inquiries"
        value={value((d) => String(d.activeInquiries))}
        hint={data ? `${plural(data.totalInquiries, 'inquiry', 'inquiries')} in all` : undefined}
      />
      <StatCard label="Responses" value={value((d) => String(d.responses))} hint="Suppliers who replied" />
      <StatCard
        label="Suppliers"
        value={value((d) => String(d.suppliers))}
        hint={
          data
            ? data.supplierCountries.length === 0
              ? 'Reached by your inquiries'
              : `Across ${plural(data.supplierCountries.length, 'country', 'countries')}`
            : undefined
        }
      />
      <StatCard
        label="Avg Response Time"
        value={value((d) => formatHours(d.avgResponseHours))}
        hint={data?.avgResponseHours === null ? 'After the first response' : 'To the first reply'}
      />
    </Grid>
  );
}
