import { media } from 'shared-ui';
import styled from 'styled-components';

// A div, not <header>: an integrator's page may style `header` (the assistant is embeddable).
const Band = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[10]} ${theme.space[8]}`};
  border-radius: ${({ theme }) => theme.radius.xl};
  color: ${({ theme }) => theme.color.textInverse};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.color.brand} 0%,
    ${({ theme }) => theme.color.brandHover} 100%
  );
  box-shadow: ${({ theme }) => theme.shadow.md};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size['4xl']};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    max-width: 44rem;
    font-size: ${({ theme }) => theme.font.size.lg};
  }

  ${media.down('sm')} {
    padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};
    h1 {
      font-size: ${({ theme }) => theme.font.size['3xl']};
    }
    p {
      font-size: ${({ theme }) => theme.font.size.md};
    }
  }
`;

const Eyebrow = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  opacity: 0.9;
`;

const Highlights = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};

  li {
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: rgba(255, 255, 255, 0.16);
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

/** The assistant page's hero. */
export function Hero({ businessName }: { businessName: string | null }) {
  return (
    <Band>
      <Eyebrow>Your 24x7 multilingual trade co-pilot</Eyebrow>
      <h1>Krishika AI</h1>
      <p>
        Draft replies to buyer inquiries in their own language, hear them spoken, match inquiries to products,
        upload your catalog and keep searchable logs
        {businessName ? `, all for ${businessName}` : ''}.
      </p>
      <Highlights aria-label="Highlights">
        <li>24x7</li>
        <li>Multilingual replies</li>
        <li>Voice replies</li>
        <li>Product matching</li>
      </Highlights>
    </Band>
  );
}
