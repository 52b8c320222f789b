import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  /** What is loading; announced politely to screen readers. */
  label?: string;
  /** Show the label beside the ring instead of only announcing it. */
  showLabel?: boolean;
  size?: SpinnerSize;
  className?: string;
}

const diameter: Record<SpinnerSize, string> = { sm: '1rem', md: '1.5rem', lg: '2.5rem' };

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** The rotating ring alone, for places (like a busy Button) that announce loading another way. */
export const SpinnerRing = styled.span<{ $size: SpinnerSize }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => diameter[$size]};
  height: ${({ $size }) => diameter[$size]};
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
`;

const Status = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.brand};
`;

const VisibleLabel = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

export function Spinner({ label = 'Loading', showLabel = false, size = 'md', className }: SpinnerProps) {
  return (
    <Status role="status" aria-label={label} className={className}>
      <SpinnerRing $size={size} aria-hidden="true" />
      {showLabel ? <VisibleLabel>{label}</VisibleLabel> : <VisuallyHidden>{label}</VisuallyHidden>}
    </Status>
  );
}
