import { ColumnFlow } from './column-flow';
import { A4, BODY, type PaperDoc } from './paper-doc';

/** Page margins and the gutter between the two columns (points). */
const SIDE = 36;
const GUTTER = 18;
/** Top of the text area below the running header, and its bottom above the footer (points). */
const TOP = 58;
const BOTTOM = A4[1] - 52;

/**
 * Two equal columns on A4 pages with a rule between them, a running header (`header`, ruled) on every page
 * and `Page k of N` footers written once the page count is known. Page 1's columns start at `firstTop`,
 * under what `firstPage` draws (the paper's full-width title block).
 */
export function twoColumnFlow(
  paper: PaperDoc,
  o: { header: string; firstTop: number; firstPage: () => void },
): { flow: ColumnFlow; footers: () => void } {
  const [w, h] = A4;
  const width = (w - 2 * SIDE - GUTTER) / 2;
  const columns = [
    { x: SIDE, width },
    { x: SIDE + width + GUTTER, width },
  ];
  const top = (page: number) => (page === 1 ? o.firstTop : TOP);
  const flow = new ColumnFlow(paper, {
    size: () => A4,
    columns: () => columns,
    top,
    bottom: () => BOTTOM,
    onPage: (page) => {
      paper.line(o.header, SIDE, 24, { font: 'Helvetica', size: 8 });
      paper.rule(SIDE, w - SIDE, 38);
      if (page === 1) o.firstPage();
      paper.vrule(w / 2, top(page) - 4, BOTTOM);
    },
  });
  const footers = () =>
    paper.eachPage((page, count) => {
      paper.rule(SIDE, w - SIDE, h - 40);
      paper.line(`Page ${page} of ${count}`, 0, h - 32, { ...BODY, size: 8 }, { width: w });
    });
  return { flow, footers };
}
