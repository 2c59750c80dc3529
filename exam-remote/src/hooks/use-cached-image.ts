import { useEffect, useState } from 'react';
import type { ImageCache } from '../lib/image-cache';
import { HttpStatusError } from '../lib/http';

/**
 * Why an image is not shown: the server refused it (`message`, its words), or no answer came (offline).
 * The screen writes it in the page's language.
 */
export type ImageFailure = { kind: 'refused'; message: string } | { kind: 'network' };

/** What an image area shows: the image of `path`, or why not. */
export interface CachedImageState {
  path: string | null;
  status: 'loading' | 'ready' | 'error';
  url: string | null;
  watermarkCode: string | null;
  error: ImageFailure | null;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Shows the image at `path` from `cache` (null: nothing yet, e.g. the width is not measured). What is on
 * screen stays until its replacement is ready, so a resize never flashes blank. `attempt` changes on Retry.
 * `onShown` runs once the image is ready (the caller prefetches the next one then).
 */
export function useCachedImage(
  cache: ImageCache | null,
  path: string | null,
  attempt: number,
  onShown?: () => void,
): CachedImageState {
  const [state, setState] = useState<CachedImageState>({
    path: null,
    status: 'loading',
    url: null,
    watermarkCode: null,
    error: null,
  });
  useEffect(() => {
    if (!cache || !path) return undefined;
    let live = true;
    const ready = cache.peek(path);
    if (!ready) setState((s) => ({ ...s, status: 'loading', error: null }));
    cache.load(path).then(
      (image) => {
        if (!live) return;
        setState({ path, status: 'ready', url: image.url, watermarkCode: image.watermarkCode, error: null });
        onShown?.();
      },
      (error: unknown) => {
        if (!live || isAbort(error)) return;
        setState({
          path,
          status: 'error',
          url: null,
          watermarkCode: null,
          error:
            error instanceof HttpStatusError
              ? { kind: 'refused', message: error.message }
              : { kind: 'network' },
        });
      },
    );
    return () => {
      live = false;
    };
    // onShown is a callback of the caller's render; re-running for it would refetch nothing but churn.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cache, path, attempt]);
  return state;
}
