import type { ReactElement } from 'react';
import { Icon } from '../../../components/icons';
import { PageNumberInput } from './page-number-input';
import { Bar, FitBadge, Group, IconButton, Muted, Title } from './styles';
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
  onPrev: () => void;
  onNext: () => void;
  onGo: (page: number) => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFit: () => void;
  onReset: () => void;
  onToggleDark: () => void;
  onToggleImmersive: () => void;
  onClose: () => void;
}

/**
 * The viewer's top bar: title and "Page X of Y"; previous/next and the page number; zoom out/in, FIT,
 * 100% reset, the Fit indicator and the percent; dark page, fullscreen and close (SPEC 2).
 */
export function Toolbar(p: ToolbarProps): ReactElement {
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
        <Muted aria-label="Zoom level" style={{ minWidth: 44, textAlign: 'center' }}>
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
        {p.fit && <FitBadge>Fit</FitBadge>}
      </Group>
      <Group>
        <IconButton
          type="button"
          aria-label={p.darkPage ? 'Light page' : 'Dark page'}
          aria-pressed={p.darkPage}
          onClick={p.onToggleDark}
        >
          <Icon name={p.darkPage ? 'sun' : 'moon'} />
        </IconButton>
        <IconButton
          type="button"
          aria-label={p.immersive ? 'Exit fullscreen' : 'Fullscreen'}
          aria-pressed={p.immersive}
          onClick={p.onToggleImmersive}
        >
          <Icon name={p.immersive ? 'shrink' : 'expand'} />
        </IconButton>
        <IconButton type="button" aria-label="Close viewer" onClick={p.onClose}>
          <Icon name="close" />
        </IconButton>
      </Group>
    </Bar>
  );
}
