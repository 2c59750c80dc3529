import type * as OpenCv from '@techstark/opencv-js';
import { readBlock } from './measure-shifts.ts';
import { project, type Gray, type Homography } from './raster.ts';
import type { Block } from './text-layout.ts';

/**
 * Brings a leaked image (a screenshot, a re-saved JPEG, a phone photo; cropped, scaled, rotated, seen in
 * perspective) into the frame of the clean render it was made from (docs/domains/reading.md "Marks"), with
 * OpenCV (opencv.js, WebAssembly): ORB keypoints on both, Hamming matches that pass Lowe's ratio test, and a
 * RANSAC homography. Worker only: opencv.js takes half a second and ~150 MB to load.
 */

type Cv = typeof OpenCv;

let loading: Promise<Cv> | undefined;

/**
 * opencv.js, loaded once per thread. Its module object is a thenable that resolves to itself (awaiting it
 * never ends), and in Node it installs process handlers that abort on any unhandled rejection: both are
 * taken off before it is handed out.
 */
export function loadOpenCv(): Promise<Cv> {
  loading ??= (async () => {
    const before = new Set(process.listeners('unhandledRejection'));
    const beforeEx = new Set(process.listeners('uncaughtException'));
    // A cast at the library's edge: opencv.js is CommonJS, and whether its exports arrive as `default` depends
    // on the compiling project's module setting (the API's says yes, the browser tests' project says no),
    // while at run time Node always hands them over as `default`.
    const mod = (await import('@techstark/opencv-js')) as unknown as { default: Cv & { then?: unknown } };
    const cv = mod.default as Cv & { then?: unknown; onRuntimeInitialized?: () => void; Mat?: unknown };
    if (typeof cv.Mat !== 'function')
      await new Promise<void>((resolve) => {
        cv.onRuntimeInitialized = resolve;
      });
    delete cv.then;
    for (const l of process.listeners('unhandledRejection'))
      if (!before.has(l)) process.removeListener('unhandledRejection', l);
    for (const l of process.listeners('uncaughtException'))
      if (!beforeEx.has(l)) process.removeListener('uncaughtException', l);
    return cv;
  })();
  return loading;
}

/** An alignment: `h` maps clean-render pixels to leaked-image pixels; `inliers` of `matches` fit it. */
export interface Alignment {
  h: Homography;
  inliers: number;
  matches: number;
}

/** Keypoints asked of ORB per image: enough for a page of small print, few enough for ~300 ms. */
const FEATURES = 2500;
/** Fewest RANSAC inliers for an alignment of a whole page to be believed. */
export const MIN_INLIERS = 24;

function toMat(cv: Cv, img: Gray): OpenCv.Mat {
  const mat = new cv.Mat(img.height, img.width, cv.CV_8UC1);
  mat.data.set(img.data);
  return mat;
}

/** ORB keypoints and descriptors of an image (`features`); `release` deletes both. */
export interface Features {
  keypoints: OpenCv.KeyPointVector;
  descriptors: OpenCv.Mat;
}

/** Deletes the opencv.js objects of `f`. */
export function release(f: Features): void {
  f.keypoints.delete();
  f.descriptors.delete();
}

/** ORB keypoints and descriptors of `img`; the caller deletes both ({@link release}). */
export function features(cv: Cv, img: Gray): Features {
  const mat = toMat(cv, img);
  const orb = new cv.ORB(FEATURES);
  const keypoints = new cv.KeyPointVector();
  const descriptors = new cv.Mat();
  const none = new cv.Mat();
  orb.detectAndCompute(mat, none, keypoints, descriptors);
  mat.delete();
  none.delete();
  orb.delete();
  return { keypoints, descriptors };
}

/**
 * The homography from `clean` to `leaked`, or null when too few matches agree (another page, an image
 * with no text, or too little of the page). Errors of opencv.js propagate.
 */
export function alignToClean(cv: Cv, clean: Gray, leaked: Gray): Alignment | null {
  const a = features(cv, clean);
  const b = features(cv, leaked);
  try {
    return matchFeatures(cv, a, b, MIN_INLIERS);
  } finally {
    release(a);
    release(b);
  }
}

/**
 * The homography from the image of features `a` (the clean render) to that of `b` (the leak), or null when
 * fewer than `minInliers` matches agree. Deletes neither.
 */
