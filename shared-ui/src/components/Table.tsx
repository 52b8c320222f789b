import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type ReactNode,
  type RefObject,
} from 'react';
import styled from 'styled-components';
import { focusRing, visuallyHidden } from '../internal/styles';

export interface TableProps extends Omit<ComponentPropsWithRef<'table'>, 'children'> {
  /** Names the table (and its scroll region) for assistive technology. */
  caption: ReactNode;
  /** Keep the caption for screen readers only, when a visible heading already names the table. */
  hideCaption?: boolean;
  /** Native <thead>, <tbody> and <tfoot> content. */
  children: ReactNode;
}

const ScrollRegion = styled.div`
  /* Wide tables scroll sideways inside the page on narrow screens (down to 320px). */
  max-width: 100%;
  overflow-x: auto;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  ${focusRing}
`;

const NativeTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};

  th,
  td {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
    text-align: start;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  thead th {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    white-space: nowrap;
    color: ${({ theme }) => theme.color.textMuted};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

const Caption = styled.caption<{ $hidden: boolean }>`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  text-align: start;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  ${({ $hidden }) => $hidden && visuallyHidden}
`;

/** True when the element is wider than its box, i.e. can be scrolled sideways. */
function useHorizontalOverflow(ref: RefObject<HTMLElement | null>) {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = ref.current;
    // jsdom and very old browsers lack ResizeObserver; the table still scrolls by pointer there.
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setOverflowing(element.scrollWidth > element.clientWidth));
    observer.observe(element);
    // The table's own width changes (e.g. rows arriving) do not resize the region, so watch it too.
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflowing;
}

/**
 * A semantic table in a labelled scroll region. When the table overflows, the region joins the Tab
 * order so keyboard users can scroll it with the arrow keys.
 */
export function Table({ caption, hideCaption = false, children, ...rest }: TableProps) {
  const captionId = useId();
  const regionRef = useRef<HTMLDivElement>(null);
  const overflowing = useHorizontalOverflow(regionRef);

  return (
    <ScrollRegion
      ref={regionRef}
      role="region"
      aria-labelledby={captionId}
      tabIndex={overflowing ? 0 : undefined}
    >
      <NativeTable {...rest}>
        <Caption id={captionId} $hidden={hideCaption}>
          {caption}
        </Caption>
        {children}
      </NativeTable>
    </ScrollRegion>
  );
}
