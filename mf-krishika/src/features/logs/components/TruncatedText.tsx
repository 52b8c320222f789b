import { useId, useState } from 'react';
import styled from 'styled-components';
import { truncate } from '../lib/logText';

const Toggle = styled.button`
  display: inline;
  margin-inline-start: ${({ theme }) => theme.space[1]};
  padding: 0.125rem ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.brand};
  background: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  text-decoration: underline;
  cursor: pointer;
  white-space: nowrap;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
`;

const Text = styled.span`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/**
 * Long log text shows 60 characters and an ellipsis. The full text is in the title (for a
 * pointer) and behind a 'Show more' button (for the keyboard and screen readers).
 */
export function TruncatedText({ text, what }: { text: string; what: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const short = truncate(text);
  if (!short.truncated) return <Text dir="auto">{text}</Text>;
  return (
    <>
      <Text id={id} title={text} dir="auto">
        {expanded ? text : short.text}
      </Text>
      <Toggle
        type="button"
        aria-expanded={expanded}
        aria-controls={id}
        aria-label={expanded ? `Show less of the ${what}` : `Show more of the ${what}`}
        onClick={() => setExpanded((value) => !value)}
      >
        {expanded ? 'Show less' : 'Show more'}
      </Toggle>
    </>
  );
}
