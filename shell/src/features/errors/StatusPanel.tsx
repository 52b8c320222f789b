import type { ReactNode } from 'react';
import { Card } from 'shared-ui';
import styled from 'styled-components';

const Wrap = styled.div`
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]};
  min-height: 50vh;
`;

const Panel = styled(Card)`
  max-width: 36rem;
  text-align: center;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[6]};
`;

/** The shell's full-width status screens (errors, unavailable parts): a centred, announced panel. */
export function StatusPanel({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Wrap role="alert">
      <Panel>
        <h1>{title}</h1>
        {children}
        <Actions>{actions}</Actions>
      </Panel>
    </Wrap>
  );
}
