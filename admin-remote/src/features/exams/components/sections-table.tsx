import { useState, type Dispatch, type ReactElement } from 'react';
import styled from 'styled-components';
import type { TestPreset } from '@exam/shared-contracts/rules';
import {
  Button,
  Card,
  CardHeader,
  Input,
  Row,
  Select,
  Table,
  TableWrap,
  VisuallyHidden,
} from '../../../components/ui';
import type { EditorAction } from '../lib/editor-reducer';
import { PRESET_OPTIONS } from '../lib/preset-fill';
import type { MarksDraft, QuestionDraft, SectionDraft } from '../lib/test-draft';

const Cell = styled(Input)`
  padding: 6px 8px;
  min-width: 56px;
`;

type MarkType = 'single' | 'multiple' | 'numerical';
/** The mark columns in order: type, side, header. */
const MARK_COLUMNS: ReadonlyArray<{ type: MarkType; side: keyof MarksDraft; header: string; name: string }> =
  [
    { type: 'single', side: 'correct', header: 'Single ✓', name: 'single correct' },
    { type: 'single', side: 'wrong', header: 'Single ✗', name: 'single wrong' },
    { type: 'multiple', side: 'correct', header: 'Multiple ✓', name: 'multiple correct' },
    { type: 'multiple', side: 'wrong', header: 'Multiple ✗', name: 'multiple wrong' },
    { type: 'numerical', side: 'correct', header: 'Numerical ✓', name: 'numerical correct' },
    { type: 'numerical', side: 'wrong', header: 'Numerical ✗', name: 'numerical wrong' },
  ];

/**
 * "Sections & marks": one row per section with its name, subject and marks per question type (single
 * correct/wrong, multiple correct/wrong with partial marks, numerical correct/wrong), every number editable
 * as text; add a section, remove one no question uses, and "Apply preset" to reset every section's marks
 * to a preset's (the test's own by default).
 */
export function SectionsTable({
  sections,
  questions,
  preset,
  dispatch,
}: {
  sections: SectionDraft[];
  questions: QuestionDraft[];
  preset: TestPreset;
  dispatch: Dispatch<EditorAction>;
}): ReactElement {
  const [chosen, setChosen] = useState<TestPreset>(preset);
  const count = (key: string) => questions.filter((q) => q.sectionKey === key).length;
  const setMark = (s: SectionDraft, type: MarkType, side: keyof MarksDraft, value: string) =>
    dispatch({
      type: 'section',
      key: s.key,
      patch: { marking: { ...s.marking, [type]: { ...s.marking[type], [side]: value } } },
    });

  return (
    <Card aria-labelledby="sections-title">
      <CardHeader>
        <h2 id="sections-title">Sections &amp; marks</h2>
        <Row>
          <Select
            aria-label="Preset"
            value={chosen}
            style={{ width: 'auto' }}
            onChange={(e) => setChosen(e.target.value as TestPreset)}
          >
            {PRESET_OPTIONS.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </Select>
          <Button
            type="button"
            $size="small"
            onClick={() => dispatch({ type: 'applyPreset', preset: chosen })}
          >
            Apply preset
          </Button>
          <Button
            type="button"
            $size="small"
            onClick={() => dispatch({ type: 'addSection', preset: chosen })}
          >
            + Add section
          </Button>
        </Row>
      </CardHeader>
      <TableWrap>
        <Table>
          <thead>
            <tr>
              <th>Name</th>
              <th>Subject</th>
              {MARK_COLUMNS.map((c) => (
                <th key={c.name}>{c.header}</th>
              ))}
              <th>Partial</th>
              <th>Questions</th>
              {/* Positioned: the hidden text's box must stay inside the table's scrolling wrapper. */}
              <th style={{ position: 'relative' }}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {sections.map((s) => {
              const label = s.name.trim() || 'New section';
              const used = count(s.key);
              return (
                <tr key={s.key} data-testid="section-row">
                  <td>
                    <Cell
                      aria-label={`Section name (${label})`}
                      value={s.name}
                      style={{ minWidth: 210 }}
                      onChange={(e) =>
                        dispatch({ type: 'section', key: s.key, patch: { name: e.target.value } })
                      }
                    />
                  </td>
                  <td>
                    <Cell
                      aria-label={`${label}: subject`}
                      value={s.subject}
                      style={{ minWidth: 110 }}
                      onChange={(e) =>
                        dispatch({ type: 'section', key: s.key, patch: { subject: e.target.value } })
                      }
                    />
                  </td>
                  {MARK_COLUMNS.map((c) => (
                    <td key={c.name}>
                      <Cell
                        aria-label={`${label}: ${c.name}`}
                        inputMode="decimal"
                        value={s.marking[c.type][c.side]}
                        style={{ width: 64 }}
                        onChange={(e) => setMark(s, c.type, c.side, e.target.value)}
                      />
                    </td>
                  ))}
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`${label}: partial marks for multiple correct`}
                      checked={s.marking.multiple.partial}
                      onChange={(e) =>
                        dispatch({
                          type: 'section',
                          key: s.key,
                          patch: {
                            marking: {
                              ...s.marking,
                              multiple: { ...s.marking.multiple, partial: e.target.checked },
                            },
                          },
                        })
                      }
                    />
                  </td>
                  <td>{used}</td>
                  <td>
                    <Button
                      type="button"
                      $size="small"
                      $variant="danger"
                      aria-label={`Remove section ${label}`}
                      title={used ? 'Move its questions to another section first' : undefined}
                      onClick={() => dispatch({ type: 'removeSection', key: s.key })}
                    >
                      Remove
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </TableWrap>
    </Card>
  );
}
