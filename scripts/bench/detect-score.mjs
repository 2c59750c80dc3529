/**
 * Scoring of proposed questions against a paper's truth (`npm run bench:detect`). Boxes are `[x0, y0, x1,
 * y1]` in PDF points, origin top left; regions `{ page, x, y, width, height, lang? }` in the same units.
 */

/** Points a box may stick out of the region that holds it (text-layer boxes differ by a point or two). */
export const SLACK = 2;

/** Whether region `r` holds box `b` (all of it, give or take `slack` points). */
export function holds(r, b, slack = SLACK) {
  return (
    b[0] >= r.x - slack &&
    b[1] >= r.y - slack &&
    b[2] <= r.x + r.width + slack &&
    b[3] <= r.y + r.height + slack
  );
}

/** Intersection over union of region `r` and box `b`. */
function iou(r, b) {
  const w = Math.min(r.x + r.width, b[2]) - Math.max(r.x, b[0]);
  const h = Math.min(r.y + r.height, b[3]) - Math.max(r.y, b[1]);
  const inter = Math.max(0, w) * Math.max(0, h);
  return inter / (r.width * r.height + (b[2] - b[0]) * (b[3] - b[1]) - inter);
}

/** An answer as compared: trimmed, lower case, a number as its value, `1, 3` as `1,3` in order. */
function normal(answer) {
  const s = String(answer)
    .trim()
    .toLowerCase()
    .replace(/^\((.*)\)$/, '$1');
  if (s !== '' && Number.isFinite(Number(s))) return String(Number(s));
  return s
    .split(/\s*,\s*/)
    .sort()
    .join(',');
}

/**
 * Scores test `test` (GET /api/admin/tests/:id) against `truth.questions` (`n`, `page`, `labelBox`, and where
 * the paper has them `hindiPage`/`hindiLabelBox`, `answer`, `solutionPage`/`solutionBox`, `label`). A
 * question n is found when the proposed question numbered n has a region on the label's page that holds the
 * label, starts no lower than the label's top (+{@link SLACK}) and holds no other question's label (every
 * other truth label on that page, English and Hindi copies). Counts are null where the truth has nothing
 * to compare (printed as –).
 */
export function scoreTest(test, truth) {
  const N = truth.questions.length;
  const proposed = test?.questions ?? [];
  const byNumber = new Map();
  let extra = 0;
  for (const q of proposed) {
    if (q.number < 1 || q.number > N || byNumber.has(q.number)) extra += 1;
    else byNumber.set(q.number, q);
  }
  const labels = truth.questions.flatMap((t) => [
    { n: t.n, page: t.page, box: t.labelBox },
    ...(t.hindiLabelBox ? [{ n: t.n, page: t.hindiPage ?? t.page, box: t.hindiLabelBox }] : []),
  ]);
  const clean = (r, n) => !labels.some((l) => l.n !== n && l.page === r.page && holds(r, l.box));
  const count = (list, ok) => (list.length ? list.filter(ok).length : null);

  const found = new Set();
  for (const t of truth.questions) {
    const regions = byNumber.get(t.n)?.regions ?? [];
    const hit = regions.some(
      (r) => r.page === t.page && holds(r, t.labelBox) && r.y <= t.labelBox[1] + SLACK && clean(r, t.n),
    );
    if (hit) found.add(t.n);
  }
  const bilingual = truth.questions.filter((t) => t.hindiLabelBox);
  const hindi = count(bilingual, (t) =>
    (byNumber.get(t.n)?.regions ?? []).some(
      (r) =>
        r.lang === 'hi' && r.page === (t.hindiPage ?? t.page) && holds(r, t.hindiLabelBox) && clean(r, t.n),
    ),
  );
  const keyed = truth.questions.filter((t) => t.answer != null && t.answer !== '');
  const answers = count(keyed, (t) => {
    const a = byNumber.get(t.n)?.answer;
    return a != null && normal(a) === normal(t.answer);
  });
  const solved = truth.questions.filter((t) => t.solutionBox);
  const solutions = count(solved, (t) =>
    (byNumber.get(t.n)?.solutionRegions ?? []).some(
      (r) => r.page === (t.solutionPage ?? t.page) && iou(r, t.solutionBox) >= 0.5,
    ),
  );
  // Fields a detector may add: the printed label, and how sure it is of each question.
  const withLabel = proposed.filter((q) => typeof q.label === 'string');
  const labelsRight = withLabel.length
    ? truth.questions.filter((t) => byNumber.get(t.n)?.label === t.label).length
    : null;
  const sure = proposed.filter((q) => typeof q.confidence === 'number');
  const mean = (list) => (list.length ? list.reduce((s, q) => s + q.confidence, 0) / list.length : null);
  const confidence = sure.length
    ? {
        found: mean(sure.filter((q) => found.has(q.number) && byNumber.get(q.number) === q)),
        missed: mean(sure.filter((q) => !(found.has(q.number) && byNumber.get(q.number) === q))),
      }
    : null;
  return {
    total: N,
    found: found.size,
    proposed: proposed.length,
    extra,
    hindi: hindi === null ? null : { matched: hindi, of: bilingual.length },
    answers: answers === null ? null : { matched: answers, of: keyed.length },
    solutions: solutions === null ? null : { matched: solutions, of: solved.length },
    labels: labelsRight === null ? null : { matched: labelsRight, of: N },
    confidence,
    missed: truth.questions.filter((t) => !found.has(t.n)).map((t) => t.n),
  };
}
