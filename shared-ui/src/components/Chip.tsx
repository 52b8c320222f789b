import type { ComponentPropsWithRef, MouseEvent } from 'react';
import styled from 'styled-components';
import { useControllableState } from '../internal/useControllableState';
import { focusRing } from '../internal/styles';

export interface ChipProps extends Omit<ComponentPropsWithRef<'button'>, 'type'> {
  /** Controlled selection; leave undefined to let the chip track it (see defaultSelected). */
  selected?: boolean;
  defaultSelected?: boolean;
  onSelectedChange?: (selected: boolean) => void;
}

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 2.25rem;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  cursor: pointer;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};
  transition: background-color ${({ theme }) => theme.motion.fast};

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.brandSoft};
    border-color: ${({ theme }) => theme.color.brand};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  ${focusRing}
`;

/** A toggle button for filters such as product categories; state is exposed as aria-pressed. */
export function Chip({
  selected,
  defaultSelected = false,
  onSelectedChange,
  onClick,
  children,
  ...rest
}: ChipProps) {
  const [isSelected, setSelected] = useControllableState(selected, defaultSelected, onSelectedChange);

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) setSelected(!isSelected);
  };

  return (
    <Toggle type="button" aria-pressed={isSelected} onClick={handleClick} {...rest}>
      {/* A check mark, so selection does not rely on colour alone. */}
      {isSelected && <span aria-hidden="true">✓</span>}
      {children}
    </Toggle>
  );
}
