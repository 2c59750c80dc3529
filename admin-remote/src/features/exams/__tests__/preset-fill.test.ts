import { presetMarking } from '@exam/shared-contracts/rules';
import { buildEditBody } from '../lib/edit-payload';
import { editorReducer, initialEditor } from '../lib/editor-reducer';
import { applyPresetMarks, newSectionDraft, PRESET_OPTIONS, presetLabel } from '../lib/preset-fill';
import { draftOf, markingDraft } from '../lib/test-draft';
import { sampleTest } from './sample-test';

describe('presets in the editor', () => {
  it('offers the four presets by their names on screen', () => {
    expect(PRESET_OPTIONS).toEqual([
      { value: 'jee-main', label: 'JEE Main' },
      { value: 'neet', label: 'NEET' },
      { value: 'jee-advanced', label: 'JEE Advanced' },
      { value: 'custom', label: 'Custom' },
    ]);
    expect(presetLabel('jee-advanced')).toBe('JEE Advanced');
  });

  it('the sections of a made test are filled by its preset, every number shown as editable text', () => {
    const draft = draftOf(sampleTest());
    expect(draft.sections[0].marking).toEqual({
      single: { correct: '4', wrong: '-1' },
      multiple: { correct: '4', wrong: '-1', partial: false },
      numerical: { correct: '4', wrong: '-1' },
    });
  });

  it('"Apply preset" resets every section\'s marks and keeps names and subjects', () => {
    const draft = draftOf(sampleTest());
    const edited = draft.sections.map((s) => ({
      ...s,
      marking: { ...s.marking, single: { correct: '7', wrong: '0' } },
    }));
    const reset = applyPresetMarks(edited, 'jee-advanced');
    expect(reset.map((s) => [s.name, s.subject])).toEqual(draft.sections.map((s) => [s.name, s.subject]));
    for (const s of reset)
      expect(s.marking).toEqual({
        single: { correct: '3', wrong: '-1' },
        multiple: { correct: '4', wrong: '-2', partial: true },
        numerical: { correct: '4', wrong: '0' },
      });
    // Through the reducer and into the body: the preset's numbers, as numbers.
    let state = initialEditor(draft);
    state = editorReducer(state, { type: 'applyPreset', preset: 'jee-advanced' });
    const body = buildEditBody(state.draft);
    expect(body.ok && body.body.sections.map((s) => s.marking)).toEqual([
      presetMarking('jee-advanced'),
      presetMarking('jee-advanced'),
    ]);
  });

  it("a new section gets a free name and the preset's marks", () => {
    const draft = draftOf(sampleTest());
    const added = newSectionDraft(draft.sections, 'neet');
    expect(added).toMatchObject({
      name: 'Section 3',
      subject: '',
      marking: markingDraft(presetMarking('neet')),
    });
    const taken = newSectionDraft([...draft.sections, { ...added, name: 'Section 3' }], 'neet');
    expect(taken.name).toBe('Section 4');
    expect(taken.key).not.toBe(added.key);
  });

  it('a section that holds questions is not removed', () => {
    const draft = draftOf(sampleTest());
    const state = editorReducer(initialEditor(draft), { type: 'removeSection', key: draft.sections[0].key });
    expect(state.draft.sections).toHaveLength(2);
    expect(state.notice).toBe('3 questions are in this section: move them to another section first');
  });
});
