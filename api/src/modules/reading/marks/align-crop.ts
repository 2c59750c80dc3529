import type * as OpenCv from '@techstark/opencv-js';
import {
  features,
  matchFeatures,
  refineWithBlocks,
  release,
  warpToClean,
  type Features,
} from './align-page.ts';
import { project, type Gray, type Homography } from './raster.ts';
import { findBlocks, type Block } from './text-layout.ts';
import { shiftFor } from './word-shifts.ts';

/**
 * Finds a leaked question image in the frame of its clean question crop (docs/domains/reading.md "Marks",
 * "Question images"): a crop holds a few lines, too few ORB keypoints for the page's 24-inlier minimum, so
 * two cheaper guesses are tried and each is believed only when the image, warped into the crop's frame,
 * looks like the crop ({@link fitOf}). A wrong guess then reads nothing rather than the wrong words.
 *  - The image is the crop itself, only scaled or re-encoded (a saved image, a screenshot of it): its
 *    width-to-height ratio is the crop's, and the homography is a plain scale.
 *  - Otherwise (a photo, a screenshot with more around it) ORB on the crop, with {@link CROP_INLIERS}.
 * Worker only (opencv.js).
 */

type Cv = typeof OpenCv;

/** Fewest RANSAC inliers for ORB on a crop: the fit check, not the count, rules out a wrong model. */
const CROP_INLIERS = 10;
/** Largest relative difference of width-to-height ratios for an image to be taken as the crop scaled. */
const SAME_SHAPE = 0.03;
/**
 * Least correlation of the warped image with the clean crop for an alignment to be believed: a copy as
 * served, re-encoded or scaled fits at 0.8–0.99, a phone photo near 0.6–0.8, another question below 0.3.
 */
export const MIN_FIT = 0.5;
/** Least share of the leaked image the crop covers: a whole page holding the question is a page leak. */
const MIN_COVER = 0.3;

/**
 * Pearson correlation (−1..1) of `clean` and `warped` (the same size) over 2 × 2 px cells, so a sub-pixel
 * residue of the alignment or a word's own 1-px shift barely lowers it. 0 for a blank image.
 */
export function fitOf(clean: Gray, warped: Gray): number {
  // Two passes (means, then moments): the cells are many and bright, one pass would lose digits.
  const cells = (img: Gray) => {
    const w = img.width;
    const out: number[] = [];
    for (let y = 0; y + 1 < img.height; y += 2)
      for (let x = 0; x + 1 < w; x += 2) {
        const i = y * w + x;
        out.push(img.data[i] + img.data[i + 1] + img.data[i + w] + img.data[i + w + 1]);
      }
    return out;
  };
  const a = cells(clean);
  const b = cells(warped);
  if (!a.length) return 0;
  const mean = (v: number[]) => v.reduce((t, x) => t + x, 0) / v.length;
  const [ma, mb] = [mean(a), mean(b)];
  let [cov, va, vb] = [0, 0, 0];
  a.forEach((x, i) => {
    cov += (x - ma) * (b[i] - mb);
    va += (x - ma) ** 2;
    vb += (b[i] - mb) ** 2;
  });
  return va > 0 && vb > 0 ? cov / Math.sqrt(va * vb) : 0;
}

/** Share (0..1) of the `leaked` image that the crop (`clean`'s frame through `h`) covers. */
function coverOf(h: Homography, clean: Gray, leaked: Gray): number {
  const c = [
    project(h, 0, 0),
    project(h, clean.width, 0),
    project(h, clean.width, clean.height),
    project(h, 0, clean.height),
  ];
  let area = 0;
  for (let i = 0; i < 4; i += 1) {
    const [x0, y0] = c[i];
    const [x1, y1] = c[(i + 1) % 4];
    area += x0 * y1 - x1 * y0;
  }
  return Math.abs(area) / 2 / (leaked.width * leaked.height);
}

/** An alignment of a leaked image with a clean crop: `h` (crop px → image px) and how well it fits. */
export interface CropAlignment {
  h: Homography;
  fit: number;
}

/** The plain scale taking `clean` onto `leaked` when both have the same shape, else null. */
export function sameShape(clean: Gray, leaked: Gray): Homography | null {
  const ratio = leaked.width / leaked.height / (clean.width / clean.height);
  if (Math.abs(ratio - 1) > SAME_SHAPE) return null;
  return [leaked.width / clean.width, 0, 0, 0, leaked.height / clean.height, 0, 0, 0, 1];
}

/** `h` refined on the crop's word blocks, with its fit; null when it covers too little of the image. */
export function checkFit(
  cv: Cv,
  clean: Gray,
  leaked: Gray,
  h: Homography,
  blocks: Block[] = findBlocks(clean, shiftFor(clean.width)),
): CropAlignment | null {
  if (coverOf(h, clean, leaked) < MIN_COVER) return null;
  let refined = refineWithBlocks(cv, clean, leaked, h, blocks, 10);
  refined = refineWithBlocks(cv, clean, leaked, refined, blocks, 3);
  const fit = fitOf(clean, warpToClean(cv, leaked, refined, clean.width, clean.height));
  return { h: refined, fit };
}

/**
 * Which of `crops` (clean question crops) `leaked` shows, and where: first every crop of the image's own
 * shape as a plain scale, then ORB on each crop ({@link CROP_INLIERS}); the best fit at or above
 * {@link MIN_FIT} wins, else null. `index` is the crop's place in `crops`.
 */
export function findCrop(cv: Cv, crops: Gray[], leaked: Gray): (CropAlignment & { index: number }) | null {
  let best: (CropAlignment & { index: number }) | null = null;
  const consider = (index: number, a: CropAlignment | null) => {
    if (a && a.fit >= MIN_FIT && (!best || a.fit > best.fit)) best = { ...a, index };
  };
  crops.forEach((clean, index) => {
    const h = sameShape(clean, leaked);
    // Refining costs a dozen warps: only a crop that already looks alike is refined.
    if (h && fitOf(clean, warpToClean(cv, leaked, h, clean.width, clean.height)) >= MIN_FIT / 2)
      consider(index, checkFit(cv, clean, leaked, h));
  });
  if (best) return best;
  const b: Features = features(cv, leaked);
  try {
    crops.forEach((clean, index) => {
      const a = features(cv, clean);
      try {
        const m = matchFeatures(cv, a, b, CROP_INLIERS);
        if (m) consider(index, checkFit(cv, clean, leaked, m.h));
      } finally {
        release(a);
      }
    });
  } finally {
    release(b);
  }
  return best;
}
