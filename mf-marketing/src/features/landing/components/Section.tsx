import type { ReactNode } from 'react';
import { media } from 'shared-ui';
import styled from 'styled-components';

const Band = styled.section<{ $tone: 'plain' | 'alt' | 'brand' }>`
  background: ${({ theme, $tone }) =>
    $tone === 'alt' ? theme.color.surfaceAlt : $tone === 'brand' ? theme.color.brand : theme.color.surface};
  color: ${({ theme, $tone }) => ($tone === 'brand' ? theme.color.textInverse : theme.color.text)};
  /* Anchors (/#pricing) land below the sticky site header. */
  scroll-margin-top: ${({ theme }) => theme.layout.headerHeight};
`;

const Inner = styled.div`
  max-width: 72rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[16]} ${({ theme }) => theme.space[4]};
  ${media.down('md')} {
    padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[4]};
  }
`;

export const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  text-align: center;
  font-size: clamp(1.5rem, 4vw, ${({ theme }) => theme.font.size['4xl']});
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const SectionLead = styled.p`
  max-width: 42rem;
  margin: 0 auto ${({ theme }) => theme.space[10]};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

/** One band of the landing page: a labelled <section> with its heading's id. */
export function Section({
  id,
  titleId,
  tone = 'plain',
  children,
}: {
  id: string;
  titleId: string;
  tone?: 'plain' | 'alt' | 'brand';
  children: ReactNode;
}) {
  return (
    <Band id={id} aria-labelledby={titleId} $tone={tone}>
      <Inner>{children}</Inner>
    </Band>
  );
}

export const CardGrid = styled.ul<{ $columns: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  ${media.down('lg')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.down('md')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const FeatureCard = styled.li`
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  h3 {
    margin: ${({ theme }) => theme.space[3]} 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const IconBubble = styled.span`
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brand};
`;

export const CheckList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 0.125rem;
    color: ${({ theme }) => theme.color.success};
  }
`;
