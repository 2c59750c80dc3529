import { useEffect, useRef, useState, type ReactElement } from 'react';
import type { Bookmark, OutlineItem, SearchHit } from '@exam/shared-contracts/http';
import { currentOutlineEntry, type SearchState } from '../hooks/use-study';
import { ThumbnailStrip } from './thumbnail-strip';
import type { PageImageCache } from '../lib/page-cache';
import { IconButton, ListButton, Muted, Side, SideScroll, Tabs, TextInput } from './styles';

export type StudyTab = 'search' | 'contents' | 'pages' | 'bookmarks';

const TABS: { id: StudyTab; label: string }[] = [
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
  const [tab, setTab] = useState<StudyTab>('search');
  return (
    <Side aria-label="Study panel">
      <Tabs role="tablist">
        {TABS.map((t) => (
          <IconButton
            key={t.id}
            type="button"
            role="tab"
            aria-selected={tab === t.id}
            $active={tab === t.id}
            onClick={() => setTab(t.id)}
          >
            {t.label}
          </IconButton>
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
  const [text, setText] = useState('');
  return (
    <SideScroll role="tabpanel" aria-label="Search">
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
          aria-label="Search in book"
          placeholder="Search in book"
          value={text}
          maxLength={100}
          onChange={(e) => setText(e.target.value)}
        />
        <IconButton type="submit">Go</IconButton>
      </form>
      {search.status === 'searching' && <Muted role="status">Searching...</Muted>}
      {search.status === 'error' && <Muted role="alert">{search.message}</Muted>}
      {search.status === 'done' && (
        <>
          <Muted role="status">
            {search.result.results.length === 0
              ? 'No results'
              : `${search.result.results.length}${search.result.truncated ? '+' : ''} results`}
            {search.result.pageCount !== null && search.result.preparedPages < search.result.pageCount
              ? ` (searched ${search.result.preparedPages} of ${search.result.pageCount} pages so far)`
              : ''}
          </Muted>
          <ol style={{ listStyle: 'none', margin: '8px 0 0', padding: 0 }} aria-label="Search results">
            {search.result.results.map((hit, i) => (
              <li key={`${hit.page}-${i}`}>
                <ListButton type="button" onClick={() => onHit(hit)}>
                  <strong>Page {hit.page}</strong>
                  <br />
                  <Snippet text={hit.snippet} query={search.result.query} />
                </ListButton>
              </li>
            ))}
          </ol>
        </>
      )}
    </SideScroll>
  );
}

/** The snippet with the query marked (case-insensitive); plain text, never HTML from the server. */
function Snippet({ text, query }: { text: string; query: string }): ReactElement {
  const i = text.toLowerCase().indexOf(query.toLowerCase());
  if (i < 0 || !query) return <span>{text}</span>;
  return (
    <span>
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
  const current = outline ? currentOutlineEntry(outline, page) : null;
  const activeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // A block body: an effect must return nothing or a cleanup function.
    activeRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);
  if (outline === null) return <SideScroll role="tabpanel">Loading contents...</SideScroll>;
  if (outline.length === 0)
    return <SideScroll role="tabpanel">This book has no table of contents.</SideScroll>;
  const render = (items: OutlineItem[], depth: number): ReactElement => (
    <ul style={{ listStyle: 'none', margin: 0, paddingLeft: depth ? 12 : 0 }}>
      {items.map((item, i) => (
        <li key={`${item.title}-${i}`}>
          <ListButton
            type="button"
            ref={item === current ? activeRef : undefined}
            $active={item === current}
            aria-current={item === current ? 'location' : undefined}
            disabled={item.page === null}
            onClick={() => item.page !== null && onGo(item.page)}
          >
            {item.title}
            {item.page !== null && <Muted> · {item.page}</Muted>}
          </ListButton>
          {item.items.length > 0 && render(item.items, depth + 1)}
        </li>
      ))}
    </ul>
  );
  return (
    <SideScroll role="tabpanel" aria-label="Contents">
      <nav aria-label="Table of contents">{render(outline, 0)}</nav>
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
  return (
    <SideScroll role="tabpanel" aria-label="Bookmarks">
      {bookmarkError && <Muted role="alert">{bookmarkError}</Muted>}
      {bookmarks.length === 0 ? (
        <Muted>No bookmarks yet: use the bookmark button to mark a page.</Muted>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Bookmarked pages">
          {bookmarks.map((b) => (
            <li key={b.page} style={{ display: 'flex', alignItems: 'center' }}>
              <ListButton type="button" $active={b.page === page} onClick={() => onGo(b.page)}>
                Page {b.page}
                {b.label ? ` · ${b.label}` : ''}
              </ListButton>
              <IconButton
                type="button"
                aria-label={`Remove bookmark on page ${b.page}`}
                onClick={() => onRemoveBookmark(b.page)}
              >
                ×
              </IconButton>
            </li>
          ))}
        </ul>
      )}
    </SideScroll>
  );
}
