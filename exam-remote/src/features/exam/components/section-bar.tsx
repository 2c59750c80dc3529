import { memo } from 'react';
import styled from 'styled-components';
import { ButtonBase } from '@exam/shared-ui/button-base';
import { useExamT } from '../i18n';

const Nav = styled.nav`
  display: flex;
  align-items: stretch;
  gap: 6px;
  padding: 6px 14px;
  overflow-x: auto;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.bg};
  scrollbar-width: thin;
`;

/** A section's tab: the kit's bare button, filled while it is the open section. */
const Tab = styled(ButtonBase)<{ $active: boolean }>`
  flex: none;
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 1px;
  min-height: 44px;
  padding: 4px 12px;
  border-radius: 6px;
  font-size: 0.85rem;
  font-weight: 600;
  background: ${(p) => (p.$active ? p.theme.colors.primaryFill : p.theme.colors.surface)};
  color: ${(p) => (p.$active ? p.theme.colors.primaryText : p.theme.colors.text)};
  border: 1px solid ${(p) => (p.$active ? p.theme.colors.primaryFill : p.theme.colors.border)};
  span {
    font-size: 0.75rem;
    font-weight: 500;
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.primaryInk};
    outline-offset: 2px;
  }
`;

/**
 * The section tabs of NTA's screen, each with how many of its questions are answered ("2/6 answered"):
 * choosing one opens its first question (without saving, like the palette).
 * Memoised: the screen gives it stable callbacks, so a timer tick or a save's status does not draw it again.
 */
export const SectionBar = memo(function SectionBar({
  sections,
  active,
  onSelect,
  disabled = false,
}: {
  /** Each section's counts (or a prerendered template's slot tokens). */
  sections: { name: string; answered: number | string; total: number | string }[];
  active: string;
  onSelect: (name: string) => void;
  /** Drawn unusable (the server's HTML, before the screen's code runs). */
  disabled?: boolean;
}) {
  const t = useExamT();
  return (
    <Nav aria-label={t('Sections')}>
      {sections.map((s) => (
        <Tab
          key={s.name}
          type="button"
          $active={s.name === active}
          aria-current={s.name === active ? 'true' : undefined}
          disabled={disabled}
          onClick={() => onSelect(s.name)}
        >
          {s.name}
          <span>{t('{answered}/{total} answered', { answered: s.answered, total: s.total })}</span>
        </Tab>
      ))}
    </Nav>
  );
});
