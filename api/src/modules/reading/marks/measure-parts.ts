import { figureParts, type FigurePart } from './figure-parts.ts';
import { mixtureOf, readBlock } from './measure-shifts.ts';
import type { Gray } from './raster.ts';
import type { Block } from './text-layout.ts';

/**
 * The tracer's side of the figure carrier (figure-parts.ts; docs/domains/reading.md "Marks"): how far each
 * part of each figure of the clean render moved in a leaked image already brought into the clean render's
 * frame. A part is read as a mixture, like a word (measure-shifts.ts `mixShift`): the leaked pixels of its
 * region are fitted by least squares as a·(the part moved right) + b·(moved left) + c·(not moved) + a
 * constant, with the rest of the figure left out of the fit, so one copy reads ±1 and copies averaged read
 * the mean of their shifts. The figure's parts all move, so none is a reference: the window stays where the
 * aligned page puts it, and the figure's own vertical offset (which the marks never change) is found by
 * correlation.
 */

/** One part's reading: the part (px of the clean render) and its shift in units of the mark's (NaN: unread). */
export interface PartReading {
  part: FigurePart;
  y: number;
}

/** The mixture reading of `part` in `leaked`, its window offset by `dy` rows; NaN when the fit fails. */
export function partShift(clean: Gray, leaked: Gray, part: FigurePart, dy: number, shift: number): number {
  const { runs } = part;
  let rx0 = Infinity;
  let rx1 = -1;
  const ry0 = runs[0];
  const ry1 = runs[runs.length - 3];
  for (let k = 0; k < runs.length; k += 3) {
    rx0 = Math.min(rx0, runs[k + 1]);
    rx1 = Math.max(rx1, runs[k + 2]);
  }
  const w = rx1 - rx0 + 1;
  // The part alone: its region's pixels of the clean render, paper (255) elsewhere.
  const own = new Uint8Array(w * (ry1 - ry0 + 1)).fill(255);
  for (let k = 0; k < runs.length; k += 3)
    for (let x = runs[k + 1]; x <= runs[k + 2]; x += 1)
      own[(runs[k] - ry0) * w + x - rx0] = clean.data[runs[k] * clean.width + x];
  const at = (x: number, y: number) => (x < rx0 || x > rx1 ? 255 : own[(y - ry0) * w + x - rx0]);
  return mixtureOf((add) => {
    for (let k = 0; k < runs.length; k += 3) {
      const y = runs[k];
      const ly = y + dy;
      if (ly < 0 || ly >= leaked.height) continue;
      for (let x = runs[k + 1] - shift; x <= runs[k + 2] + shift; x += 1)
        if (x >= 0 && x < leaked.width)
          add(at(x - shift, y), at(x + shift, y), at(x, y), leaked.data[ly * leaked.width + x]);
    }
  });
}

/**
 * Readings of every carrying part of `figures` (blocks of the clean render, figure-parts.ts `isFigure`)
 * in `leaked`, figure by figure. A figure the correlation cannot find in the leaked image (cut off, or
 * matching nothing) gives no readings.
 */
export function readParts(clean: Gray, leaked: Gray, figures: Block[], shift: number): PartReading[] {
  const out: PartReading[] = [];
  for (const figure of figures) {
    const parts = figureParts(clean, figure, shift);
    if (!parts.length) continue;
    const found = readBlock(clean, leaked, figure);
    if (!found) continue;
    for (const part of parts) out.push({ part, y: partShift(clean, leaked, part, found.dy, shift) });
  }
  return out;
}
