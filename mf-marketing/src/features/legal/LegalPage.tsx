import type { ReactNode } from 'react';
import styled from 'styled-components';

const Article = styled.article`
  max-width: 48rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[4]};
`;

export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Article>
      <h1>{title}</h1>
      {children}
    </Article>
  );
}
