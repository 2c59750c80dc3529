import type { PaperDoc } from './paper-doc';

/** One text column of a page: its left edge and width (points). */
export interface Column {
  x: number;
  width: number;
}

/** Where a block was placed: page (from 1), column index, the column, and its top y (points from the top). */
export interface Placement {
  page: number;
  col: number;
  column: Column;
  y: number;
}

/**
 * Blocks placed down columns and onto new pages, never split (a question stays in one column). The
 * layout gives each page's size, its columns and the top and bottom of its text area; `onPage` draws what
 * a new page carries before its text (running header and footer, the first page's title block).
 */
export class ColumnFlow {
  page = 0;
  col = 0;
  y = 0;
  private top = 0;

  constructor(
    private readonly paper: PaperDoc,
    private readonly layout: {
      size: (page: number) => [number, number];
      columns: (page: number) => Column[];
      /** Top of the text area of `page`, after `onPage` drew what it draws. */
      top: (page: number) => number;
      bottom: (page: number) => number;
      onPage?: (page: number) => void;
    },
  ) {}

  /** The current column. */
  get column(): Column {
    return this.layout.columns(this.page)[this.col];
  }

  /** Starts the next page; the flow is at the top of its first column. */
  newPage(): void {
    this.page = this.paper.addPage(this.layout.size(this.paper.sizes.length + 1));
    this.layout.onPage?.(this.page);
    this.col = 0;
    this.top = this.layout.top(this.page);
    this.y = this.top;
  }

  /** Moves to the next column, or the next page after the last one. */
  nextColumn(): void {
    if (this.page && this.col + 1 < this.layout.columns(this.page).length) {
      this.col += 1;
      this.y = this.top;
    } else this.newPage();
  }

  /** Reserves `height` points for a block (moving on when it does not fit) and returns where it starts. */
  place(height: number): Placement {
    if (!this.page) this.newPage();
    if (this.y + height > this.layout.bottom(this.page) && this.y > this.top) this.nextColumn();
    const at = { page: this.page, col: this.col, column: this.column, y: this.y };
    this.y += height;
    return at;
  }
}
