// A thread's messages as both workspaces show them: one bubble per message, the viewer's own on the
// brand tint, the sender and when, the text, and the quote (each side shows a quote its own way).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { timeAgo } from './format';
import type { ThreadMessage, Quote } from './threads';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One message's box; also for text shown like a message (the inquiry itself). */
export const MessageBubble = styled.li<{ $mine: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $mine }) => ($mine ? theme.color.brandSoft : theme.color.surfaceAlt)};
  border: 1px solid ${({ theme }) => theme.color.border};
  overflow-wrap: anywhere;

  p {
    margin: 0;
    white-space: pre-wrap;
  }
  header {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export interface ThreadMessageListProps {
  messages: readonly ThreadMessage[];
  /** Whose messages are "You". */
  viewer: 'buyer' | 'supplier';
  /** The other side's name on their messages. */
  otherName: string;
  /** The list's accessible name. */
  label: string;
  renderQuote: (quote: Quote) => ReactNode;
}

export function ThreadMessageList({
  messages,
  viewer,
  otherName,
  label,
  renderQuote,
}: ThreadMessageListProps) {
  return (
    <List aria-label={label}>
      {messages.map((message) => {
        const mine = message.senderRole === viewer;
        return (
          <MessageBubble key={message.id} $mine={mine}>
            <header>
              <strong>{mine ? 'You' : otherName}</strong>
              <time dateTime={message.createdAt}>{timeAgo(message.createdAt)}</time>
            </header>
            <p dir="auto">{message.body}</p>
            {message.quote && renderQuote(message.quote)}
          </MessageBubble>
        );
      })}
    </List>
  );
}
