import { buildEditBody, isDirty } from '../lib/edit-payload';
import { editorReducer, initialEditor } from '../lib/editor-reducer';
import { draftOf, type TestDraft } from '../lib/test-draft';
import { sampleTest } from './sample-test';

const built = (draft: TestDraft) => {
  const result = buildEditBody(draft);
  if (!result.ok) throw new Error(result.problems.join('; '));
  return result.body;
};

describe('the edit payload', () => {
  it('an untouched draft builds back the saved test: whole edit, canonical answers, seconds', () => {
    const test = sampleTest();
    expect(built(draftOf(test))).toEqual({
      title: test.title,
      durationSeconds: 3600,
      languages: ['en'],
      instructions: null,
      sections: test.sections,
      questions: test.questions,
    });
  });

  it('the draft shows answers as the paper names options, and sends them canonical', () => {
    const draft = draftOf(sampleTest());
    expect(draft.questions.map((q) => q.answerText)).toEqual(['3', 'A, C', '', '12.5']);
    const edited = {
      ...draft,
      questions: draft.questions.map((q, i) =>
        i === 1 ? { ...q, answerText: 'c;a' } : i === 2 ? { ...q, answerText: ' 4 ' } : q,
      ),
    };
    expect(built(edited).questions.map((q) => q.answer)).toEqual(['3', '1;3', '4', '12.5']);
  });

  it('edits made through the reducer end up in the body: header, marks, sections, a question', () => {
    const draft = draftOf(sampleTest());
    let state = initialEditor(draft);
    const [a, b] = draft.sections;
    state = editorReducer(state, {
      type: 'header',
      patch: { title: '  Mock 01 (revised) ', durationMinutes: '90' },
    });
    state = editorReducer(state, { type: 'header', patch: { languages: ['en', 'hi'] } });
    state = editorReducer(state, {
      type: 'section',
      key: a.key,
      patch: { name: 'Physics A', marking: { ...a.marking, single: { correct: '3', wrong: '-1.5' } } },
    });
    const q4 = draft.questions[3];
    state = editorReducer(state, {
      type: 'question',
      key: q4.key,
      patch: {
        toleranceText: '',
        integerOnly: true,
        answerText: '12',
        chapter: ' Optics ',
        sectionKey: a.key,
      },
    });
    state = editorReducer(state, { type: 'removeSection', key: b.key });
    const body = built(state.draft);
    expect(body).toMatchObject({
      title: 'Mock 01 (revised)',
      durationSeconds: 5400,
      languages: ['en', 'hi'],
    });
    expect(body.sections).toEqual([
      {
        name: 'Physics A',
        subject: 'Physics',
        marking: { ...sampleTest().sections[0].marking, single: { correct: 3, wrong: -1.5 } },
      },
    ]);
    // A renamed section keeps its questions; the moved question follows its new section.
    expect(body.questions.map((q) => q.section)).toEqual([
      'Physics A',
      'Physics A',
      'Physics A',
      'Physics A',
    ]);
    expect(body.questions[3]).toMatchObject({
      answer: '12',
      tolerance: null,
      integerOnly: true,
      chapter: 'Optics',
    });
    expect(isDirty(state.base, state.draft)).toBe(true);
  });

  it('every problem is listed, worded for its field, and nothing is built', () => {
    const draft = draftOf(sampleTest());
    const broken: TestDraft = {
      ...draft,
      title: ' ',
      durationMinutes: '1.5',
      sections: [
        {
          ...draft.sections[0],
          marking: { ...draft.sections[0].marking, single: { correct: '0', wrong: '1' } },
        },
        { ...draft.sections[1], name: draft.sections[0].name },
      ],
      questions: draft.questions.map((q, i) =>
        i === 0
          ? { ...q, answerText: 'E' }
          : i === 3
            ? { ...q, answerText: 'C', toleranceText: '-1' }
            : i === 2
              ? { ...q, sectionKey: 'gone' }
              : q,
      ),
    };
    expect(buildEditBody(broken)).toEqual({
      ok: false,
      problems: [
        'The test needs a title',
        'The duration must be whole minutes from 1 to 1440',
        "Section 'Physics Section A': single correct must be a number above 0, at most 100",
        "Section 'Physics Section A': single wrong must be 0 or a negative number, at least −100",
        "Two sections are named 'Physics Section A'",
        "Question 1 is single; 'E' is not an option (1–4 or A–D)",
        'Question 3: choose a section',
        "Question 4 is numerical; 'C' is not a number",
        'Question 4: the tolerance must be a number of 0 or more',
      ],
    });
  });

  it('isDirty: a change that builds the same body is no change', () => {
    const draft = draftOf(sampleTest());
    expect(isDirty(draft, draft)).toBe(false);
    const same = {
      ...draft,
      questions: draft.questions.map((q, i) => (i === 1 ? { ...q, answerText: 'A,C' } : q)),
    };
    expect(isDirty(draft, same)).toBe(false);
    const moved = {
      ...draft,
      questions: draft.questions.map((q, i) =>
        i === 0 ? { ...q, regions: [{ ...q.regions[0], y: q.regions[0].y + 1 }] } : q,
      ),
    };
    expect(isDirty(draft, moved)).toBe(true);
    expect(isDirty(draft, { ...draft, durationMinutes: '6O' })).toBe(true);
  });

  it('a Save after split and merge sends the questions renumbered 1..n', () => {
    const draft = draftOf(sampleTest());
    let state = initialEditor(draft);
    state = editorReducer(state, { type: 'splitAtY', key: draft.questions[0].key, index: 0, y: 140 });
    state = editorReducer(state, { type: 'merge', key: draft.questions[2].key });
    const body = built(state.draft);
    expect(
      body.questions.map((q) => [q.number, q.answer, q.regions.map((r) => `${r.y}+${r.height}`).join(',')]),
    ).toEqual([
      [1, '3', '100+40'],
      [2, null, '140+40'],
      [3, '1;3', '200+80'],
      [4, null, '300+80,400+80'],
    ]);
  });
});

describe('proposed chapters', () => {
  it('"use all" tags only the untagged questions that have a proposal, and the save sends both fields', () => {
    const test = sampleTest();
    test.questions = test.questions.map((q, i) => ({
      ...q,
      chapter: i === 1 ? 'Ray Optics' : null,
      proposedChapter: i === 3 ? null : `Proposed ${q.number}`,
    }));
    const state = editorReducer(initialEditor(draftOf(test)), { type: 'confirmChapters' });
    const body = built(state.draft);
    expect(body.questions.map((q) => [q.chapter, q.proposedChapter])).toEqual([
      ['Proposed 1', 'Proposed 1'],
      ['Ray Optics', 'Proposed 2'],
      ['Proposed 3', 'Proposed 3'],
      [null, null],
    ]);
    expect(isDirty(state.base, state.draft)).toBe(true);
  });
});
