import { useId, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { CloseButton } from '../internal/CloseButton';
import { useModalDialog } from '../internal/useModalDialog';

export interface DrawerProps {
  open: boolean;
  /** Called on Escape, backdrop click or the close button; set `open` to false in response. */
  onClose: () => void;
  /** Visible heading; also the drawer's accessible name (e.g. "Menu"). */
  title: ReactNode;
  /** Accessible name of the close button. */
  closeLabel?: string;
  children?: ReactNode;
}

const slideIn = keyframes`
  from { transform: translateX(-100%); }
`;

const fadeIn = keyframes`
  from { opacity: 0; }
`;

const Panel = styled.dialog`
  /* Undo the UA's centring: a full-height sheet pinned to the left edge. */
  margin: 0;
  padding: 0;
  width: min(20rem, 85vw);
  max-width: none;
  height: 100dvh;
  max-height: none;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: 0;
  box-shadow: ${({ theme }) => theme.shadow.lg};

  &[open] {
    display: flex;
    flex-direction: column;
    animation: ${slideIn} ${({ theme }) => theme.motion.normal} ease-out;
  }
  &::backdrop {
    background: ${({ theme }) => theme.color.overlay};
    animation: ${fadeIn} ${({ theme }) => theme.motion.normal} ease-out;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.layout.headerHeight};
  padding: 0 ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Content = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[4]};
`;

/** A modal panel sliding in from the left, e.g. the side navigation on small screens. */
export function Drawer({ open, onClose, title, closeLabel = 'Close', children }: DrawerProps) {
  const ref = useModalDialog(open, onClose);
  const titleId = useId();

  return (
    <Panel ref={ref} aria-labelledby={titleId}>
      {open && (
        <>
          <Header>
            <Title id={titleId}>{title}</Title>
            <CloseButton label={closeLabel} onClick={onClose} />
          </Header>
          <Content>{children}</Content>
        </>
      )}
    </Panel>
  );
}
