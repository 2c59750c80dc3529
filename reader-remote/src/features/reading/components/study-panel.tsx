import { useEffect, useRef, useState, type ReactElement } from 'react';
import type { Bookmark, OutlineItem, SearchHit } from '@exam/shared-contracts/reading';
import { useDataLang } from '@exam/web-platform/i18n';
import { useReaderT, type ReaderMessageId } from '../../../lib/i18n';
import { currentOutlineEntry, type SearchState } from '../hooks/use-study';
import { ThumbnailStrip } from './thumbnail-strip';
import type { PageImageCache } from '../lib/page-cache';
import { ListRow, Muted, TextInput, TOOL } from './control-styles';
import { Side, SideScroll, Tabs } from './study-panel-styles';
import { Button } from '@exam/shared-ui/button';

export type StudyTab = 'search' | 'contents' | 'pages' | 'bookmarks';

/** The tabs; each label is a message id, translated where drawn. */
const TABS: { id: StudyTab; label: ReaderMessageId }[] = [
  { id: 'search', label: 'Search' },
  { id: 'contents', label: 'Contents' },
  { id: 'pages', label: 'Pages' },
  { id: 'bookmarks', label: 'Bookmarks' },
];

export interface StudyPanelProps {
  page: number;
  total: number;
  outline: OutlineItem[] | null;
  search: SearchState;
  onSearch: (q: string) => void;
  onHit: (hit: SearchHit) => void;
  bookmarks: Bookmark[];
  bookmarkError: string | null;
  onRemoveBookmark: (page: number) => void;
  thumbs: PageImageCache | null;
  onGo: (page: number) => void;
}

/** The study side panel: search inside the book, the outline, a lazy thumbnail strip, bookmarks. */
export function StudyPanel(p: StudyPanelProps): ReactElement {
  const t = useReaderT();
  const [tab, setTab] = useState<StudyTab>('search');
  return (
    <Side aria-label={t('Study panel')}>
      <Tabs role="tablist">
        {TABS.map((item) => (
          <Button
            {...TOOL}
            key={item.id}
            type="button"
            role="tab"
            aria-selected={tab === item.id}
            $active={tab === item.id}
            onClick={() => setTab(item.id)}
          >
            {t(item.label)}
          </Button>
        ))}
      </Tabs>
      {tab === 'search' && <SearchTab {...p} />}
      {tab === 'contents' && <ContentsTab outline={p.outline} page={p.page} onGo={p.onGo} />}
      {tab === 'pages' && <ThumbnailStrip total={p.total} page={p.page} cache={p.thumbs} onGo={p.onGo} />}
      {tab === 'bookmarks' && <BookmarksTab {...p} />}
    </Side>
  );
}

function SearchTab({ search, onSearch, onHit }: StudyPanelProps): ReactElement {
  const t = useReaderT();
  const [text, setText] = useState('');
  return (
    <SideScroll role="tabpanel" aria-label={t('Search')}>
      <form
        role="search"
        style={{ display: 'flex', gap: 4, marginBottom: 8 }}
        onSubmit={(e) => {
          e.preventDefault();
          onSearch(text);
        }}
      >
        <TextInput
          type="search"
          aria-label={t('Search in book')}
          placeholder={t('Search in book')}
          value={text}
          maxLength={100}
          onChange={(e) => setText(e.target.value)}
        />
        <Button {...TOOL} type="submit">
          {t('Go')}
        </Button>
      </form>
      {search.status === 'searching' && <Muted role="status">{t('Searching...')}</Muted>}
      {search.status === 'error' && <Muted role="alert">{search.message}</Muted>}
      {search.status === 'done' && (
        <>
          <Muted role="status">
            {search.result.results.length === 0
              ? t('No results')
              : t(search.result.truncated ? '{count}+ results' : '{count} results', {
                  count: search.result.results.length,
                })}
            {search.result.pageCount !== null && search.result.preparedPages < search.result.pageCount
              ? ` ${t('(searched {searched} of {total} pages so far)', {
                  searched: search.result.preparedPages,
                  total: search.result.pageCount,
                })}`
              : ''}
            {/* The day's share of the book shown as snippets is spent: pages and highlights only. */}
            {search.result.snippetsWithheld
              ? ` ${t('Text previews are paused until tomorrow; the pages are still found.')}`
              : ''}
          </Muted>
          <ol style={{ listStyle: 'none', margin: '8px 0 0', padding: 0 }} aria-label={t('Search results')}>
            {search.result.results.map((hit, i) => (
              <li key={`${hit.page}-${i}`}>
                <ListRow type="button" onClick={() => onHit(hit)}>
                  <strong>{t('Page {page}', { page: hit.page })}</strong>
                  <br />
                  <Snippet text={hit.snippet} query={search.result.query} />
                </ListRow>
              </li>
            ))}
          </ol>
        </>
      )}
    </SideScroll>
  );
}

