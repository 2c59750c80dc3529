import type { Dispatch, ReactElement } from 'react';
import styled from 'styled-components';
import type { PageSize, TestLanguage } from '@exam/shared-contracts/exams';
import { Button, Muted, Row, Select } from '../../../components/ui';
import type { EditorAction, EditorState } from '../lib/editor-reducer';
import { defaultRegion } from '../lib/default-region';
import { MAX_REGIONS } from '../lib/question-ops';
import type { QuestionDraft, RegionKind } from '../lib/test-draft';

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 6px;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 10px;
    padding: 6px 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
    font-size: 0.85rem;
  }
  li[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const fmt = (n: number) => (Math.round(n * 10) / 10).toString();

/**
 * The selected question's regions of `kind` as a list: page, position and size in points, the language
 * block (en/hi) on a bilingual paper, Select (the box gets the arrow keys) and Delete; "Add region" puts a
 * new one under the last (`defaultRegion`) for a keyboard user. Solution regions say which PDF they are on;
 * a new one goes on `source` (the pages shown).
 */
export function RegionList({
  question,
  kind,
  state,
  dispatch,
  sizes,
  source,
  bilingual,
}: {
  question: QuestionDraft;
  kind: RegionKind;
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
  sizes: PageSize[];
  source: 'paper' | 'solutions';
  bilingual: boolean;
}): ReactElement {
  const regions = question[kind];
  const what = kind === 'regions' ? 'Region' : 'Solution region';
  const focusBox = (index: number) =>
    window.requestAnimationFrame(() =>
      document
        .querySelector<HTMLElement>(
          `[data-testid="region-box"][data-question="${question.number}"][data-kind="${kind}"][data-index="${index}"]`,
        )
        ?.focus(),
    );
  const add = () => {
    const mine = regions.filter((r) => (r.source ?? 'paper') === source);
    const region = {
      ...defaultRegion(mine[mine.length - 1], sizes),
      ...(source === 'solutions' ? { source: 'solutions' as const } : {}),
    };
    dispatch({ type: 'addRegion', key: question.key, kind, region });
  };
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 8 }}>
      {regions.length === 0 ? (
        <Muted>
          {kind === 'regions' ? 'No region yet: draw one on its page or add one.' : 'No solution regions.'}
        </Muted>
      ) : (
        <List aria-label={`${what}s of question ${question.number}`}>
          {regions.map((r, i) => {
            const current =
              state.selected === question.key && state.region?.kind === kind && state.region.index === i;
            return (
              <li key={i} aria-current={current || undefined}>
                <span>
                  {i + 1}. {kind === 'solutionRegions' && r.source === 'solutions' ? 'Solutions PDF ' : ''}
                  page {r.page}: x {fmt(r.x)}, y {fmt(r.y)}, {fmt(r.width)} × {fmt(r.height)} pt
                </span>
                {bilingual && kind === 'regions' && (
                  <Select
                    aria-label={`Language of region ${i + 1}`}
                    value={r.lang ?? 'en'}
                    style={{ width: 'auto', padding: '4px 8px' }}
                    onChange={(e) =>
                      dispatch({
                        type: 'setRegion',
                        key: question.key,
                        kind,
                        index: i,
                        region: { ...r, lang: e.target.value as TestLanguage },
                      })
                    }
                  >
                    <option value="en">English</option>
                    <option value="hi">हिंदी</option>
                  </Select>
                )}
                <Row>
                  <Button
                    type="button"
                    $size="small"
                    aria-label={`Select ${what.toLowerCase()} ${i + 1}`}
                    onClick={() => {
                      dispatch({ type: 'select', key: question.key, region: { kind, index: i } });
                      focusBox(i);
                    }}
                  >
                    Select
                  </Button>
                  <Button
                    type="button"
                    $size="small"
                    $variant="danger"
                    aria-label={`Delete ${what.toLowerCase()} ${i + 1}`}
                    onClick={() => dispatch({ type: 'deleteRegion', key: question.key, kind, index: i })}
                  >
                    Delete
                  </Button>
                </Row>
              </li>
            );
          })}
        </List>
      )}
      <Row>
        <Button
          type="button"
          $size="small"
          onClick={add}
          disabled={regions.length >= MAX_REGIONS || sizes.length === 0}
        >
          + Add {what.toLowerCase()}
        </Button>
      </Row>
    </div>
  );
}
