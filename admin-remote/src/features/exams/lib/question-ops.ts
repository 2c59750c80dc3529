import type { Region } from '@exam/shared-contracts/exams';
import { MIN_REGION_PT } from './region-geometry';
import { newKey, type QuestionDraft, type RegionKind } from './test-draft';

/**
 * The region editor's operations on the question list (docs/domains/exams.md "Online tests"): add a region or
 * a question, delete a region, split a question, merge two. Each returns a new list (or an error text the
 * editor shows), never changes its input, and leaves the questions numbered 1..n in list order, which is
 * the paper's order: a new question goes where its first region falls on the paper.
 */

/** A list operation's outcome: the new questions and the one to select, or why it cannot be done. */
export type OpResult =
  { ok: true; questions: QuestionDraft[]; selected: string } | { ok: false; error: string };

/** Most regions per question or per solution (the API's `maxItems`). */
export const MAX_REGIONS = 8;

/** The questions numbered 1..n in list order. */
export function renumber(questions: QuestionDraft[]): QuestionDraft[] {
  return questions.map((q, i) => (q.number === i + 1 ? q : { ...q, number: i + 1 }));
}

/**
 * Paper order of two regions: page first; on one page, boxes that share some width (one column) go top to
 * bottom, side-by-side boxes (two columns) left column first. Negative when `a` comes first.
 */
export function paperOrder(a: Region, b: Region): number {
  if (a.page !== b.page) return a.page - b.page;
  const overlap = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  if (overlap > 0) return a.y - b.y;
  return a.x - b.x;
}

/** A question with no key, in the same section, type and option names as `like`. */
function blankLike(like: QuestionDraft, regions: Region[], solutionRegions: Region[] = []): QuestionDraft {
  return {
    key: newKey('q'),
    number: like.number + 1,
    sectionKey: like.sectionKey,
    type: like.type,
    optionLabels: like.optionLabels,
    answerText: '',
    toleranceText: '',
    integerOnly: like.integerOnly,
    decimalsText: like.decimalsText,
    dropped: null,
    chapter: '',
    regions,
    solutionRegions,
  };
}

const replace = (questions: QuestionDraft[], key: string, next: QuestionDraft) =>
  questions.map((q) => (q.key === key ? next : q));

/** Region `index` of `kind` of question `key` replaced by `region` (a drag or a nudge). */
export function setRegion(
  questions: QuestionDraft[],
  key: string,
  kind: RegionKind,
  index: number,
  region: Region,
): QuestionDraft[] {
  return questions.map((q) =>
    q.key === key ? { ...q, [kind]: q[kind].map((r, i) => (i === index ? region : r)) } : q,
  );
}

/**
 * Adds `region` to question `key`'s regions of `kind`, in paper order among them (a question image is its
 * regions one under the other, in this order). Refused past {@link MAX_REGIONS}.
 */
export function addRegion(
  questions: QuestionDraft[],
  key: string,
  kind: RegionKind,
  region: Region,
): OpResult {
  const q = questions.find((x) => x.key === key);
  if (!q) return { ok: false, error: 'Select a question first' };
  if (q[kind].length >= MAX_REGIONS)
    return { ok: false, error: `Question ${q.number} has ${MAX_REGIONS} regions already` };
  const list = [...q[kind], region].sort(kind === 'regions' ? paperOrder : () => 0);
  return { ok: true, questions: replace(questions, key, { ...q, [kind]: list }), selected: key };
}

/** Deletes region `index` of `kind` of question `key` (the question stays, perhaps with no region). */
export function deleteRegion(
  questions: QuestionDraft[],
  key: string,
  kind: RegionKind,
  index: number,
): QuestionDraft[] {
  return questions.map((q) => (q.key === key ? { ...q, [kind]: q[kind].filter((_, i) => i !== index) } : q));
}

