import { useRef, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.div`
  display: flex;
  gap: 4px;
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: 24px;
`;

const Tab = styled.button<{ $active: boolean }>`
  padding: 12px 18px;
  border: none;
  border-bottom: 3px solid ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  background: transparent;
  color: ${({ theme, $active }) => ($active ? theme.colors.text : theme.colors.textMuted)};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  white-space: nowrap;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
`;

/**
 * `Tabs`: an ARIA tablist (role=tablist/tab, roving tabindex, arrow keys, Home/End; the admin's sections,
 * docs/domains/operations.md "Tabs"). Tab `id` is drawn as the button `${id}-tab`, which controls the
 * panel `${id}-panel` (a {@link TabPanel}); the active tab is underlined in the primary colour.
 */
export function Tabs<T extends string>({
  tabs,
  active,
  onSelect,
  label,
}: {
  tabs: ReadonlyArray<{ id: T; label: string }>;
  active: T;
  onSelect: (id: T) => void;
  label: string;
}): ReactElement {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (e: KeyboardEvent) => {
    const index = tabs.findIndex((t) => t.id === active);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (!(e.key in moves)) return;
    e.preventDefault();
    const next = (moves[e.key] + tabs.length) % tabs.length;
    onSelect(tabs[next].id);
    refs.current[next]?.focus();
  };
  return (
    <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab, i) => (
        <Tab
          key={tab.id}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`${tab.id}-tab`}
          aria-selected={tab.id === active}
          aria-controls={`${tab.id}-panel`}
          tabIndex={tab.id === active ? 0 : -1}
          $active={tab.id === active}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </Tab>
      ))}
    </List>
  );
}

/** The open tab's panel: never wider than its parent, so a wide table scrolls inside its card. */
const Region = styled.div`
  min-width: 0;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 4px;
  }
`;

/**
 * `TabPanel`: the panel of the tab `id` (role=tabpanel, `${id}-panel`, labelled by `${id}-tab`), focusable so
 * a keyboard reaches its content after the tab list.
 */
export function TabPanel({ id, children }: { id: string; children: ReactNode }): ReactElement {
  return (
    <Region role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab`} tabIndex={0}>
      {children}
    </Region>
  );
}
