import { useId } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../internal/styles';

export type ProgressTone = 'brand' | 'success' | 'warning' | 'danger';

export interface ProgressProps {
  /** Current amount, clamped to 0..max. */
  value: number;
  max?: number;
  /** Accessible name, shown above the bar unless hideLabel. */
  label: string;
  hideLabel?: boolean;
  /** Show the percentage next to the label. */
  showValue?: boolean;
  tone?: ProgressTone;
  className?: string;
}

const Header = styled.div<{ $hidden: boolean }>`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.font.size.sm};
  ${({ $hidden }) => $hidden && visuallyHidden}
`;

const Track = styled.div`
  height: 0.5rem;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceSunken};
  border-radius: ${({ theme }) => theme.radius.pill};
`;

const Fill = styled.div<{ $tone: ProgressTone }>`
  height: 100%;
  background: ${({ theme, $tone }) => theme.color[$tone]};
  border-radius: inherit;
  transition: width ${({ theme }) => theme.motion.normal} ease-out;
`;

/** A determinate progress bar (e.g. profile completion, an upload). */
export function Progress({
  value,
  max = 100,
  label,
  hideLabel = false,
  showValue = false,
  tone = 'brand',
  className,
}: ProgressProps) {
  const labelId = useId();
  const safeMax = max > 0 ? max : 100;
  const clamped = Math.min(Math.max(value, 0), safeMax);
  const percent = Math.round((clamped / safeMax) * 100);

  return (
    <div className={className}>
      <Header $hidden={hideLabel}>
        <span id={labelId}>{label}</span>
        {showValue && <span aria-hidden="true">{percent}%</span>}
      </Header>
      <Track
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={safeMax}
        aria-valuenow={clamped}
        aria-valuetext={`${percent}%`}
      >
        <Fill $tone={tone} style={{ width: `${percent}%` }} />
      </Track>
    </div>
  );
}