export function matchFeatures(cv: Cv, a: Features, b: Features, minInliers: number): Alignment | null {
  const matcher = new cv.BFMatcher(cv.NORM_HAMMING, false);
  const knn = new cv.DMatchVectorVector();
  const src: number[] = [];
  const dst: number[] = [];
  try {
    if (a.descriptors.rows < minInliers || b.descriptors.rows < minInliers) return null;
    matcher.knnMatch(b.descriptors, a.descriptors, knn, 2);
    for (let i = 0; i < knn.size(); i += 1) {
      const pair = knn.get(i);
      if (pair.size() < 2) continue;
      const m = pair.get(0);
      const n = pair.get(1);
      if (m.distance > 0.8 * n.distance) continue;
      const p = a.keypoints.get(m.trainIdx).pt;
      const q = b.keypoints.get(m.queryIdx).pt;
      src.push(p.x, p.y);
      dst.push(q.x, q.y);
    }
  } finally {
    knn.delete();
    matcher.delete();
  }
  const matches = src.length / 2;
  if (matches < minInliers) return null;
  const srcMat = cv.matFromArray(matches, 1, cv.CV_32FC2, src);
  const dstMat = cv.matFromArray(matches, 1, cv.CV_32FC2, dst);
  const mask = new cv.Mat();
  try {
    const h = cv.findHomography(srcMat, dstMat, cv.RANSAC, 3, mask, 4000, 0.999);
    if (h.empty()) {
      h.delete();
      return null;
    }
    const m = Array.from(h.data64F) as Homography;
    h.delete();
    let inliers = 0;
    for (let i = 0; i < mask.rows; i += 1) if (mask.data[i]) inliers += 1;
    if (inliers < minInliers || !m.every(Number.isFinite)) return null;
    return { h: m, inliers, matches };
  } finally {
    srcMat.delete();
    dstMat.delete();
    mask.delete();
  }
}

/** `leaked` resampled into the clean render's frame (`width` × `height`) through `h`, white outside. */
export function warpToClean(cv: Cv, leaked: Gray, h: Homography, width: number, height: number): Gray {
  const src = toMat(cv, leaked);
  const dst = new cv.Mat();
  const m = cv.matFromArray(3, 3, cv.CV_64F, h);
  try {
    cv.warpPerspective(
      src,
      dst,
      m,
      new cv.Size(width, height),
      cv.INTER_LINEAR | cv.WARP_INVERSE_MAP,
      cv.BORDER_CONSTANT,
      new cv.Scalar(255, 255, 255, 255),
    );
    return { width, height, data: new Uint8Array(dst.data) };
  } finally {
    src.delete();
    dst.delete();
    m.delete();
  }
}

/**
 * Corrects `h` with the words themselves: the leaked image is warped into the clean frame, up to 120 blocks
 * spread over the page are found again within ±`radius` px, and a new homography is fitted (RANSAC, 3 px: wide enough for every word's own ±1 px shift, which averages out)
 * through their centres. Keypoints can agree on a wrong model where a page repeats itself (a scatter plot,
 * a table); whole words rarely do. Answers `h` unchanged when too few blocks are found.
 */
export function refineWithBlocks(
  cv: Cv,
  clean: Gray,
  leaked: Gray,
  h: Homography,
  blocks: Block[],
  radius: number,
): Homography {
  const warped = warpToClean(cv, leaked, h, clean.width, clean.height);
  const step = Math.max(1, Math.floor(blocks.length / 120));
  const src: number[] = [];
  const dst: number[] = [];
  for (let i = 0; i < blocks.length; i += step) {
    const b = blocks[i];
    const r = readBlock(clean, warped, b, 0.6, radius, radius);
    if (!r) continue;
    const [x, y] = [(b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2];
    const [u, v] = project(h, x + r.dx, y + r.dy);
    src.push(x, y);
    dst.push(u, v);
  }
  const n = src.length / 2;
  if (n < 12) return h;
  const srcMat = cv.matFromArray(n, 1, cv.CV_32FC2, src);
  const dstMat = cv.matFromArray(n, 1, cv.CV_32FC2, dst);
  const mask = new cv.Mat();
  try {
    const m = cv.findHomography(srcMat, dstMat, cv.RANSAC, 3, mask, 2000, 0.999);
    const out = m.empty() ? h : (Array.from(m.data64F) as Homography);
    m.delete();
    return out.every(Number.isFinite) ? out : h;
  } finally {
    srcMat.delete();
    dstMat.delete();
    mask.delete();
  }
}
