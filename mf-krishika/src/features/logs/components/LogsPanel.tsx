import { useId, useMemo, useState } from 'react';
import { Button, EmptyState, Input, Spinner } from 'shared-ui';
import styled from 'styled-components';
import { Section } from '../../../components/Section';
import { EXPORT_CSV, showingLogs } from '../../../lib/messages';
import type { LogEntry } from '../api/logs';
import { filterLogs, formatTimestamp } from '../lib/logText';
import { TruncatedText } from './TruncatedText';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};

  > :first-child {
    flex: 1 1 14rem;
  }
`;

/** The list area has a maximum height and scrolls, so a long log never stretches the page; keyboard users scroll it once focused. */
const ScrollArea = styled.div`
  max-height: 24rem;
  overflow: auto;
  overscroll-behavior: contain;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const LogTable = styled.table`
  width: 100%;
  min-width: 40rem;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};

  caption {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
    text-align: start;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  thead th {
    position: sticky;
    top: 0;
    z-index: 1;
    white-space: nowrap;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.textMuted};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  td:nth-child(1),
  td:nth-child(2) {
    min-width: 12rem;
  }
  td:last-child {
    white-space: nowrap;
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }
`;

const Count = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface LogsPanelProps {
  logs: LogEntry[];
  loading: boolean;
  exporting: boolean;
  onExport: () => void;
  className?: string;
}

/** Export Logs and View Past Logs (docs/product.md#logs): search, 'Export CSV', the table and 'Showing X of Y logs'. */
export function LogsPanel({ logs, loading, exporting, onExport, className }: LogsPanelProps) {
  const [query, setQuery] = useState('');
  const shown = useMemo(() => filterLogs(logs, query), [logs, query]);
  // Rows keep their identity while the search narrows the list (an expanded cell stays expanded).
  const rowKey = useMemo(() => new Map(logs.map((entry, index) => [entry, index])), [logs]);
  const captionId = useId();

  return (
    <Section
      title="Export Logs and View Past Logs"
      description="Every reply Krishika drafts for you is kept here. Search it, or export it as CSV."
      className={className}
    >
      <Toolbar>
        <Input
          type="search"
          label="Search logs"
          placeholder="Search inquiry, reply or product"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Button variant="secondary" onClick={onExport} loading={exporting} disabled={shown.length === 0}>
          {EXPORT_CSV}
        </Button>
      </Toolbar>
      <Count aria-live="polite">{showingLogs(shown.length, logs.length)}</Count>
      {shown.length === 0 ? (
        loading ? (
          <Spinner label="Loading logs" showLabel />
        ) : (
          <EmptyState
            headingLevel={3}
            title={logs.length === 0 ? 'No logs yet' : 'No logs match your search'}
            description={
              logs.length === 0
                ? 'Ask Krishika to draft a reply and it will appear here.'
                : 'Try another word from the inquiry, the reply or the product.'
            }
          />
        )
      ) : (
        // Focusable so the keyboard can scroll it; named by the table's caption.
        <ScrollArea role="region" aria-labelledby={captionId} tabIndex={0}>
          <LogTable>
            <caption id={captionId}>Past logs</caption>
            <thead>
              <tr>
                <th scope="col">Inquiry</th>
                <th scope="col">Reply</th>
                <th scope="col">Product</th>
                <th scope="col">Timestamp</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((entry) => (
                <tr key={rowKey.get(entry)}>
                  <td>
                    <TruncatedText text={entry.inquiry} what="inquiry" />
                  </td>
                  <td>
                    <TruncatedText text={entry.reply} what="reply" />
                  </td>
                  <td>
                    <TruncatedText text={entry.product} what="product" />
                  </td>
                  <td>
                    <time dateTime={entry.timestamp}>{formatTimestamp(entry.timestamp)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </LogTable>
        </ScrollArea>
      )}
    </Section>
  );
}
