import { useEffect, useState, type RefObject } from 'react';
import type { PDFDocumentProxy, PDFPageProxy, RenderTask } from 'pdfjs-dist';
import { drawWatermark } from '../lib/watermark';
import { renderPixelRatio } from '../lib/zoom';
import { isUnauthorized, renderErrorMessage } from '../lib/load-error';

/** Size of a page at scale 1 (PDF units), used by fit-to-screen. */
export interface PageSize {
  width: number;
  height: number;
}

export interface PageRenderState {
  /** The current page's size at scale 1, once known. */
  pageSize: PageSize | null;
  /** `Failed to render page: {message}` (SPEC 8), or null. */
  error: string | null;
  rendering: boolean;
  /** The page number whose pixels the canvas shows now (0 before the first paint). */
  painted: number;
}

/**
 * Renders ONLY page `pageNumber` of `doc` into `canvasRef` at `scale` (SPEC 2 viewer), then draws the
 * watermark into the same pixels. A render still running when the page or scale changes is cancelled, so
 * fast paging never paints a stale page. `scale` null means "not known yet" (fit before the page size).
 * Memory stays flat over long books: the scratch canvas is released after each copy and a page's
 * operator lists and decoded images are freed (`page.cleanup()`) as soon as another page is shown.
 * A 401 while fetching the page's bytes means the reading session ended: `onUnauthorized` is called.
 */
export function usePageRender(
  doc: PDFDocumentProxy | null,
  pageNumber: number,
  scale: number | null,
  canvasRef: RefObject<HTMLCanvasElement | null>,
  watermark: string[],
  onUnauthorized: () => void,
): PageRenderState {
  const [state, setState] = useState<PageRenderState>({
    pageSize: null,
    error: null,
    rendering: false,
    painted: 0,
  });
  const watermarkKey = watermark.join('\n');

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!doc || !canvas) return undefined;
    let task: RenderTask | null = null;
    let page: PDFPageProxy | null = null;
    let live = true;
    const started = performance.now();
    setState((s) => ({ ...s, rendering: true, error: null }));
    (async () => {
      page = await doc.getPage(pageNumber);
      if (!live) return;
      const base = page.getViewport({ scale: 1 });
      const pageSize = { width: base.width, height: base.height };
      if (scale === null) {
        setState((s) => ({ ...s, pageSize, error: null, rendering: false }));
        return;
      }
      const viewport = page.getViewport({ scale });
      // Crisp at the device pixel ratio everywhere, doubled on narrow screens (SPEC 9).
      const ratio = renderPixelRatio(
        window.devicePixelRatio,
        window.innerWidth,
        viewport.width,
        viewport.height,
      );
      // Paint into an offscreen canvas and copy when done: the visible page never flashes blank mid-render.
      const scratch = document.createElement('canvas');
      scratch.width = Math.floor(viewport.width * ratio);
      scratch.height = Math.floor(viewport.height * ratio);
      try {
        task = page.render({
          canvas: scratch,
          viewport,
          transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
        });
        await task.promise;
        if (!live) return;
        drawWatermark(scratch, watermark, ratio);
        canvas.width = scratch.width;
        canvas.height = scratch.height;
        canvas.style.width = `${Math.floor(viewport.width)}px`;
        canvas.style.height = `${Math.floor(viewport.height)}px`;
        canvas.getContext('2d')?.drawImage(scratch, 0, 0);
      } finally {
        // Zero-size canvases give their backing store back at once instead of at the next GC.
        scratch.width = 0;
        scratch.height = 0;
      }
      // A mark the benchmark (scripts/bench/reader.mjs) and tests read: page N painted after M ms.
      performance.measure(`reader:page:${pageNumber}`, { start: started, end: performance.now() });
      setState({ pageSize, error: null, rendering: false, painted: pageNumber });
    })().catch((error: unknown) => {
      if (!live || (error as { name?: string })?.name === 'RenderingCancelledException') return;
      if (isUnauthorized(error)) return onUnauthorized();
      setState((s) => ({ ...s, error: renderErrorMessage(error), rendering: false }));
    });
    return () => {
      live = false;
      task?.cancel();
      // Deferred by pdf.js until a cancelled render has settled; frees this page's parsed resources.
      page?.cleanup();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- watermarkKey stands for the watermark lines
  }, [doc, pageNumber, scale, canvasRef, watermarkKey]);

  return state;
}
