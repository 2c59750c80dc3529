import type { Region } from '@exam/shared-contracts/exams';
import { scanInk, type InkBitmap } from './ink.ts';
import { answerOf, isHeading, isPaperEnd, isSolutionStart } from './line-kinds.ts';
import type { TextLine } from './page-lines.ts';
import type { Column } from './paper-layout.ts';
import type { Stream, StreamLine } from './streams.ts';

/**
 * Regions of a stream between two places (docs/domains/exams.md "Making a test from a paper"): from a
 * line down to the next stop (a question's label, a heading, an `Answer` or `Sol.` line), going on in the
 * stream's next column (the next column, page or, on a bilingual paper, the next column of the same
 * language) while the column ends before a stop. Bottoms are pulled up to the last ink or text.
 */

/** Rounds to 0.1 pt. */
const r1 = (n: number) => Math.round(n * 10) / 10;

/** What ended a run of regions: a label or heading (`stop`), an answer or solution line, or the stream's end. */
export interface Run {
  regions: Region[];
  /** The stream lines the regions hold, in order. */
  lines: StreamLine[];
  /** The line that ended the run, if any. */
  end: StreamLine | null;
}

/** Reads regions of one stream: `labels` are the chosen labels' lines, `ink` pages' pixels by page number. */
export class StreamRegions {
  private readonly labelLines: Set<TextLine>;
  private readonly byLine = new Map<TextLine, StreamLine>();
  // Plain fields, not parameter properties: the detection thread runs this file as erasable TypeScript.
  private readonly stream: Stream;
  private readonly sizes: Map<number, { w: number; h: number }>;
  private readonly ink: Map<number, InkBitmap>;

  constructor(
    stream: Stream,
    labels: TextLine[],
    sizes: Map<number, { w: number; h: number }>,
    ink: Map<number, InkBitmap>,
  ) {
    this.stream = stream;
    this.sizes = sizes;
    this.ink = ink;
    this.labelLines = new Set(labels);
    for (const s of stream.lines) this.byLine.set(s.line, s);
  }

  /** A line that ends a question: a chosen label, a heading, the paper's end, an answer or a solution. */
  private stopsQuestion = (line: TextLine) =>
    this.labelLines.has(line) ||
    isHeading(line) ||
    isPaperEnd(line.text) ||
    answerOf(line.text) !== null ||
    isSolutionStart(line.text);

  /** A line that ends a solution or a passage: a chosen label, a heading, the paper's end. */
  private stopsBlock = (line: TextLine) =>
    this.labelLines.has(line) || isHeading(line) || isPaperEnd(line.text);

  /** The question from its label's line down to its first stop. */
  question(start: StreamLine): Run {
    return this.run(start, this.stopsQuestion);
  }

  /** A solution or passage block from `start` down to the next label or heading. */
  block(start: StreamLine): Run {
    return this.run(start, this.stopsBlock);
  }

  private run(start: StreamLine, stops: (line: TextLine) => boolean): Run {
    const regions: Region[] = [];
    const lines: StreamLine[] = [];
    let column = start.column;
    let top = start.line.y;
    let from = start.order;
    for (;;) {
      let i = from + 1;
      const stream = this.stream.lines;
      while (i < stream.length && stream[i].column === column && !stops(stream[i].line)) i += 1;
      const inColumn = stream.slice(from, i).filter((s) => s.column === column);
      lines.push(...inColumn);
      const next = stream[i];
      const stopped = next && next.column === column;
      const limit = stopped ? next.line.y : column.bottom;
      const region = this.regionOf(column, top, limit, inColumn);
      if (region) regions.push(region);
      if (stopped) return { regions, lines, end: next };
      // The column ended: the run goes on at the top of the stream's next column, unless that starts with a stop.
      const nextColumn = this.stream.columns[this.stream.columns.indexOf(column) + 1];
      if (!nextColumn || regions.length >= 6) return { regions, lines, end: null };
      const first = nextColumn.lines[0];
      if (!first) {
        column = nextColumn;
        continue;
      }
      if (stops(first)) return { regions, lines, end: this.byLine.get(first) ?? null };
      const size = this.sizes.get(nextColumn.page)!;
      const bitmap = this.ink.get(nextColumn.page);
      const inkTop = bitmap ? scanInk(bitmap, size, nextColumn, nextColumn.top, first.y) : null;
      column = nextColumn;
      top = Math.min(first.y, inkTop ?? first.y);
      from = this.byLine.get(first)!.order;
    }
  }

  /** The region of `column` between `top` and `limit`, its bottom pulled up to the last ink or text. */
  private regionOf(column: Column, top: number, limit: number, inside: StreamLine[]): Region | null {
    const size = this.sizes.get(column.page)!;
    const textBottom = inside.length
      ? Math.max(...inside.map((s) => s.line.baseline + s.line.h * 0.45))
      : null;
    const bitmap = this.ink.get(column.page);
    const inkBottom = bitmap ? scanInk(bitmap, size, column, limit - 0.5, top) : null;
    const bottom = Math.min(limit, Math.max(textBottom ?? 0, inkBottom === null ? 0 : inkBottom + 1.5));
    if (bottom <= top + 2) return null;
    return {
      page: column.page,
      x: r1(column.left),
      y: r1(top),
      width: r1(column.right - column.left),
      height: r1(bottom - top),
      ...(this.stream.lang === 'hi' ? { lang: 'hi' as const } : {}),
    };
  }
}
