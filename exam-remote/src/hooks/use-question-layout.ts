import { useEffect, useState } from 'react';
import type { QuestionLayout } from '@exam/shared-contracts/exams';
import { callJson } from '../lib/http';
import { seededLayout } from '../lib/reflow-seed';

/** Layouts already fetched this session, by path: a question revisited is reflowed at once. */
const layouts = new Map<string, QuestionLayout>();
/** Layouts being fetched, by path: a prefetch and the screen share one request. */
const loading = new Map<string, Promise<QuestionLayout>>();

/**
 * The layout at API `path`, fetched once per session (a second ask while it loads shares the request); a
 * seeded one (lib/reflow-seed.ts) without a request. Rejects as the call does (lib/http.ts), and a later
 * ask tries again.
 */
export function loadLayout(path: string): Promise<QuestionLayout> {
  const known = layouts.get(path) ?? seededLayout(path);
  if (known) return Promise.resolve(known);
  let call = loading.get(path);
  if (!call) {
    call = callJson<QuestionLayout>(path).then(
      (layout) => {
        layouts.set(path, layout);
        loading.delete(path);
        return layout;
      },
      (error: unknown) => {
        loading.delete(path);
        throw error;
      },
    );
    loading.set(path, call);
  }
  return call;
}

/** A question's layout as the screen knows it: `layout` once here; `settled` once it is here or failed. */
export interface LayoutState {
  layout: QuestionLayout | null;
  /** False while the layout is still being asked for; true with none wanted, once it is here, or failed. */
  settled: boolean;
}

/**
 * The layout of a question image at `path` (null: none wanted). A failure leaves `layout` null and settles:
 * the screen then shows the image as printed, which is always there, so nothing is lost. A layout already
 * here (fetched ahead, or carried by the server's HTML) is there at the first render.
 */
export function useQuestionLayout(path: string | null): LayoutState {
  const [state, setState] = useState<{ path: string; layout: QuestionLayout | null } | null>(null);
  useEffect(() => {
    if (!path || layouts.has(path) || seededLayout(path)) return undefined;
    let alive = true;
    loadLayout(path).then(
      (layout) => alive && setState({ path, layout }),
      () => alive && setState({ path, layout: null }),
    );
    return () => {
      alive = false;
    };
  }, [path]);
  if (!path) return { layout: null, settled: true };
  const known = layouts.get(path) ?? seededLayout(path);
  if (known) return { layout: known, settled: true };
  return state?.path === path ? { layout: state.layout, settled: true } : { layout: null, settled: false };
}
