import { useEffect, useRef, useState, type ReactElement } from 'react';
import { Icon } from '../../../components/icons';
import { PageNumberInput } from './page-number-input';
import {
  Bar,
  FitBadge,
  Group,
  IconButton,
  ListButton,
  Menu,
  Muted,
  OnlyNarrow,
  Secondary,
  Title,
} from './styles';
import { zoomPercent, MAX_ZOOM, MIN_ZOOM } from '../lib/zoom';

/** What the toolbar shows and what its buttons do (SPEC 2 "PDF viewer" controls). */
export interface ToolbarProps {
  title: string;
  page: number;
  total: number;
  /** The scale in effect (fit resolved to a number). */
  scale: number;
  fit: boolean;
  darkPage: boolean;
  immersive: boolean;
  hidden: boolean;
  ready: boolean;
  studyOpen: boolean;
  bookmarked: boolean;
  onPrev: () => void;
  onNext: () => void;
  onGo: (page: number) => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFit: () => void;
  onReset: () => void;
  onToggleDark: () => void;
  onToggleImmersive: () => void;
  onToggleStudy: () => void;
  onToggleBookmark: () => void;
  onClose: () => void;
}

/**
 * The viewer's top bar: title and "Page X of Y"; previous/next and the page number; zoom out/in and the
 * percent; FIT, the 100% reset (to 120%, SPEC 9) and the Fit indicator; dark page, fullscreen, the study
 * panel, a bookmark toggle, and close (SPEC 2). Below 600 px FIT, reset, dark page and fullscreen move into
 * a More menu so the bar fits a 360-px phone.
 */
export function Toolbar(p: ToolbarProps): ReactElement {
  const [menu, setMenu] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!menu) return undefined;
    const away = (e: PointerEvent) => {
      if (!menuRef.current?.contains(e.target as Node)) setMenu(false);
    };
    window.addEventListener('pointerdown', away);
    return () => window.removeEventListener('pointerdown', away);
  }, [menu]);
  // Dark page and fullscreen: icon buttons on the bar, menu items in More below 600 px.
  const views = [
    {
      label: p.darkPage ? 'Light page' : 'Dark page',
      icon: p.darkPage ? ('sun' as const) : ('moon' as const),
      on: p.darkPage,
      onClick: p.onToggleDark,
    },
    {
      label: p.immersive ? 'Exit fullscreen' : 'Fullscreen',
      icon: p.immersive ? ('shrink' as const) : ('expand' as const),
      on: p.immersive,
      onClick: p.onToggleImmersive,
    },
  ];
  const pick = (action: () => void) => () => {
    setMenu(false);
    action();
  };

  return (
    <Bar $hidden={p.hidden} aria-hidden={p.hidden || undefined}>
      <Title title={p.title}>
        <Icon name="lock" size={16} />
        <span>{p.title}</span>
      </Title>
      <Group>
        <IconButton
          type="button"
          aria-label="Previous page"
          onClick={p.onPrev}
          disabled={!p.ready || p.page <= 1}
        >
          <Icon name="prev" />
        </IconButton>
        <PageNumberInput page={p.page} total={p.total} onGo={p.onGo} />
        <Muted aria-live="polite">{p.total > 0 ? `Page ${p.page} of ${p.total}` : 'Page - of -'}</Muted>
        <IconButton
          type="button"
          aria-label="Next page"
          onClick={p.onNext}
          disabled={!p.ready || p.page >= p.total}
        >
          <Icon name="next" />
        </IconButton>
      </Group>
      <Group>
        <IconButton
          type="button"
          aria-label="Zoom out"
          onClick={p.onZoomOut}
          disabled={!p.ready || p.scale <= MIN_ZOOM}
        >
          <Icon name="zoomOut" />
        </IconButton>
        <Muted aria-label="Zoom level" style={{ minWidth: 40, textAlign: 'center' }}>
          {zoomPercent(p.scale)}
        </Muted>
        <IconButton
          type="button"
          aria-label="Zoom in"
          onClick={p.onZoomIn}
          disabled={!p.ready || p.scale >= MAX_ZOOM}
        >
          <Icon name="zoomIn" />
        </IconButton>
        {p.fit && <FitBadge>Fit</FitBadge>}
        <Secondary>
          <IconButton
            type="button"
            aria-label="Fit to screen"
            $active={p.fit}
            onClick={p.onFit}
            disabled={!p.ready}
          >
            FIT
          </IconButton>
          <IconButton type="button" aria-label="Reset zoom" onClick={p.onReset} disabled={!p.ready}>
            100%
          </IconButton>
        </Secondary>
      </Group>
      <Group>
        <IconButton
          type="button"
          aria-label="Study panel"
          aria-pressed={p.studyOpen}
          $active={p.studyOpen}
          onClick={p.onToggleStudy}
          disabled={!p.ready}
        >
          <Icon name="book" />
        </IconButton>
        <IconButton
          type="button"
          aria-label={p.bookmarked ? 'Remove bookmark' : 'Bookmark this page'}
          aria-pressed={p.bookmarked}
          $active={p.bookmarked}
          onClick={p.onToggleBookmark}
          disabled={!p.ready}
        >
          <Icon name="bookmark" />
        </IconButton>
        <Secondary>
          {views.map((v) => (
            <IconButton
              key={v.label}
              type="button"
              aria-label={v.label}
              aria-pressed={v.on}
              onClick={v.onClick}
            >
              <Icon name={v.icon} />
            </IconButton>
          ))}
        </Secondary>
        <OnlyNarrow ref={menuRef}>
          <IconButton
            type="button"
            aria-label="More"
            aria-haspopup="menu"
            aria-expanded={menu}
            onClick={() => setMenu((m) => !m)}
          >
            <Icon name="more" />
          </IconButton>
          {menu && (
            <Menu role="menu">
              <ListButton role="menuitem" $active={p.fit} onClick={pick(p.onFit)} disabled={!p.ready}>
                FIT (fit to screen)
              </ListButton>
              <ListButton role="menuitem" onClick={pick(p.onReset)} disabled={!p.ready}>
                100% (reset zoom)
              </ListButton>
              {views.map((v) => (
                <ListButton key={v.label} role="menuitem" onClick={pick(v.onClick)}>
                  {v.label}
                </ListButton>
              ))}
            </Menu>
          )}
        </OnlyNarrow>
        <IconButton type="button" aria-label="Close viewer" onClick={p.onClose}>
          <Icon name="close" />
        </IconButton>
      </Group>
    </Bar>
  );
}
