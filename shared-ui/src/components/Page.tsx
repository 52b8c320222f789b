import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled, { css } from 'styled-components';

export type PageProps = ComponentPropsWithRef<'section'>;

/** A screen: one column that may shrink below its content (wide tables scroll in their own region). */
export const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: minmax(0, 1fr);
  min-width: 0;
`;

const Header = styled.header<{ $withActions: boolean }>`
  ${({ $withActions, theme }) =>
    $withActions &&
    css`
      display: flex;
      flex-wrap: wrap;
      align-items: flex-end;
      justify-content: space-between;
      gap: ${theme.space[3]};
    `}

  h1 {
    margin: 0;
    overflow-wrap: anywhere;
  }
  p {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    color: ${({ theme }) => theme.color.textMuted};
    overflow-wrap: anywhere;
  }
`;

export interface PageHeaderProps {
  /** The screen's one h1. */
  title: ReactNode;
  /** The h1's id, for the page's `aria-labelledby`. */
  titleId: string;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons or links beside the title (below it on narrow screens). */
  actions?: ReactNode;
  className?: string;
}

/** A screen's title, the line under it and, optionally, actions beside them. */
export function PageHeader({ title, titleId, description, actions, className }: PageHeaderProps) {
  const heading = (
    <>
      <h1 id={titleId}>{title}</h1>
      {description !== undefined && <p>{description}</p>}
    </>
  );
  return (
    <Header className={className} $withActions={actions !== undefined}>
      {actions === undefined ? (
        heading
      ) : (
        <>
          <div>{heading}</div>
          {actions}
        </>
      )}
    </Header>
  );
}