/**
 * A new question holding `region`, placed in paper order: before the first question whose first region
 * comes after it (questions without a region are passed over), with the section, type and option names of
 * the question before it (else of the first question). Everything after it is renumbered.
 */
export function addQuestion(questions: QuestionDraft[], region: Region): OpResult {
  let at = questions.findIndex((q) => q.regions.length > 0 && paperOrder(region, q.regions[0]) < 0);
  if (at === -1) at = questions.length;
  const like = questions[at - 1] ?? questions[0];
  if (!like) return { ok: false, error: 'The test has no section to put a question in' };
  const added = blankLike(like, [region]);
  const next = renumber([...questions.slice(0, at), added, ...questions.slice(at)]);
  return { ok: true, questions: next, selected: added.key };
}

/**
 * Splits question `key` at `y` points down region `index`'s page: the region's part above `y` stays, the
 * part below starts a new question right after it, which also takes the question's later regions. `y` must
 * leave at least MIN_REGION_PT on both sides.
 */
export function splitAtY(questions: QuestionDraft[], key: string, index: number, y: number): OpResult {
  const pos = questions.findIndex((q) => q.key === key);
  const q = questions[pos];
  const r = q?.regions[index];
  if (!r) return { ok: false, error: 'Select the region to split' };
  const top = Math.round((y - r.y) * 100) / 100;
  const bottom = Math.round((r.y + r.height - y) * 100) / 100;
  if (top < MIN_REGION_PT || bottom < MIN_REGION_PT)
    return {
      ok: false,
      error: `Split between ${Math.ceil(r.y + MIN_REGION_PT)} and ${Math.floor(r.y + r.height - MIN_REGION_PT)} pt from the page's top`,
    };
  const kept = [...q.regions.slice(0, index), { ...r, height: top }];
  const moved = [{ ...r, y: Math.round(y * 100) / 100, height: bottom }, ...q.regions.slice(index + 1)];
  const added = blankLike(q, moved);
  const next = renumber([
    ...questions.slice(0, pos),
    { ...q, regions: kept },
    added,
    ...questions.slice(pos + 1),
  ]);
  return { ok: true, questions: next, selected: added.key };
}

/**
 * Splits question `key` before region `index` (≥ 1): that region and the ones after it become a new
 * question right after it ("its second region becomes a new question").
 */
export function splitAtRegion(questions: QuestionDraft[], key: string, index: number): OpResult {
  const pos = questions.findIndex((q) => q.key === key);
  const q = questions[pos];
  if (!q || index < 1 || index >= q.regions.length)
    return { ok: false, error: 'Only a question with two regions or more can be split this way' };
  const added = blankLike(q, q.regions.slice(index));
  const next = renumber([
    ...questions.slice(0, pos),
    { ...q, regions: q.regions.slice(0, index) },
    added,
    ...questions.slice(pos + 1),
  ]);
  return { ok: true, questions: next, selected: added.key };
}

/**
 * Merges the question after `key` into it: its regions (and solution regions) follow the selected
 * question's, it disappears, and the questions after it move up one number. The selected question keeps
 * its own key, type and section. Refused for the last question, or past {@link MAX_REGIONS}.
 */
export function mergeWithNext(questions: QuestionDraft[], key: string): OpResult {
  const pos = questions.findIndex((q) => q.key === key);
  const q = questions[pos];
  const next = questions[pos + 1];
  if (!q || !next) return { ok: false, error: 'The last question has no next question to merge' };
  const regions = [...q.regions, ...next.regions];
  const solutionRegions = [...q.solutionRegions, ...next.solutionRegions];
  if (regions.length > MAX_REGIONS || solutionRegions.length > MAX_REGIONS)
    return { ok: false, error: `A question holds at most ${MAX_REGIONS} regions` };
  const merged = renumber([
    ...questions.slice(0, pos),
    { ...q, regions, solutionRegions },
    ...questions.slice(pos + 2),
  ]);
  return { ok: true, questions: merged, selected: key };
}
