import styled, { keyframes } from 'styled-components';

export interface SkeletonProps {
  /** CSS length; numbers are pixels. Defaults to the full width. */
  width?: string | number;
  /** CSS length; numbers are pixels. Defaults to one line of text. */
  height?: string | number;
  shape?: 'text' | 'rect' | 'circle';
  className?: string;
}

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const Block = styled.span<{ $shape: NonNullable<SkeletonProps['shape']> }>`
  display: block;
  max-width: 100%;
  border-radius: ${({ theme, $shape }) =>
    $shape === 'circle' ? '50%' : $shape === 'text' ? theme.radius.sm : theme.radius.md};
  background: linear-gradient(
    90deg,
    ${({ theme }) =>
      `${theme.color.surfaceSunken} 25%, ${theme.color.surfaceAlt} 50%, ${theme.color.surfaceSunken} 75%`}
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

const toLength = (size: string | number) => (typeof size === 'number' ? `${size}px` : size);

/**
 * A placeholder shape while content loads. Hidden from assistive technology: mark the loading
 * region with aria-busy (or show a Spinner) so the wait is announced once, not per shape.
 */
export function Skeleton({ width = '100%', height = '1em', shape = 'text', className }: SkeletonProps) {
  const side = shape === 'circle' ? toLength(height) : undefined;
  return (
    <Block
      aria-hidden="true"
      $shape={shape}
      className={className}
      style={{ width: side ?? toLength(width), height: toLength(height) }}
    />
  );
}
