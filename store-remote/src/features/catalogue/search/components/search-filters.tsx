import { useEffect, useState, type FormEvent } from 'react';
import {
  CATEGORIES,
  SEARCH_QUERY_MAX_LENGTH,
  SECTION_LABELS,
  SECTIONS,
  SUBJECT_LABELS,
  SUBJECTS,
} from '@exam/shared-contracts/constants';
import styled from 'styled-components';
import { type SearchState } from '../lib/search-params';
import { useSearchT } from '../i18n';
import { Button } from '@exam/shared-ui/button';

const Form = styled.form`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  padding: 1rem;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
`;

const Filters = styled.div`
  grid-column: 1 / -1;
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
`;

const Field = styled.label`
  display: grid;
  gap: 0.3rem;
  font-weight: 600;
  font-size: 0.9rem;
  input,
  select {
    width: 100%;
    min-height: 2.6rem;
    padding: 0.5rem 0.7rem;
    border-radius: 10px;
    border: 1px solid ${(p) => p.theme.colors.border};
    background: ${(p) => p.theme.colors.surfaceAlt};
    color: ${(p) => p.theme.colors.text};
    font: inherit;
    font-weight: 400;
  }
`;

interface SearchFiltersProps {
  state: SearchState;
  /** Called with the changed fields: the page writes them to the URL. */
  onChange(next: Partial<SearchState>): void;
}

/**
 * The search page's form: the words (sent on Enter or Search) and three filters that
 * apply at once: category (NEET/JEE), section and subject. A `role="search"` landmark of its own name.
 */
export function SearchFilters({ state, onChange }: SearchFiltersProps) {
  const [text, setText] = useState(state.q);
  const t = useSearchT();
  // The header's search can change `q` while this page is open: show the new words.
  useEffect(() => setText(state.q), [state.q]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: text.trim() });
  };

  return (
    <Form role="search" aria-label={t('Search and filter books')} onSubmit={submit}>
      <Field>
        {t('Words from the title or description')}
        <input
          type="search"
          name="q"
          value={text}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          onChange={(e) => setText(e.target.value)}
          autoComplete="off"
        />
      </Field>
      <Button $variant="primary" $size="large" type="submit">
        {t('Search')}
      </Button>
      <Filters>
        <Field>
          {t('Category')}
          <select
            name="category"
            value={state.category ?? ''}
            onChange={(e) => onChange({ category: (e.target.value || null) as SearchState['category'] })}
          >
            <option value="">{t('All categories')}</option>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          {t('Class or series')}
          <select
            name="section"
            value={state.section ?? ''}
            onChange={(e) => onChange({ section: (e.target.value || null) as SearchState['section'] })}
          >
            <option value="">{t('All classes')}</option>
            {SECTIONS.map((s) => (
              <option key={s} value={s}>
                {t(SECTION_LABELS[s])}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          {t('Subject')}
          <select
            name="subject"
            value={state.subject ?? ''}
            onChange={(e) => onChange({ subject: (e.target.value || null) as SearchState['subject'] })}
          >
            <option value="">{t('All subjects')}</option>
            {SUBJECTS.map((s) => (
              <option key={s} value={s}>
                {t(SUBJECT_LABELS[s])}
              </option>
            ))}
          </select>
        </Field>
      </Filters>
    </Form>
  );
}
