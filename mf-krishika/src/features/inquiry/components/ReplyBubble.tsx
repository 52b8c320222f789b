import styled from 'styled-components';
import type { GeneratedReply } from '../hooks/useReply';

// Always rendered (never display: none) so screen readers follow it before the first reply arrives.
const Region = styled.div`
  min-width: 0;
`;

const Bubble = styled.article`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
`;

const Avatar = styled.span`
  display: grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.textInverse};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Body = styled.div`
  min-width: 0;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => `0 ${theme.radius.xl} ${theme.radius.xl} ${theme.radius.xl}`};
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.text};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.brand};
  }
  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  time {
    display: block;
    margin-top: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export function formatTime(date: Date): string {
  return date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
}

/** The reply and the time it came, in a polite live region so it is read out when it arrives. */
export function ReplyBubble({ reply }: { reply: GeneratedReply | null }) {
  return (
    <Region aria-live="polite" data-testid="reply-region">
      {reply && (
        <Bubble aria-label="Krishika's reply">
          <Avatar aria-hidden="true">K</Avatar>
          <Body>
            <h3>Krishika</h3>
            <p dir="auto">{reply.text}</p>
            <time dateTime={reply.at.toISOString()}>{formatTime(reply.at)}</time>
          </Body>
        </Bubble>
      )}
    </Region>
  );
}
