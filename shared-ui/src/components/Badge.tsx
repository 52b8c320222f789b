import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import type { KrishikaTheme } from '../theme/theme';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info' | 'brand';

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  tone?: BadgeTone;
}

type Colors = KrishikaTheme['color'];
const toneColors: Record<BadgeTone, (c: Colors) => { fg: string; bg: string }> = {
  neutral: (c) => ({ fg: c.text, bg: c.surfaceSunken }),
  success: (c) => ({ fg: c.success, bg: c.successSoft }),
  warning: (c) => ({ fg: c.warning, bg: c.warningSoft }),
  danger: (c) => ({ fg: c.danger, bg: c.dangerSoft }),
  info: (c) => ({ fg: c.info, bg: c.infoSoft }),
  brand: (c) => ({ fg: c.brand, bg: c.brandSoft }),
};

const Pill = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0.125rem ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  white-space: nowrap;
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme, $tone }) => toneColors[$tone](theme.color).fg};
  background: ${({ theme, $tone }) => toneColors[$tone](theme.color).bg};
`;

/** A short status label. The tone is decoration only: the text must carry the meaning. */
export function Badge({ tone = 'neutral', ...rest }: BadgeProps) {
  return <Pill $tone={tone} {...rest} />;
}
