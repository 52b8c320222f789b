import { useId, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { CloseButton } from '../internal/CloseButton';
import { useModalDialog } from '../internal/useModalDialog';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, backdrop click or the close button; set `open` to false in response. */
  onClose: () => void;
  /** Visible heading; also the dialog's accessible name. */
  title: ReactNode;
  /** Optional text under the title, exposed as the dialog's description. */
  description?: ReactNode;
  /** Buttons at the bottom, e.g. Cancel and Confirm. */
  actions?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Accessible name of the close button. */
  closeLabel?: string;
  children?: ReactNode;
}

const widths = { sm: '24rem', md: '32rem', lg: '48rem' } as const;

const appear = keyframes`
  from { opacity: 0; transform: translateY(0.5rem); }
`;

const NativeDialog = styled.dialog<{ $size: NonNullable<DialogProps['size']> }>`
  /* No padding: a click whose target is the <dialog> itself then means the backdrop. */
  padding: 0;
  width: min(${({ $size }) => widths[$size]}, calc(100vw - 2rem));
  max-height: calc(100dvh - 2rem);
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};

  &[open] {
    animation: ${appear} ${({ theme }) => theme.motion.normal} ease-out;
  }
  &::backdrop {
    background: ${({ theme }) => theme.color.overlay};
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  /* Pulls the close button's hit area into the corner without shrinking it. */
  margin: -${({ theme }) => theme.space[2]} -${({ theme }) => theme.space[2]} 0 0;
`;

const Title = styled.h2`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

/** A modal dialog on the native <dialog>: focus is trapped by the browser and returns to the opener. */
export function Dialog({
  open,
  onClose,
  title,
  description,
  actions,
  size = 'md',
  closeLabel = 'Close',
  children,
}: DialogProps) {
  const ref = useModalDialog(open, onClose);
  const titleId = useId();
  const descriptionId = useId();

  return (
    <NativeDialog
      ref={ref}
      $size={size}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
    >
      {open && (
        <Body>
          <Header>
            <Title id={titleId}>{title}</Title>
            <CloseButton label={closeLabel} onClick={onClose} />
          </Header>
          {description && <Description id={descriptionId}>{description}</Description>}
          {children}
          {actions && <Actions>{actions}</Actions>}
        </Body>
      )}
    </NativeDialog>
  );
}
