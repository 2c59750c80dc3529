import type { ReactElement } from 'react';
import styled from 'styled-components';
import { Button, Muted, Row, Select } from '../../../components/ui';
import { REGION_COLOURS, TYPE_LABELS } from '../lib/region-colours';
import type { RegionKind } from '../lib/test-draft';

const Swatch = styled.span<{ $colour: string }>`
  display: inline-block;
  width: 14px;
  height: 14px;
  border: 3px solid ${({ $colour }) => $colour};
  border-radius: 3px;
  vertical-align: -2px;
  margin-right: 4px;
  background: #ffffff;
`;

/** How the pages are being edited: which regions, which PDF, where a drawn box goes, finger drawing. */
export interface RegionView {
  kind: RegionKind;
  source: 'paper' | 'solutions';
  addTo: 'selected' | 'new';
  touchDraw: boolean;
}

/**
 * The toolbar over the pages: question regions or solution regions, the solutions PDF's pages or the
 * paper's (once one is uploaded), where a box drawn on empty space goes (the selected question or a new
 * one), and "Draw by touch" (a finger scrolls the page unless it is on). Also the colour legend and the
 * help text the boxes point at (`helpId`) for keyboard use.
 */
export function RegionToolbar({
  view,
  onChange,
  hasSolutionsPdf,
  selectedNumber,
  helpId,
}: {
  view: RegionView;
  onChange: (next: RegionView) => void;
  hasSolutionsPdf: boolean;
  selectedNumber: number | null;
  helpId: string;
}): ReactElement {
  const solution = view.kind === 'solutionRegions';
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 10 }}>
      <Row role="group" aria-label="Regions shown">
        <Button
          type="button"
          $size="small"
          aria-pressed={!solution}
          $variant={!solution ? 'primary' : 'secondary'}
          onClick={() => onChange({ ...view, kind: 'regions', source: 'paper' })}
        >
          Question regions
        </Button>
        <Button
          type="button"
          $size="small"
          aria-pressed={solution}
          $variant={solution ? 'primary' : 'secondary'}
          onClick={() => onChange({ ...view, kind: 'solutionRegions' })}
        >
          Solution regions
        </Button>
        <Button
          type="button"
          $size="small"
          aria-pressed={view.touchDraw}
          onClick={() => onChange({ ...view, touchDraw: !view.touchDraw })}
        >
          {view.touchDraw ? 'Drawing by touch: on' : 'Draw by touch'}
        </Button>
      </Row>
      <Row>
        {solution && hasSolutionsPdf && (
          <Select
            aria-label="Pages shown"
            value={view.source}
            style={{ width: 'auto' }}
            onChange={(e) => onChange({ ...view, source: e.target.value as RegionView['source'] })}
          >
            <option value="paper">Pages of the paper</option>
            <option value="solutions">Pages of the solutions PDF</option>
          </Select>
        )}
        {!solution && (
          <Select
            aria-label="A region drawn on empty space goes to"
            value={view.addTo}
            style={{ width: 'auto' }}
            onChange={(e) => onChange({ ...view, addTo: e.target.value as RegionView['addTo'] })}
          >
            <option value="selected">
              New regions: {selectedNumber === null ? 'the selected question' : `question ${selectedNumber}`}
            </option>
            <option value="new">New regions: a new question</option>
          </Select>
        )}
      </Row>
      <Muted id={helpId}>
        Drag a box to move it, a handle to resize it, or empty page space to draw a new region
        {solution ? ` (a solution region of question ${selectedNumber ?? '…'})` : ''}. With the keyboard: Tab
        to a box, arrow keys move it by 1 pt (Shift: 10 pt), Alt + arrow keys resize it, Delete removes it.
      </Muted>
      <Muted>
        {(['single', 'multiple', 'numerical'] as const).map((t) => (
          <span key={t} style={{ marginRight: 14, whiteSpace: 'nowrap' }}>
            <Swatch $colour={REGION_COLOURS[t]} aria-hidden="true" />
            {TYPE_LABELS[t]}
          </span>
        ))}
        <span style={{ whiteSpace: 'nowrap' }}>
          <Swatch $colour={REGION_COLOURS.solution} aria-hidden="true" />
          Solution
        </span>
      </Muted>
    </div>
  );
}
