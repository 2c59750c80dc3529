/**
 * @jest-environment node
 */
import type { AttemptState } from '@exam/shared-contracts/exams';
import {
  EXAM_SLOTS,
  examSlots,
  fillExamTemplate,
  prerenderPages,
  slotToken,
} from '@exam/web-platform/prerender';
import { darkTheme, lightTheme } from '@exam/shared-ui/theme';
import { ExamTemplate } from '../features/exam/components/exam-template';
import examHi from '../features/exam/locales/hi.json';
import { attemptState, QUESTIONS } from '../features/exam/__tests__/fixtures';
import testsHi from '../features/series/locales/hi.json';
import hi from '../locales/hi.json';
import { TEST_PAGES } from '../page-table';
import { prerender } from '../prerender';

const KEY = TEST_PAGES.exam.prerender.key;
const NOW = Date.parse('2026-11-29T10:00:00Z');
const shaped = QUESTIONS.map((q) => ({
  ...q,
  shapes: q.languages.map((lang) => ({
    lang,
    ratio: lang === 'hi' ? 0.41 : 0.3613,
    parts: q.number === 2 ? 2 : 1,
  })),
}));
const open = (patch: Partial<AttemptState> = {}) =>
  attemptState(NOW, 2 * 3600_000 + 5 * 60_000 + 7_500, { questions: shaped, ...patch });

/** The screen's template drawn with the slots' values themselves (React's own render, both languages). */
const drawnWith = (slots: NonNullable<ReturnType<typeof examSlots>>) =>
  prerenderPages(
    [{ path: '/x', guestOnly: false, bilingual: true, Part: () => <ExamTemplate view={slots} /> }],
    { themes: { dark: darkTheme, light: lightTheme }, hindi: [hi, testsHi, examHi] },
  ).pages['/x'].html;

/**
 * The exam screen's template (prerender.json), which the server fills with a candidate's open attempt when
 * they come back to it: the filled HTML is byte for byte what React draws with the same values.
 */
describe('the exam screen template', () => {
  const file = prerender();

  it('declares its slots, is in both languages and for signed-in visitors only', () => {
    const template = file.pages[KEY];
    expect(template).toMatchObject({ guestOnly: false, signedInOnly: true, slots: [...EXAM_SLOTS] });
    for (const slot of EXAM_SLOTS) expect(template.html).toContain(slotToken(slot));
    expect(template.html).toContain('<div data-lang-only="hi">');
    // One URL in every copy (two themes, two languages): fetched once, eagerly.
    const images = template.html.match(/<img [^>]*>/g)!;
    expect(images).toHaveLength(4);
    const source = (img: string) => / src="[^"]*" srcSet="[^"]*" sizes="[^"]*"/.exec(img)?.[0];
    expect(new Set(images.map(source)).size).toBe(1);
    expect(source(images[0])).toContain(slotToken('imageSrcset'));
    expect(images[0]).not.toContain('loading=');
  });

  it.each([
    ['the first question, nothing answered', open()],
    [
      'a later question in another section, some answered, a title that needs escaping',
      open({
        currentQuestion: 5,
        title: `Tom & Jerry's <"Mock"> ${slotToken('clock')}`,
        answers: [1, 2, 5].map((number) => ({
          number,
          answer: number === 2 ? null : 'A',
          markedForReview: false,
          visited: true,
          timeSpentMs: 0,
          seq: number,
        })),
      }),
    ],
    ['a question of two parts, in Hindi', open({ currentQuestion: 2, lang: 'hi' })],
    ['a Hindi paper on a bilingual question', open({ lang: 'hi' })],
  ])('fills it for %s exactly as the screen’s parts draw it', (_, state) => {
    const slots = examSlots(state, 'Asha <Verma>')!;
    expect(fillExamTemplate(file, KEY, slots)?.html).toBe(drawnWith(slots));
  });

  it('writes the attempt as the screen does: clock, counts, the question’s image and its shape', () => {
    const slots = examSlots(
      open({
        currentQuestion: 5,
        lang: 'hi',
        answers: [{ number: 5, answer: 'A', markedForReview: true, visited: true, timeSpentMs: 0, seq: 1 }],
      }),
      'Asha',
    )!;
    expect(slots).toMatchObject({
      clock: '02:05:08',
      section: 'Chemistry',
      sectionAnswered: '1',
      sectionTotal: '1',
      answered: '1',
      total: '5',
      number: '5',
      // No label printed on the paper: its section alone, as the screen writes it beside the number.
      place: 'Chemistry',
      // Question 5 exists in English only: shown in English on a Hindi paper, as the screen shows it.
      imageSrc: '/api/attempts/att-1/questions/5/image?w=640&lang=en',
      imageWidth: '640',
      imageHeight: '231',
      imageRatio: `640 / ${640 * 0.3613}`,
    });
    expect(slots.imageSrcset.split(', ')).toContain(
      '/api/attempts/att-1/questions/5/image?w=1280&lang=en 1280w',
    );
    const twoParts = examSlots(open({ currentQuestion: 2 }), 'Asha')!;
    expect(twoParts.imageRatio).toBe(`640 / ${640 * 0.3613 + 12}`);
    expect(examSlots(open(), 'Asha')!.place).toBe('Q.1 · Physics Section A');
  });

  it('draws nothing for a submitted attempt or a question whose shape is unknown', () => {
    expect(examSlots(open({ status: 'submitted' }), 'Asha')).toBeNull();
    expect(examSlots(open({ questions: QUESTIONS }), 'Asha')).toBeNull();
    expect(fillExamTemplate({ css: '', pages: {} }, KEY, examSlots(open(), 'Asha')!)).toBeNull();
  });
});
