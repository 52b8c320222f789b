import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';
import { media } from '../theme/theme';

export type CardPadding = 'none' | 'sm' | 'md' | 'lg';

export interface CardProps extends ComponentPropsWithRef<'div'> {
  padding?: CardPadding;
  /** Render as a sectioning or list element where the content calls for it. */
  as?: 'div' | 'section' | 'article' | 'li';
}

const paddingSize = { none: 0, sm: 3, md: 5, lg: 8 } as const;

const Surface = styled.div<{ $padding: CardPadding }>`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  padding: ${({ theme, $padding }) => theme.space[paddingSize[$padding]]};
  min-width: 0;

  ${({ $padding }) =>
    $padding === 'lg' &&
    css`
      ${media.down('sm')} {
        padding: ${({ theme }) => theme.space[4]};
      }
    `}
`;

export function Card({ padding = 'md', as = 'div', ...rest }: CardProps) {
  return <Surface as={as} $padding={padding} {...rest} />;
}
