// The landing page's informational bands (parts 2–7 and 9): static copy, no state.
import { ButtonLink, media } from 'shared-ui';
import styled from 'styled-components';
import {
  AI_FEATURES,
  ASSISTANT_CAPABILITIES,
  BUYER_BENEFITS,
  COMPARISON,
  PLATFORM_FEATURES,
  PRODUCT_PILLARS,
  SUPPLIER_BENEFITS,
  type Card,
} from '../content';
import { Icon } from './Icon';
import { CardGrid, CheckList, FeatureCard, IconBubble, Section, SectionLead, SectionTitle } from './Section';

export function AboutProduct() {
  return (
    <Section id="about-krishika" titleId="about-krishika-title">
      <SectionTitle id="about-krishika-title">Trade Without Borders</SectionTitle>
      <SectionLead>
        Krishika is an AI-assisted B2B marketplace for exporters of goods such as spices, grain and cotton,
        and the buyers who source them worldwide.
      </SectionLead>
      <CardGrid $columns={3}>
        {PRODUCT_PILLARS.map((pillar) => (
          <FeatureCard key={pillar.title}>
            <h3>{pillar.title}</h3>
            <p>{pillar.text}</p>
          </FeatureCard>
        ))}
      </CardGrid>
    </Section>
  );
}

function Cards({ cards, columns }: { cards: readonly Card[]; columns: number }) {
  return (
    <CardGrid $columns={columns}>
      {cards.map((card) => (
        <FeatureCard key={card.title}>
          <IconBubble>
            <Icon name={card.icon} />
          </IconBubble>
          <h3>{card.title}</h3>
          <p>{card.text}</p>
        </FeatureCard>
      ))}
    </CardGrid>
  );
}

export function PlatformFeatures() {
  return (
    <Section id="features" titleId="features-title" tone="alt">
      <SectionTitle id="features-title">Platform Features</SectionTitle>
      <SectionLead>Everything a supplier and a buyer need to meet, talk and trade.</SectionLead>
      <Cards cards={PLATFORM_FEATURES} columns={3} />
    </Section>
  );
}

export function AiFeatures() {
  return (
    <Section id="ai-features" titleId="ai-features-title">
      <SectionTitle id="ai-features-title">AI Features</SectionTitle>
      <SectionLead>Krishika’s AI does the slow parts of trade communication for you.</SectionLead>
      <Cards cards={AI_FEATURES} columns={4} />
    </Section>
  );
}

const BenefitPanel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  align-items: center;
  ${media.down('md')} {
    grid-template-columns: minmax(0, 1fr);
  }
  h2 {
    text-align: left;
  }
  > p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const BenefitCard = styled.div`
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

function Benefits({
  id,
  title,
  lead,
  items,
  tone,
}: {
  id: string;
  title: string;
  lead: string;
  items: readonly string[];
  tone: 'plain' | 'alt';
}) {
  return (
    <Section id={id} titleId={`${id}-title`} tone={tone}>
      <BenefitPanel>
        <div>
          <SectionTitle id={`${id}-title`}>{title}</SectionTitle>
          <p>{lead}</p>
        </div>
        <BenefitCard>
          <CheckList>
            {items.map((item) => (
              <li key={item}>
                <Icon name="check" size={20} />
                <span>{item}</span>
              </li>
            ))}
          </CheckList>
        </BenefitCard>
      </BenefitPanel>
    </Section>
  );
}

export function SupplierBenefits() {
  return (
    <Benefits
      id="suppliers"
      title="What Suppliers Get"
      lead="Reach serious buyers worldwide and answer every inquiry quickly, in the buyer’s language."
      items={SUPPLIER_BENEFITS}
      tone="alt"
    />
  );
}

export function BuyerBenefits() {
  return (
    <Benefits
      id="buyers"
      title="What Buyers Get"
      lead="Source from suppliers you can trust, compare offers and never lose track of a reply."
      items={BUYER_BENEFITS}
      tone="plain"
    />
  );
}

const AssistantPanel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  align-items: center;
  ${media.down('md')} {
    grid-template-columns: minmax(0, 1fr);
  }
  h2 {
    text-align: left;
  }
  p {
    color: ${({ theme }) => theme.color.textInverse};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Capabilities = styled(CheckList)`
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
`;

const InverseLink = styled(ButtonLink)`
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.brandHover};
  border-color: ${({ theme }) => theme.color.surface};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.brandSoft};
  }
`;

export function AssistantSection() {
  return (
    <Section id="assistant" titleId="assistant-title" tone="brand">
      <AssistantPanel>
        <div>
          <SectionTitle id="assistant-title">Meet Krishika, Your AI Trade Co-pilot</SectionTitle>
          <p>
            A 24x7 multilingual co-pilot that helps suppliers answer buyers, match products to inquiries and
            keep every conversation on record.
          </p>
          <InverseLink to="/krishika-ai" size="lg">
            Try Krishika AI
          </InverseLink>
        </div>
        <Capabilities>
          {ASSISTANT_CAPABILITIES.map((item) => (
            <li key={item}>
              <Icon name="sparkles" size={20} />
              <span>{item}</span>
            </li>
          ))}
        </Capabilities>
      </AssistantPanel>
    </Section>
  );
}

const TableWrap = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  overflow-wrap: anywhere;
  th,
  td {
    padding: ${({ theme }) => theme.space[4]};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }
  thead th {
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
  thead th:last-child,
  td:last-child {
    color: ${({ theme }) => theme.color.brandHover};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  /* Narrow screens: one card per row, each cell labelled by its column. */
  ${media.down('md')} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    tbody,
    tr,
    th,
    td {
      display: block;
    }
    tr {
      border-bottom: 1px solid ${({ theme }) => theme.color.border};
    }
    tbody tr:last-child {
      border-bottom: 0;
    }
    th,
    td {
      border-bottom: 0;
      padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
    }
    th[scope='row'] {
      padding-top: ${({ theme }) => theme.space[4]};
      font-size: ${({ theme }) => theme.font.size.lg};
    }
    td:last-child {
      padding-bottom: ${({ theme }) => theme.space[4]};
    }
    td::before {
      content: attr(data-label) ': ';
      display: block;
      color: ${({ theme }) => theme.color.textMuted};
      font-size: ${({ theme }) => theme.font.size.sm};
      font-weight: ${({ theme }) => theme.font.weight.regular};
    }
  }
`;

export function ComparisonSection() {
  return (
    <Section id="why-krishika" titleId="why-krishika-title" tone="alt">
      <SectionTitle id="why-krishika-title">{"Why We're Different"}</SectionTitle>
      <SectionLead>Traditional B2B platforms compared with Krishika.</SectionLead>
      <TableWrap>
        <Table>
          <caption className="visually-hidden">Traditional platforms compared with Krishika</caption>
          <thead>
            <tr>
              <th scope="col">What matters</th>
              <th scope="col">Traditional platforms</th>
              <th scope="col">Krishika</th>
            </tr>
          </thead>
          <tbody>
            {COMPARISON.map((row) => (
              <tr key={row.aspect}>
                <th scope="row">{row.aspect}</th>
                <td data-label="Traditional platforms">{row.traditional}</td>
                <td data-label="Krishika">{row.krishika}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrap>
    </Section>
  );
}
