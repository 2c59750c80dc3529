import type { Region } from '@exam/shared-contracts/exams';
import type { StreamLabel } from './stream-labels.ts';
import type { Run } from './stream-regions.ts';
import type { StreamLine } from './streams.ts';

/** A question as built from its label, before numbering and confidence. */
export interface Draft {
  label: StreamLabel | null;
  /** Whether the paper's numbering starts again here (a new subject or part). */
  restart: boolean;
  run: Run;
  answer: string | null;
  solution: Region[];
  passage: Region[];
  hindi: Region[];
  heading: StreamLine | null;
  /** The heading's instruction lines (up to the first label after it): where "one or more" is said. */
  instructions: string;
  subject: string | null;
  section: string | null;
  reasons: string[];
}
