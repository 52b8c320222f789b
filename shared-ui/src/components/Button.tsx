import type { ComponentPropsWithRef } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { KrishikaTheme } from '../theme/theme';
import { focusRing } from '../internal/styles';
import { SpinnerRing } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonLookProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the container's width (e.g. a form's submit button on mobile). */
  fullWidth?: boolean;
}

export interface ButtonProps extends ComponentPropsWithRef<'button'>, ButtonLookProps {
  /** Shows a spinner, disables the button and marks it aria-busy while an action runs. */
  loading?: boolean;
}

export interface ButtonLinkProps extends LinkProps, ButtonLookProps {
  ref?: ComponentPropsWithRef<'a'>['ref'];
}

interface LookStyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

type Colors = KrishikaTheme['color'];
const variantColors: Record<
  ButtonVariant,
  (c: Colors) => { fg: string; bg: string; hover: string; border: string }
> = {
  primary: (c) => ({ fg: c.textInverse, bg: c.brand, hover: c.brandHover, border: c.brand }),
  secondary: (c) => ({ fg: c.brand, bg: c.surface, hover: c.brandSoft, border: c.borderStrong }),
  ghost: (c) => ({ fg: c.brand, bg: 'transparent', hover: c.brandSoft, border: 'transparent' }),
  danger: (c) => ({ fg: c.textInverse, bg: c.danger, hover: c.dangerHover, border: c.danger }),
};

const sizes = {
  sm: { height: '2rem', padX: 3, font: 'sm' },
  md: { height: '2.75rem', padX: 4, font: 'md' },
  lg: { height: '3.25rem', padX: 6, font: 'lg' },
} as const;

const buttonLook = css<LookStyleProps>`
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ $size }) => sizes[$size].height};
  padding: ${({ theme }) => theme.space[1]} ${({ theme, $size }) => theme.space[sizes[$size].padX]};
  font-size: ${({ theme, $size }) => theme.font.size[sizes[$size].font]};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme, $variant }) => variantColors[$variant](theme.color).border};
  color: ${({ theme, $variant }) => variantColors[$variant](theme.color).fg};
  background: ${({ theme, $variant }) => variantColors[$variant](theme.color).bg};
  transition: background-color ${({ theme }) => theme.motion.fast};
  -webkit-tap-highlight-color: transparent;

  &:hover:not(:disabled) {
    background: ${({ theme, $variant }) => variantColors[$variant](theme.color).hover};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
  ${focusRing}
`;

const NativeButton = styled.button<LookStyleProps>`
  ${buttonLook}
`;

const RouterLink = styled(Link)<LookStyleProps>`
  ${buttonLook}
`;

export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <NativeButton
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      {...rest}
    >
      {/* aria-busy carries the state; the ring is decoration (roles inside a button are flattened). */}
      {loading && <SpinnerRing $size="sm" aria-hidden="true" />}
      {children}
    </NativeButton>
  );
}

/** A react-router link that looks like a Button: for navigation, where a button would be wrong. */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  ...rest
}: ButtonLinkProps) {
  return <RouterLink $variant={variant} $size={size} $fullWidth={fullWidth} {...rest} />;
}
