import type { Region } from '@exam/shared-contracts/exams';
import type { TestPreset } from '@exam/shared-contracts/rules';
import { applyPresetMarks, newSectionDraft } from './preset-fill';
import {
  addQuestion,
  addRegion,
  deleteRegion,
  mergeWithNext,
  setRegion,
  splitAtRegion,
  splitAtY,
  type OpResult,
} from './question-ops';
import {
  awaitsChapter,
  type QuestionDraft,
  type RegionKind,
  type SectionDraft,
  type TestDraft,
} from './test-draft';

/**
 * The test editor's state: the saved test (`base`, what Save compares with), the draft being edited, the
 * selected question (by key) and region, and the last refused operation's reason (`notice`, announced).
 */
export interface EditorState {
  base: TestDraft;
  draft: TestDraft;
  selected: string | null;
  region: { kind: RegionKind; index: number } | null;
  notice: string | null;
}

/** What the editor can do to its state. */
export type EditorAction =
  | { type: 'reset'; draft: TestDraft }
  | { type: 'header'; patch: Partial<Pick<TestDraft, 'title' | 'durationMinutes' | 'languages'>> }
  | { type: 'section'; key: string; patch: Partial<Omit<SectionDraft, 'key'>> }
  | { type: 'addSection'; preset: TestPreset }
  | { type: 'removeSection'; key: string }
  | { type: 'applyPreset'; preset: TestPreset }
  | { type: 'question'; key: string; patch: Partial<Omit<QuestionDraft, 'key' | 'number'>> }
  | { type: 'select'; key: string | null; region?: { kind: RegionKind; index: number } | null }
  | { type: 'setRegion'; key: string; kind: RegionKind; index: number; region: Region }
  | { type: 'addRegion'; key: string | null; kind: RegionKind; region: Region }
  | { type: 'deleteRegion'; key: string; kind: RegionKind; index: number }
  | { type: 'splitAtY'; key: string; index: number; y: number }
  | { type: 'splitAtRegion'; key: string; index: number }
  | { type: 'merge'; key: string }
  | { type: 'confirmChapters' };

/** The editor's first state for a loaded test: the first question selected. */
export function initialEditor(draft: TestDraft): EditorState {
  return { base: draft, draft, selected: draft.questions[0]?.key ?? null, region: null, notice: null };
}

const withQuestions = (state: EditorState, questions: QuestionDraft[]): EditorState => ({
  ...state,
  draft: { ...state.draft, questions },
  notice: null,
});

/** Applies a question-list operation: its questions and selection, or its refusal as the notice. */
function applyOp(state: EditorState, result: OpResult, region: EditorState['region']): EditorState {
  if (!result.ok) return { ...state, notice: result.error };
  return { ...withQuestions(state, result.questions), selected: result.selected, region };
}

/** The editor's reducer (pure; `useReducer(editorReducer, draft, initialEditor)`). */
export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const { draft } = state;
  switch (action.type) {
    case 'reset': {
      // After a save or a reload, the same question stays selected (by number: keys are new).
      const number = draft.questions.find((q) => q.key === state.selected)?.number;
      const selected = action.draft.questions.find((q) => q.number === number) ?? action.draft.questions[0];
      return {
        base: action.draft,
        draft: action.draft,
        selected: selected?.key ?? null,
        region: null,
        notice: null,
      };
    }
    case 'header':
      return { ...state, draft: { ...draft, ...action.patch }, notice: null };
    case 'section':
      return {
        ...state,
        draft: {
          ...draft,
          sections: draft.sections.map((s) => (s.key === action.key ? { ...s, ...action.patch } : s)),
        },
        notice: null,
      };
    case 'addSection':
      return {
        ...state,
        draft: { ...draft, sections: [...draft.sections, newSectionDraft(draft.sections, action.preset)] },
        notice: null,
      };
    case 'removeSection': {
      const using = draft.questions.filter((q) => q.sectionKey === action.key).length;
      if (using)
        return {
          ...state,
          notice: `${using} question${using === 1 ? ' is' : 's are'} in this section: move ${using === 1 ? 'it' : 'them'} to another section first`,
        };
      return {
        ...state,
        draft: { ...draft, sections: draft.sections.filter((s) => s.key !== action.key) },
        notice: null,
      };
    }
    case 'applyPreset':
      return {
        ...state,
        draft: { ...draft, sections: applyPresetMarks(draft.sections, action.preset) },
        notice: null,
      };
    case 'question':
      return withQuestions(
        state,
        draft.questions.map((q) => (q.key === action.key ? { ...q, ...action.patch } : q)),
      );
    case 'select':
      return { ...state, selected: action.key, region: action.region ?? null, notice: null };
    case 'setRegion':
      return withQuestions(
        state,
        setRegion(draft.questions, action.key, action.kind, action.index, action.region),
      );
    case 'addRegion': {
      const result =
        action.key === null
          ? addQuestion(draft.questions, action.region)
          : addRegion(draft.questions, action.key, action.kind, action.region);
      if (!result.ok) return { ...state, notice: result.error };
      const owner = result.questions.find((q) => q.key === result.selected);
      const index = owner ? owner[action.kind].indexOf(action.region) : -1;
      return applyOp(state, result, index >= 0 ? { kind: action.kind, index } : null);
    }
    case 'deleteRegion':
      return {
        ...withQuestions(state, deleteRegion(draft.questions, action.key, action.kind, action.index)),
        region: null,
      };
    case 'splitAtY':
      return applyOp(state, splitAtY(draft.questions, action.key, action.index, action.y), {
        kind: 'regions',
        index: 0,
      });
    case 'splitAtRegion':
      return applyOp(state, splitAtRegion(draft.questions, action.key, action.index), {
        kind: 'regions',
        index: 0,
      });
    case 'merge':
      return applyOp(state, mergeWithNext(draft.questions, action.key), null);
    case 'confirmChapters':
      return withQuestions(state, confirmProposedChapters(draft.questions));
  }
}

/** Every question with a proposed chapter and no chapter tag takes the proposal as its tag; others are kept. */
export function confirmProposedChapters(questions: QuestionDraft[]): QuestionDraft[] {
  return questions.map((q) => (awaitsChapter(q) ? { ...q, chapter: q.proposedChapter! } : q));
}
