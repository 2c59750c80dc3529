import { useEffect, useState, type Dispatch } from 'react';
import type { EditorAction } from '../lib/editor-reducer';
import type { QuestionDraft } from '../lib/test-draft';

/** The selector of question `number`'s first region box on the pages (`RegionBox`'s data attributes). */
export const firstRegionSelector = (number: number): string =>
  `[data-testid="region-box"][data-question="${number}"][data-kind="regions"][data-index="0"]`;

/**
 * "Go to question N" from outside the pages (the low-confidence list): selects the question with its first
 * region, then, once the pages have drawn that selection, scrolls the region's box to the middle of its
 * scrolling column (and the window) and focuses it, so the arrow keys move it at once. A question with no
 * region brings the question panel into view instead. `showRegions` switches the pages to the question's
 * regions first (they may be showing solution regions, where its box is not drawn).
 */
export function useJumpToQuestion(
  dispatch: Dispatch<EditorAction>,
  showRegions: () => void,
): (question: QuestionDraft) => void {
  // The jump waits for the render that draws the selection; `seq` makes a second jump to one question new.
  const [target, setTarget] = useState<{ number: number; hasRegion: boolean; seq: number } | null>(null);

  useEffect(() => {
    if (!target) return;
    const element = document.querySelector<HTMLElement>(
      target.hasRegion ? firstRegionSelector(target.number) : '[data-testid="question-panel"]',
    );
    element?.scrollIntoView({ block: 'center' });
    if (target.hasRegion) element?.focus({ preventScroll: true });
  }, [target]);

  return (question) => {
    showRegions();
    dispatch({
      type: 'select',
      key: question.key,
      region: question.regions.length ? { kind: 'regions', index: 0 } : null,
    });
    setTarget((t) => ({
      number: question.number,
      hasRegion: question.regions.length > 0,
      seq: (t?.seq ?? 0) + 1,
    }));
  };
}
