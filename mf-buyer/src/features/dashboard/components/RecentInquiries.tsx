import { formatNumber, timeAgo } from 'shared-api/ui';
import { Link } from 'react-router-dom';
import { ButtonLink, Card, EmptyState } from 'shared-ui';
import styled from 'styled-components';
import { POST_NEW_INQUIRY } from '../../../lib/messages';
import type { InquirySummary } from '../../inquiries';
import { InquiryStatusBadge, responsesLabel } from '../../inquiries';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  a {
    color: inherit;
  }
`;

const Side = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The newest inquiries with their status and responses count; each opens in My Enquiries. */
export function RecentInquiries({
  inquiries,
  limit = 5,
}: {
  inquiries: readonly InquirySummary[];
  limit?: number;
}) {
  if (inquiries.length === 0)
    return (
      <EmptyState
        headingLevel={3}
        title="No inquiries yet"
        description="Post your first inquiry and verified suppliers will respond with quotes."
        action={<ButtonLink to="/post-inquiry">{POST_NEW_INQUIRY}</ButtonLink>}
      />
    );
  return (
    <List>
      {inquiries.slice(0, limit).map((inquiry) => (
        <Row forwardedAs="li" key={inquiry.id} padding="sm">
          <div>
            <h3>
              <Link to={`/buyer-inquiries?inquiry=${encodeURIComponent(inquiry.id)}`}>
                {inquiry.productName}
              </Link>
            </h3>
            <p>
              {formatNumber(inquiry.quantity)} {inquiry.quantityUnit} · {inquiry.destinationCountry} ·{' '}
              <time dateTime={inquiry.createdAt}>{timeAgo(inquiry.createdAt)}</time>
            </p>
          </div>
          <Side>
            <InquiryStatusBadge status={inquiry.status} />
            <span>{responsesLabel(inquiry.responsesCount)}</span>
          </Side>
        </Row>
      ))}
    </List>
  );
}
