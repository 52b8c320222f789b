import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { KrishikaTheme } from '../theme/theme';
import { Card } from './Card';
import { VisuallyHidden } from './VisuallyHidden';

export type TrendDirection = 'up' | 'down' | 'flat';

export interface StatTrend {
  direction: TrendDirection;
  /** e.g. "12% vs last month". */
  label: ReactNode;
  /** Whether the change is good news; defaults to up = positive, down = negative. */
  sentiment?: 'positive' | 'negative' | 'neutral';
}

export interface StatCardProps {
  label: ReactNode;
  value: ReactNode;
  hint?: ReactNode;
  trend?: StatTrend;
  /** Decorative icon shown beside the label; hidden from assistive technology. */
  icon?: ReactNode;
  className?: string;
}

const arrows: Record<TrendDirection, string> = { up: '▲', down: '▼', flat: '▬' };
const spoken: Record<TrendDirection, string> = { up: 'Up', down: 'Down', flat: 'No change' };
const defaultSentiment = { up: 'positive', down: 'negative', flat: 'neutral' } as const;
type Sentiment = NonNullable<StatTrend['sentiment']>;
const sentimentColor = (sentiment: Sentiment, theme: KrishikaTheme) =>
  sentiment === 'positive'
    ? theme.color.success
    : sentiment === 'negative'
      ? theme.color.danger
      : theme.color.textMuted;

const Stats = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
`;

const Label = styled.dt`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Icon = styled.span`
  display: inline-grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  color: ${({ theme }) => theme.color.brand};
  background: ${({ theme }) => theme.color.brandSoft};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Value = styled.dd`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size['3xl']};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

const Detail = styled.dd`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const TrendDetail = styled(Detail)<{ $sentiment: Sentiment }>`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme, $sentiment }) => sentimentColor($sentiment, theme)};
`;

/** A dashboard figure: a label, a big value and optional trend and hint. */
export function StatCard({ label, value, hint, trend, icon, className }: StatCardProps) {
  return (
    <Card className={className}>
      <Stats>
        <Label>
          <span>{label}</span>
          {icon && <Icon aria-hidden="true">{icon}</Icon>}
        </Label>
        <Value>{value}</Value>
        {trend && (
          <TrendDetail $sentiment={trend.sentiment ?? defaultSentiment[trend.direction]}>
            <span aria-hidden="true">{arrows[trend.direction]} </span>
            <VisuallyHidden>{spoken[trend.direction]}: </VisuallyHidden>
            {trend.label}
          </TrendDetail>
        )}
        {hint && <Detail>{hint}</Detail>}
      </Stats>
    </Card>
  );
}
