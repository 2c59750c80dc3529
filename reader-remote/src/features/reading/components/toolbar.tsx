import { useEffect, useRef, useState, type ReactElement } from 'react';
import { useDataLang } from '@exam/web-platform/i18n';
import { Icon } from '../../../components/icons';
import { useReaderT } from '../../../lib/i18n';
import { PageNumberInput } from './page-number-input';
import { ListRow, Muted, TOOL } from './control-styles';
import {
  Bar,
  FitBadge,
  Group,
  Menu,
  OnlyNarrow,
  PageOf,
  PageTotal,
  Secondary,
  Title,
} from './toolbar-styles';
import { zoomPercent, MAX_ZOOM, MIN_ZOOM, RESET_ZOOM } from '../lib/zoom';
import { Button } from '@exam/shared-ui/button';

/**
 * The reset button sets the zoom to 1.2 (docs/domains/reading.md "Viewer limits"): the button says so
 * ("Reset zoom to 120%"), and its visible text is part of its accessible name.
 */
const RESET_PERCENT = Math.round(RESET_ZOOM * 100);

/** What the toolbar shows and what its buttons do (docs/domains/reading.md "The viewer" controls). */
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
 * percent; FIT, the reset (to 120%, docs/domains/reading.md "Viewer limits") and the Fit indicator; dark
 * page, fullscreen, the study panel, a bookmark toggle, and close (docs/domains/reading.md "The viewer").
 * Below 600 px the bar is one row that fits a 360-px phone: the title and "Page X of Y" are read by screen
 * readers only (the page field shows "/ Y"), and zoom in/out, FIT, reset, dark page, fullscreen and the
 * bookmark move into a More menu (pinch zooms on a phone).
 */
export function Toolbar(p: ToolbarProps): ReactElement {
  const t = useReaderT();
  // The book's title is English data: a screen reader on a Hindi page reads it as English.
  const dataLang = useDataLang();
  const resetLabel = t('Reset zoom to {percent}%', { percent: RESET_PERCENT });
  const bookmarkLabel = p.bookmarked ? t('Remove bookmark') : t('Bookmark this page');
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
      label: p.darkPage ? t('Light page') : t('Dark page'),
      icon: p.darkPage ? ('sun' as const) : ('moon' as const),
      on: p.darkPage,
      onClick: p.onToggleDark,
    },
    {
      label: p.immersive ? t('Exit fullscreen') : t('Fullscreen'),
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
      <Title title={p.title} lang={dataLang}>
        <Icon name="lock" size={16} />
        <span>{p.title}</span>
      </Title>
      <Group>
        <Button
          {...TOOL}
          type="button"
          aria-label={t('Previous page')}
          onClick={p.onPrev}
          disabled={!p.ready || p.page <= 1}
        >
          <Icon name="prev" />
        </Button>
        <PageNumberInput page={p.page} total={p.total} onGo={p.onGo} />
        <PageTotal aria-hidden="true">/ {p.total > 0 ? p.total : '-'}</PageTotal>
        <PageOf aria-live="polite">
          {p.total > 0 ? t('Page {page} of {total}', { page: p.page, total: p.total }) : t('Page - of -')}
        </PageOf>
        <Button
          {...TOOL}
          type="button"
          aria-label={t('Next page')}
          onClick={p.onNext}
          disabled={!p.ready || p.page >= p.total}
        >
          <Icon name="next" />
        </Button>
      </Group>
      <Group>
        <Secondary>
          <Button
            {...TOOL}
            type="button"
            aria-label={t('Zoom out')}
            onClick={p.onZoomOut}
            disabled={!p.ready || p.scale <= MIN_ZOOM}
          >
            <Icon name="zoomOut" />
          </Button>
        </Secondary>
        <Muted aria-label={t('Zoom level')} style={{ minWidth: 40, textAlign: 'center' }}>
          {zoomPercent(p.scale)}
        </Muted>
        <Secondary>
          <Button
            {...TOOL}
            type="button"
            aria-label={t('Zoom in')}
            onClick={p.onZoomIn}
            disabled={!p.ready || p.scale >= MAX_ZOOM}
          >
            <Icon name="zoomIn" />
          </Button>
        </Secondary>
        {p.fit && <FitBadge>{t('Fit')}</FitBadge>}
        <Secondary>
          <Button
            {...TOOL}
            type="button"
            aria-label={t('Fit to screen')}
            $active={p.fit}
            onClick={p.onFit}
            disabled={!p.ready}
          >
            {t('FIT')}
          </Button>
          <Button
            {...TOOL}
            type="button"
            aria-label={resetLabel}
            title={resetLabel}
            onClick={p.onReset}
            disabled={!p.ready}
          >
            {t('Reset')}
          </Button>
        </Secondary>
      </Group>
      <Group>
        <Button
          {...TOOL}
          type="button"
          aria-label={t('Study panel')}
          aria-pressed={p.studyOpen}
          $active={p.studyOpen}
          onClick={p.onToggleStudy}
          disabled={!p.ready}
        >
          <Icon name="book" />
        </Button>
        <Secondary>
          <Button
            {...TOOL}
            type="button"
            aria-label={bookmarkLabel}
            aria-pressed={p.bookmarked}
            $active={p.bookmarked}
            onClick={p.onToggleBookmark}
            disabled={!p.ready}
          >
            <Icon name="bookmark" />
          </Button>
        </Secondary>
        <Secondary>
          {views.map((v) => (
            <Button
              {...TOOL}
              key={v.label}
              type="button"
              aria-label={v.label}
              aria-pressed={v.on}
              onClick={v.onClick}
            >
              <Icon name={v.icon} />
            </Button>
          ))}
        </Secondary>
        <OnlyNarrow ref={menuRef}>
          <Button
            {...TOOL}
            type="button"
            aria-label={t('More')}
            aria-haspopup="menu"
            aria-expanded={menu}
            onClick={() => setMenu((m) => !m)}
          >
            <Icon name="more" />
          </Button>
          {menu && (
            <Menu role="menu">
              <ListRow role="menuitem" onClick={pick(p.onZoomIn)} disabled={!p.ready || p.scale >= MAX_ZOOM}>
                {t('Zoom in')}
              </ListRow>
              <ListRow role="menuitem" onClick={pick(p.onZoomOut)} disabled={!p.ready || p.scale <= MIN_ZOOM}>
                {t('Zoom out')}
              </ListRow>
              <ListRow role="menuitem" $active={p.fit} onClick={pick(p.onFit)} disabled={!p.ready}>
                {t('FIT (fit to screen)')}
              </ListRow>
              <ListRow role="menuitem" onClick={pick(p.onReset)} disabled={!p.ready}>
                {resetLabel}
              </ListRow>
              {views.map((v) => (
                <ListRow key={v.label} role="menuitem" onClick={pick(v.onClick)}>
                  {v.label}
                </ListRow>
              ))}
              <ListRow
                role="menuitem"
                $active={p.bookmarked}
                onClick={pick(p.onToggleBookmark)}
                disabled={!p.ready}
              >
                {bookmarkLabel}
              </ListRow>
            </Menu>
          )}
        </OnlyNarrow>
        <Button {...TOOL} type="button" aria-label={t('Close viewer')} onClick={p.onClose}>
          <Icon name="close" />
        </Button>
      </Group>
    </Bar>
  );
}
