import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useControllableState } from '../internal/useControllableState';
import { focusRing } from '../internal/styles';

export interface TabItem {
  /** Stable key, also the value reported by onValueChange. */
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Accessible name of the tab list, e.g. "Order status". */
  label: string;
  /** Controlled selected tab id; leave undefined for uncontrolled (see defaultValue). */
  value?: string;
  defaultValue?: string;
  onValueChange?: (id: string) => void;
  className?: string;
}

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  /* Many tabs on a narrow screen scroll sideways instead of wrapping. */
  overflow-x: auto;
  scrollbar-width: thin;
`;

const TabButton = styled.button`
  flex: none;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.textMuted};
  background: none;
  border: 0;
  border-bottom: 3px solid transparent;
  cursor: pointer;

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.text};
  }
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.color.brand};
    border-bottom-color: ${({ theme }) => theme.color.brand};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: -3px;
  }
`;

const Panel = styled.div`
  padding-block: ${({ theme }) => theme.space[4]};
  ${focusRing}
`;

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move and select, Home/End jump to the ends,
 * and only the selected tab is in the Tab order. Inactive panels stay in the DOM (so aria-controls
 * resolves) but their content is not rendered until selected.
 */
export function Tabs({ items, label, value, defaultValue, onValueChange, className }: TabsProps) {
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const enabled = items.filter((item) => !item.disabled);
  const [selected, setSelected] = useControllableState(
    value,
    defaultValue ?? enabled[0]?.id ?? '',
    onValueChange,
  );

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const select = (id: string) => {
    tabRefs.current.get(id)?.focus();
    if (id !== selected) setSelected(id);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = enabled.findIndex((item) => item.id === selected);
    const last = enabled.length - 1;
    const targetIndex: Record<string, number> = {
      ArrowRight: current >= last ? 0 : current + 1,
      ArrowLeft: current <= 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const index = targetIndex[event.key];
    const target = index === undefined ? undefined : enabled[index];
    if (!target) return;
    event.preventDefault();
    select(target.id);
  };

  return (
    <div className={className}>
      <List role="tablist" aria-label={label} onKeyDown={handleKeyDown}>
        {items.map((item) => {
          const isSelected = item.id === selected;
          return (
            <TabButton
              key={item.id}
              ref={(node) => {
                if (node) tabRefs.current.set(item.id, node);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={isSelected}
              aria-controls={panelId(item.id)}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => select(item.id)}
            >
              {item.label}
            </TabButton>
          );
        })}
      </List>
      {items.map((item) => {
        const isSelected = item.id === selected;
        return (
          <Panel
            key={item.id}
            role="tabpanel"
            id={panelId(item.id)}
            aria-labelledby={tabId(item.id)}
            hidden={!isSelected}
            tabIndex={0}
          >
            {isSelected && item.content}
          </Panel>
        );
      })}
    </div>
  );
}
