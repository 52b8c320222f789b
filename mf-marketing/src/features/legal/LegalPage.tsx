import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SiteFooter } from '../../components/SiteFooter';
import { usePageMeta } from '../../lib/pageMeta';

const Article = styled.article`
  max-width: 48rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[4]};
  overflow-wrap: break-word;
  h1 {
    margin-top: 0;
    font-size: clamp(2rem, 6vw, ${({ theme }) => theme.font.size['4xl']});
  }
  h2 {
    margin-top: ${({ theme }) => theme.space[10]};
    font-size: ${({ theme }) => theme.font.size['2xl']};
  }
  h3 {
    margin-top: ${({ theme }) => theme.space[6]};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p,
  li {
    line-height: 1.65;
  }
  li + li {
    margin-top: ${({ theme }) => theme.space[2]};
  }
`;

const Updated = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A long-form public page (About, Terms, Privacy) with its description and the site footer. */
export function LegalPage({
  title,
  description,
  updated,
  children,
}: {
  title: string;
  description: string;
  /** "Last updated" date for policies. */
  updated?: string;
  children: ReactNode;
}) {
  usePageMeta({ title: `${title} · Krishika`, description });
  return (
    <>
      <Article aria-labelledby="page-title">
        <h1 id="page-title">{title}</h1>
        {updated && <Updated>Last updated: {updated}</Updated>}
        {children}
      </Article>
      <SiteFooter />
    </>
  );
}
