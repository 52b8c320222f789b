import { Button, Skeleton } from 'shared-ui';
import styled from 'styled-components';

const ErrorBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.danger};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.dangerSoft};
  color: ${({ theme }) => theme.color.text};

  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A failed load: what went wrong and a Retry that loads again. */
export function LoadError({
  what,
  message,
  onRetry,
}: {
  what: string;
  message: string;
  onRetry: () => void;
}) {
  return (
    <ErrorBox role="alert">
      <p>
        <strong>Couldn't load {what}.</strong> {message}
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Retry
      </Button>
    </ErrorBox>
  );
}

const Rows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

/** Placeholder rows while a list loads. */
export function ListSkeleton({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <Rows role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} shape="rect" height="4.5rem" />
      ))}
    </Rows>
  );
}
