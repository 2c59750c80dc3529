import { useEffect, useState } from 'react';
import type { QuestionLayout } from '@exam/shared-contracts/exams';
import { callJson } from '../lib/http';
import { seededLayout } from '../lib/reflow-seed';

/** Layouts already fetched this session, by path: a question revisited is reflowed at once. */
const layouts = new Map<string, QuestionLayout>();
/**
 * The layout of a question image at `path` (null: none wanted), or null until it is here. A failure leaves
 * it null: the screen then shows the image as printed, which is always there, so nothing is lost. A layout
 * the server's HTML carried (lib/reflow-seed.ts) is not asked for.
 */
export function useQuestionLayout(path: string | null): QuestionLayout | null {
  const [state, setState] = useState<{ path: string; layout: QuestionLayout } | null>(null);
  useEffect(() => {
    if (!path || layouts.has(path) || seededLayout(path)) return undefined;
    const abort = new AbortController();
    callJson<QuestionLayout>(path, { signal: abort.signal })
      .then((layout) => {
        layouts.set(path, layout);
        setState({ path, layout });
      })
      .catch(() => undefined);
    return () => abort.abort();
  }, [path]);
  if (!path) return null;
  return layouts.get(path) ?? seededLayout(path) ?? (state?.path === path ? state.layout : null);
}
