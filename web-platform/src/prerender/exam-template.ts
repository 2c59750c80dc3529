import { QUESTION_IMAGE_GAP, QUESTION_WIDTHS } from '@exam/shared-contracts/reading/reader-constants';
import { API_BASE } from '@exam/shared-contracts/http/paths';
import { testPaths } from '@exam/shared-contracts/exams/paths';
import type { AttemptState } from '@exam/shared-contracts/exams';
import { formatClock, questionPlace, shownLanguage } from '@exam/shared-contracts/rules/test-screen';
import { fillSlots, slotToken } from './book-template';
import type { PrerenderedPage, PrerenderFile } from './prerender-types';

/**
 * The named slots of the exam screen's template (an open attempt's screen as it reopens: the header, the
 * current section's tab, the palette button, the current question's heading and its marked image). Each is
 * language-free (the test's title and sections are the admin's, the candidate's name theirs, a question's
 * place the label printed on the paper and its section, the rest numbers and URLs), so one set of values
 * fills the English and the Hindi copy alike.
 */
export const EXAM_SLOTS = [
  'title',
  'candidate',
  'clock',
  'section',
  'sectionAnswered',
  'sectionTotal',
  'answered',
  'total',
  'number',
  'place',
  'imageSrc',
  'imageSrcset',
  'imageWidth',
  'imageHeight',
  'imageRatio',
  'watermark',
] as const;
export type ExamSlot = (typeof EXAM_SLOTS)[number];

/**
 * The reflowed variant's extra slots (Fit to screen on this device: exams/fit-cookie.ts): the question's
 * reflow drawn by the server (reflow-markup.ts `reflowMarkup`) and the seed the screen takes over from
 * (`reflowSeedMarkup`). Markup, not text: their names end in `Html` (book-template.ts `fillSlots`).
 */
export const EXAM_FIT_SLOTS = [...EXAM_SLOTS, 'reflowHtml', 'seedHtml'] as const;
export type ExamFitSlot = (typeof EXAM_FIT_SLOTS)[number];

/** The width (px) of the template's fallback `src`: what a 412 px phone at 1.75× asks for. */
export const EXAM_TEMPLATE_FALLBACK_WIDTH = 640;

/** The view the build draws the exam template with: every slot a {@link slotToken}. */
export function examTemplateView(): Record<ExamSlot, string> {
  return Object.fromEntries(EXAM_SLOTS.map((slot) => [slot, slotToken(slot)])) as Record<ExamSlot, string>;
}

/** The view the build draws the reflowed variant with: every slot of {@link EXAM_FIT_SLOTS} a token. */
export function examFitTemplateView(): Record<ExamFitSlot, string> {
  return Object.fromEntries(EXAM_FIT_SLOTS.map((slot) => [slot, slotToken(slot)])) as Record<
    ExamFitSlot,
    string
  >;
}

/**
 * The URL of an attempt's question image that a reopened exam screen's HTML may show: the API's question
 * image route, authorised by the attempt's resume cookie instead of the sign-in token (an `<img>` sends no
 * header), at width `w` (px) in `lang`.
 */
export function resumeImageUrl(attemptId: string, n: number, w: number, lang: string): string {
  return `${API_BASE}${testPaths.attemptQuestionImage(attemptId, n, w, lang)}`;
}

/**
 * The exam screen's slots for `attempt` (open), its candidate `candidate` and the server's time left
 * (`attempt.remainingMs`): the current question's image at every width of `QUESTION_WIDTHS` (`srcset`, the
 * browser picks by the template's `sizes`), in the language the screen shows it in, with its size at the
 * fallback width and its aspect ratio as the screen keeps its place (PDF-free: from the attempt's image
 * shapes), so the image's box is the screen's to the fraction of a pixel. Null when the attempt is not open
 * or its current question has no shape for its language (its place would be unknown).
 */
export function examSlots(attempt: AttemptState, candidate: string): Record<ExamSlot, string> | null {
  if (attempt.status !== 'open') return null;
  const question =
    attempt.questions.find((q) => q.number === attempt.currentQuestion) ?? attempt.questions[0];
  if (!question) return null;
  const lang = shownLanguage(question, attempt.lang);
  const shape = question.shapes?.find((s) => s.lang === lang);
  if (!shape) return null;
  const answered = new Set(attempt.answers.filter((a) => a.answer !== null).map((a) => a.number));
  const inSection = attempt.questions.filter((q) => q.section === question.section);
  const url = (w: number) => resumeImageUrl(attempt.attemptId, question.number, w, lang);
  const w = EXAM_TEMPLATE_FALLBACK_WIDTH;
  // As the screen keeps the image's place (QuestionImage): its parts' heights at the width, and the gaps.
  const height = w * shape.ratio + QUESTION_IMAGE_GAP * (shape.parts - 1);
  return {
    title: attempt.title,
    candidate,
    clock: formatClock(attempt.remainingMs),
    section: question.section,
    sectionAnswered: String(inSection.filter((q) => answered.has(q.number)).length),
    sectionTotal: String(inSection.length),
    answered: String(attempt.questions.filter((q) => answered.has(q.number)).length),
    total: String(attempt.questions.length),
    number: String(question.number),
    place: questionPlace(question),
    imageSrc: url(w),
    imageSrcset: QUESTION_WIDTHS.map((width) => `${url(width)} ${width}w`).join(', '),
    imageWidth: String(w),
    imageHeight: String(Math.round(height)),
    imageRatio: `${w} / ${height}`,
    watermark: attempt.watermarkCode,
  };
}

/**
 * The exam screen's prerendered page for an open attempt (its current question's marked image is the
 * screen's largest paint, which the server can draw before any script runs): the file's template under
 * `key` filled with `slots` ({@link examSlots}; for the reflowed variant, with its markup slots too), for
 * signed-in visitors only. Null when the file has no such
 * template or one without declared slots. Throws when the template is broken (a slot it does not declare).
 */
export function fillExamTemplate(
  file: PrerenderFile,
  key: string,
  slots: Record<ExamSlot, string> & Partial<Record<ExamFitSlot, string>>,
): PrerenderedPage | null {
  const template = file.pages[key];
  if (!template?.slots) return null;
  return {
    html: fillSlots(template.html, template.slots, slots),
    guestOnly: false,
    signedInOnly: true,
    css: template.css,
  };
}
