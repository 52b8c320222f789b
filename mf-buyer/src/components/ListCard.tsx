import { Badge, Card } from 'shared-ui';
import styled from 'styled-components';

/** A list of cards, as many columns as fit (one at 320 px). */
export const CardGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A card in a grid of cards (products, suppliers): a title, small lines, and actions at the bottom. */
export const ListCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  align-content: start;
  min-width: 0;

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    overflow-wrap: anywhere;
  }
  .muted {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** A card's buttons, kept at its bottom edge so a row of cards lines them up. */
export const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;
`;

/** Whether a supplier is verified, as the catalog's cards say it. */
export function VerificationBadge({ verified }: { verified: boolean }) {
  return verified ? <Badge tone="success">Verified</Badge> : <Badge>Not verified yet</Badge>;
}
