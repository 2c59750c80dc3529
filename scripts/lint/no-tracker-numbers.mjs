// The lint rule `local/no-tracker-numbers` (registered in eslint.config.mjs): no comment names an issue of
// the tracker by its number, which means nothing to a reader of the code; a comment says what it means.
import { commentRule } from './comment-rule.mjs';

/** A tracker issue named by its number: the word issue or issues, any case, then an optional `#` and digits. */
export const TRACKER_NUMBER = /\bissues? #?\d+/i;

/** The rule: reports every comment that matches {@link TRACKER_NUMBER}, naming what it found. */
export const noTrackerNumbers = commentRule(
  'Disallow issue-tracker numbers in comments: say what the comment means.',
  TRACKER_NUMBER,
  '"{{text}}" names a tracker issue, which means nothing in the code: say what it is about.',
);
