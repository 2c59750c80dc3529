import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from '@exam/web-platform/router';
import { SEARCH_QUERY_MAX_LENGTH } from '@exam/shared-contracts/constants';
import { useShellT } from '../../../lib/i18n';
import { searchUrl } from '../lib/search-url';
import { Button } from '@exam/shared-ui/button';
import { SearchField, SearchForm, SearchToggle } from './header-search-styles';

/**
 * The header's book search: a labelled `role="search"` form that opens
 * `/search?q=` (store-remote's results page), keeping the page's filters when it is already open. Inline
 * where the bar has room; on a phone, and on a desktop whose bar is full (`wide`: a signed-in user's links
 * from 1024 px, a guest's from 1024 to 1279 px), a Search button opens it as a sheet under the bar (Escape
 * closes it and gives the focus back to the button).
 */
export function HeaderSearch({ wide = false }: { wide?: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const inputId = useId();
  const t = useShellT();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // The sheet closes on navigation (a search was made); the field shows the words of the results page.
  useEffect(() => {
    setOpen(false);
    setText(location.pathname === '/search' ? (new URLSearchParams(location.search).get('q') ?? '') : '');
  }, [location.pathname, location.search]);
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (!q) {
      inputRef.current?.focus();
      return;
    }
    navigate(searchUrl(q, location.pathname, location.search));
  };

  return (
    <>
      <SearchToggle
        type="button"
        aria-expanded={open}
        aria-controls="site-search"
        // One name; aria-expanded tells whether the sheet is open.
        aria-label={t('Search books')}
        onClick={() => setOpen((v) => !v)}
        ref={toggleRef}
        $wide={wide}
      >
        <span aria-hidden="true">{open ? '✕' : '⌕'}</span>
      </SearchToggle>
      <SearchForm
        id="site-search"
        role="search"
        aria-label={t('Books')}
        $open={open}
        $wide={wide}
        onSubmit={submit}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && open) {
            setOpen(false);
            toggleRef.current?.focus();
          }
        }}
      >
        <label htmlFor={inputId}>{t('Search books')}</label>
        <SearchField
          id={inputId}
          ref={inputRef}
          $wide={wide}
          type="search"
          name="q"
          placeholder={t('Search books')}
          value={text}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          autoComplete="off"
          onChange={(e) => setText(e.target.value)}
        />
        <Button $variant="primary" $size="bar" type="submit">
          {t('Search')}
        </Button>
      </SearchForm>
    </>
  );
}