/**
 * The snippet with the query marked (case-insensitive); plain text, never HTML from the server. The book's
 * text is English data (`lang`), like its title.
 */
function Snippet({ text, query }: { text: string; query: string }): ReactElement {
  const lang = useDataLang();
  const i = text.toLowerCase().indexOf(query.toLowerCase());
  if (i < 0 || !query) return <span lang={lang}>{text}</span>;
  return (
    <span lang={lang}>
      {text.slice(0, i)}
      <mark>{text.slice(i, i + query.length)}</mark>
      {text.slice(i + query.length)}
    </span>
  );
}

function ContentsTab({
  outline,
  page,
  onGo,
}: {
  outline: OutlineItem[] | null;
  page: number;
  onGo: (page: number) => void;
}): ReactElement {
  const t = useReaderT();
  // The outline's titles are the book's own (English data, like its title).
  const dataLang = useDataLang();
  const current = outline ? currentOutlineEntry(outline, page) : null;
  const activeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // A block body: an effect must return nothing or a cleanup function.
    activeRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);
  if (outline === null) return <SideScroll role="tabpanel">{t('Loading contents...')}</SideScroll>;
  if (outline.length === 0)
    return <SideScroll role="tabpanel">{t('This book has no table of contents.')}</SideScroll>;
  const render = (items: OutlineItem[], depth: number): ReactElement => (
    <ul style={{ listStyle: 'none', margin: 0, paddingLeft: depth ? 12 : 0 }}>
      {items.map((item, i) => (
        <li key={`${item.title}-${i}`}>
          <ListRow
            type="button"
            ref={item === current ? activeRef : undefined}
            lang={dataLang}
            $active={item === current}
            aria-current={item === current ? 'location' : undefined}
            disabled={item.page === null}
            onClick={() => item.page !== null && onGo(item.page)}
          >
            {item.title}
            {item.page !== null && <Muted> · {item.page}</Muted>}
          </ListRow>
          {item.items.length > 0 && render(item.items, depth + 1)}
        </li>
      ))}
    </ul>
  );
  return (
    <SideScroll role="tabpanel" aria-label={t('Contents')}>
      <nav aria-label={t('Table of contents')}>{render(outline, 0)}</nav>
    </SideScroll>
  );
}

function BookmarksTab({
  bookmarks,
  bookmarkError,
  onRemoveBookmark,
  onGo,
  page,
}: StudyPanelProps): ReactElement {
  const t = useReaderT();
  return (
    <SideScroll role="tabpanel" aria-label={t('Bookmarks')}>
      {bookmarkError && <Muted role="alert">{bookmarkError}</Muted>}
      {bookmarks.length === 0 ? (
        <Muted>{t('No bookmarks yet: use the bookmark button to mark a page.')}</Muted>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('Bookmarked pages')}>
          {bookmarks.map((b) => (
            <li key={b.page} style={{ display: 'flex', alignItems: 'center' }}>
              <ListRow type="button" $active={b.page === page} onClick={() => onGo(b.page)}>
                {t('Page {page}', { page: b.page })}
                {b.label ? ` · ${b.label}` : ''}
              </ListRow>
              <Button
                {...TOOL}
                type="button"
                aria-label={t('Remove bookmark on page {page}', { page: b.page })}
                onClick={() => onRemoveBookmark(b.page)}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
    </SideScroll>
  );
}
