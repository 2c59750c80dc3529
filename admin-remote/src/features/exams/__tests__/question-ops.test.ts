import type { Region } from '@exam/shared-contracts/exams';
import {
  addQuestion,
  addRegion,
  deleteRegion,
  mergeWithNext,
  paperOrder,
  renumber,
  splitAtRegion,
  splitAtY,
  type OpResult,
} from '../lib/question-ops';
import { draftOf, type QuestionDraft } from '../lib/test-draft';
import { sampleQuestion, sampleTest } from './sample-test';

/** The draft questions of a test whose questions are `changes` applied to the sample's four. */
function questions(): QuestionDraft[] {
  return draftOf(
    sampleTest({
      questions: [
        sampleQuestion(1, { answer: '3' }),
        sampleQuestion(2, {
          answer: '2',
          regions: [
            { page: 2, x: 50, y: 600, width: 495.3, height: 200 },
            { page: 3, x: 50, y: 60, width: 495.3, height: 100 },
          ],
        }),
        sampleQuestion(3, { answer: '4', regions: [{ page: 3, x: 50, y: 200, width: 495.3, height: 80 }] }),
      ],
    }),
  ).questions;
}

const ok = (r: OpResult) => {
  if (!r.ok) throw new Error(r.error);
  return r;
};
/** Each question as "number:answer@page/y+height" for its regions. */
const shape = (qs: QuestionDraft[]) =>
  qs.map(
    (q) =>
      `${q.number}:${q.answerText || '-'}@${q.regions.map((r) => `${r.page}/${r.y}+${r.height}`).join(',')}`,
  );

describe('renumber', () => {
  it('numbers the questions 1..n in list order', () => {
    const qs = questions();
    expect(renumber([qs[2], qs[0], qs[1]]).map((q) => [q.answerText, q.number])).toEqual([
      ['4', 1],
      ['3', 2],
      ['2', 3],
    ]);
  });
});

describe('splitAtY', () => {
  it('cuts the region at y: the part below starts a new question that also takes the later regions', () => {
    const qs = questions();
    const r = ok(splitAtY(qs, qs[1].key, 0, 700));
    expect(shape(r.questions)).toEqual([
      '1:3@2/100+80',
      '2:2@2/600+100',
      '3:-@2/700+100,3/60+100',
      '4:4@3/200+80',
    ]);
    // The new question is selected, in the same section and of the same type, without a key.
    const added = r.questions[2];
    expect(r.selected).toBe(added.key);
    expect(added).toMatchObject({
      sectionKey: qs[1].sectionKey,
      type: 'single',
      answerText: '',
      dropped: null,
    });
    // The input list is left as it was.
    expect(shape(qs)).toEqual(['1:3@2/100+80', '2:2@2/600+200,3/60+100', '3:4@3/200+80']);
  });

  it('refuses a line too near the region edges', () => {
    const qs = questions();
    const r = splitAtY(qs, qs[0].key, 0, 104);
    expect(r).toEqual({ ok: false, error: "Split between 108 and 172 pt from the page's top" });
    expect(splitAtY(qs, qs[0].key, 0, 176).ok).toBe(false);
    expect(splitAtY(qs, qs[0].key, 3, 120).ok).toBe(false);
  });
});

describe('splitAtRegion', () => {
  it('makes the second region a new question right after it', () => {
    const qs = questions();
    const r = ok(splitAtRegion(qs, qs[1].key, 1));
    expect(shape(r.questions)).toEqual(['1:3@2/100+80', '2:2@2/600+200', '3:-@3/60+100', '4:4@3/200+80']);
  });

  it('needs a later region', () => {
    const qs = questions();
    expect(splitAtRegion(qs, qs[0].key, 1).ok).toBe(false);
    expect(splitAtRegion(qs, qs[1].key, 0).ok).toBe(false);
  });
});

describe('mergeWithNext', () => {
  it("joins the next question's regions to the selected one and renumbers the rest", () => {
    const qs = questions();
    const r = ok(mergeWithNext(qs, qs[0].key));
    expect(shape(r.questions)).toEqual(['1:3@2/100+80,2/600+200,3/60+100', '2:4@3/200+80']);
    expect(r.selected).toBe(qs[0].key);
  });

  it('undoes a split', () => {
    const qs = questions();
    const split = ok(splitAtRegion(qs, qs[1].key, 1));
    expect(shape(ok(mergeWithNext(split.questions, qs[1].key)).questions)).toEqual(shape(qs));
  });

  it('refuses the last question and more than 8 regions', () => {
    const qs = questions();
    expect(mergeWithNext(qs, qs[2].key)).toEqual({
      ok: false,
      error: 'The last question has no next question to merge',
    });
    const region: Region = { page: 1, x: 0, y: 0, width: 10, height: 10 };
    const full = qs.map((q, i) => (i < 2 ? { ...q, regions: Array.from({ length: 5 }, () => region) } : q));
    expect(mergeWithNext(full, full[0].key).ok).toBe(false);
  });
});

describe('adding', () => {
  it('a drawn region of a new question goes where it falls on the paper', () => {
    const qs = questions();
    const r = ok(addQuestion(qs, { page: 2, x: 50, y: 300, width: 400, height: 50 }));
    expect(shape(r.questions)).toEqual([
      '1:3@2/100+80',
      '2:-@2/300+50',
      '3:2@2/600+200,3/60+100',
      '4:4@3/200+80',
    ]);
    expect(r.selected).toBe(r.questions[1].key);
    const last = ok(addQuestion(qs, { page: 4, x: 50, y: 10, width: 400, height: 50 }));
    expect(last.questions.map((q) => q.number)).toEqual([1, 2, 3, 4]);
    expect(last.questions[3].regions[0].page).toBe(4);
  });

  it('two columns: the left column comes before the right one on the same page', () => {
    const left: Region = { page: 1, x: 40, y: 500, width: 250, height: 50 };
    const right: Region = { page: 1, x: 310, y: 100, width: 250, height: 50 };
    expect(paperOrder(left, right)).toBeLessThan(0);
    expect(paperOrder(right, left)).toBeGreaterThan(0);
    expect(paperOrder({ ...left, y: 100 }, { ...left, y: 200 })).toBeLessThan(0);
    expect(paperOrder({ ...right, page: 1 }, { ...left, page: 2 })).toBeLessThan(0);
  });

  it('a region added to a question joins its regions in paper order; max 8', () => {
    const qs = questions();
    const r = ok(addRegion(qs, qs[1].key, 'regions', { page: 2, x: 50, y: 300, width: 100, height: 40 }));
    expect(shape(r.questions)[1]).toBe('2:2@2/300+40,2/600+200,3/60+100');
    const region: Region = { page: 1, x: 0, y: 0, width: 10, height: 10 };
    const full = qs.map((q, i) => (i === 0 ? { ...q, regions: Array.from({ length: 8 }, () => region) } : q));
    expect(addRegion(full, full[0].key, 'regions', region)).toEqual({
      ok: false,
      error: 'Question 1 has 8 regions already',
    });
  });

  it('deleting a region leaves the question', () => {
    const qs = questions();
    expect(shape(deleteRegion(qs, qs[1].key, 'regions', 0))).toEqual([
      '1:3@2/100+80',
      '2:2@3/60+100',
      '3:4@3/200+80',
    ]);
  });
});
