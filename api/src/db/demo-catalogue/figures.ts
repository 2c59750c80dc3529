import { drawCell } from './figure-biology';
import { drawAtom, drawMolecule } from './figure-chemistry';
import { drawFlow } from './figure-flow';
import { drawUnitCircle } from './figure-maths';
import { drawCircuit, drawDipoleField, drawIncline, drawLens } from './figure-physics';
import { drawPlot, type Box, type CurveName } from './figure-plots';

/** A vector figure of a demo book or paper, as plain data (so a book's content is a value to compare). */
export type FigureSpec = { caption: string; height?: number } & (
  | { kind: 'plot'; curve: CurveName; x: string; y: string }
  | { kind: 'incline'; degrees: number }
  | { kind: 'atom'; shells: number[]; name: string }
  | { kind: 'dipole' }
  | { kind: 'circuit'; resistors: string[] }
  | { kind: 'lens' }
  | { kind: 'cell' }
  | { kind: 'flow'; steps: string[]; cycle?: boolean }
  | { kind: 'molecule'; centre: string; around: string[]; angle: number }
  | { kind: 'unit-circle'; degrees: number }
);

/** Height in points a figure takes by default (its caption excluded). */
export const FIGURE_HEIGHT = 170;

/** Draws `figure` inside `box`. */
export function drawFigure(doc: PDFKit.PDFDocument, box: Box, figure: FigureSpec): void {
  switch (figure.kind) {
    case 'plot':
      return drawPlot(doc, box, figure.curve, { x: figure.x, y: figure.y });
    case 'incline':
      return drawIncline(doc, box, figure.degrees);
    case 'atom':
      return drawAtom(doc, box, figure.shells, figure.name);
    case 'dipole':
      return drawDipoleField(doc, box);
    case 'circuit':
      return drawCircuit(doc, box, figure.resistors);
    case 'lens':
      return drawLens(doc, box);
    case 'cell':
      return drawCell(doc, box);
    case 'flow':
      return drawFlow(doc, box, figure.steps, figure.cycle);
    case 'molecule':
      return drawMolecule(doc, box, figure.centre, figure.around, figure.angle);
    case 'unit-circle':
      return drawUnitCircle(doc, box, figure.degrees);
  }
}
