import { ButtonLink, Card, EmptyState, Skeleton } from 'shared-ui';
import styled from 'styled-components';
import { useApiQuery, useMarketplaceClient } from 'shared-api';
import { ListSkeleton, LoadError, timeAgo } from 'shared-api/ui';
import { CHAT_WITH_KRISHIKA } from '../../../lib/messages';
import type { SupplierInquiry } from '../../inquiries';
import type { LogEntry } from '../api/assistant';
import { assistantQueries } from '../api/queries';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};

  h2,
  h3 {
    margin: 0;
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
`;

const Figure = styled(Card)`
  dt {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    font-size: ${({ theme }) => theme.font.size['2xl']};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const Interactions = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** Log text is cut to 60 characters plus an ellipsis, as on the assistant page. */
function cut(text: string, limit = 60): string {
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

const WEEK = 7 * 24 * 3_600_000;

export interface AssistantFigures {
  drafted: number;
  draftedThisWeek: number;
  suggested: number;
  received: number;
}

export function assistantFigures(
  logs: readonly LogEntry[],
  inquiries: readonly SupplierInquiry[],
  now = Date.now(),
): AssistantFigures {
  return {
    drafted: logs.length,
    draftedThisWeek: logs.filter((log) => now - Date.parse(log.timestamp) <= WEEK).length,
    suggested: inquiries.filter((inquiry) => inquiry.delivery.aiSuggestion).length,
    received: inquiries.length,
  };
}

/** The dashboard's AI Assistant tab: the supplier's own figures, 'Chat with Krishika', recent interactions. */
export function AiAssistantPanel({ inquiries }: { inquiries: readonly SupplierInquiry[] | null }) {
  const client = useMarketplaceClient();
  const logs = useApiQuery(assistantQueries.logs(client));
  const figures = logs.data && inquiries ? assistantFigures(logs.data, inquiries) : null;

  return (
    <Layout>
      <Header>
        <h2>Krishika, your AI co-pilot</h2>
        <ButtonLink to="/krishika-ai">{CHAT_WITH_KRISHIKA}</ButtonLink>
      </Header>
      {logs.status === 'error' && (
        <LoadError what="your AI activity" message={logs.message} onRetry={logs.reload} />
      )}
      <Figures aria-label="AI performance">
        {(
          [
            ['Replies drafted by Krishika', figures?.drafted],
            ['Drafted in the last 7 days', figures?.draftedThisWeek],
            [
              'Inquiries with an AI suggestion',
              figures ? `${figures.suggested} of ${figures.received}` : undefined,
            ],
          ] as const
        ).map(([label, value]) => (
          <Figure key={label}>
            <dt>{label}</dt>
            <dd>{value ?? <Skeleton width="3rem" />}</dd>
          </Figure>
        ))}
      </Figures>
      <section aria-labelledby="recent-ai">
        <h3 id="recent-ai">Recent AI interactions</h3>
        {!logs.data && logs.status === 'loading' && <ListSkeleton rows={2} label="Loading AI interactions" />}
        {logs.data && logs.data.length === 0 && (
          <EmptyState
            headingLevel={4}
            title="No AI interactions yet"
            description="Use 'AI Reply' on a buyer inquiry, or ask Krishika on the assistant page: every reply it drafts for you is listed here."
          />
        )}
        {logs.data && logs.data.length > 0 && (
          <Interactions>
            {logs.data.slice(0, 5).map((log, index) => (
              <li key={`${log.timestamp}-${index}`}>
                <p>
                  <strong>{cut(log.inquiry)}</strong>
                </p>
                <p>{cut(log.reply)}</p>
                <small>
                  {log.product ? `${cut(log.product)} · ` : ''}
                  <time dateTime={log.timestamp}>{timeAgo(log.timestamp)}</time>
                </small>
              </li>
            ))}
          </Interactions>
        )}
      </section>
    </Layout>
  );
}
