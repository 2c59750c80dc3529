import { presetMarking, presetSpec, TEST_PRESETS, type TestPreset } from '@exam/shared-contracts/rules';
import { markingDraft, newKey, type SectionDraft } from './test-draft';

/**
 * What a preset fills in the editor (rules/test-presets): a section's marks and a new section. The API
 * made the test's sections from its preset already; these only reset or extend them.
 */

/** The presets with their names on screen (presetSpec's labels: JEE Main, NEET, JEE Advanced, Custom). */
export const PRESET_OPTIONS: ReadonlyArray<{ value: TestPreset; label: string }> = TEST_PRESETS.map((p) => ({
  value: p,
  label: presetSpec(p).label,
}));

/** The preset's name on screen. */
export const presetLabel = (preset: TestPreset): string => presetSpec(preset).label;

/**
 * "Apply preset": every section's marks set to `preset`'s (e.g. JEE Advanced: single +3/−1, multiple +4
 * with partial marks/−2, numerical +4/0); names and subjects stay.
 */
export function applyPresetMarks(sections: SectionDraft[], preset: TestPreset): SectionDraft[] {
  return sections.map((s) => ({ ...s, marking: markingDraft(presetMarking(preset)) }));
}

/**
 * A new section after `sections`, with `preset`'s marks: "Section N" with the first N that no section is
 * named yet, no subject.
 */
export function newSectionDraft(sections: SectionDraft[], preset: TestPreset): SectionDraft {
  const names = new Set(sections.map((s) => s.name.trim()));
  let n = sections.length + 1;
  while (names.has(`Section ${n}`)) n += 1;
  return {
    key: newKey('s'),
    name: `Section ${n}`,
    subject: '',
    marking: markingDraft(presetMarking(preset)),
  };
}
