import { CELLS_AND_GENETICS } from './content-genetics';
import { CALCULUS_STARTER } from './content-maths';
import { CHEMICAL_BONDING } from './content-chemistry';
import { HUMAN_PHYSIOLOGY } from './content-biology';
import { CHARGES_AND_CIRCUITS } from './content-electricity';
import { MOTION_AND_FORCES } from './content-mechanics';
import type { StudyBook } from './study-book';

/**
 * The study books of the generated demo catalogue, in the order the seed inserts them: both categories
 * and every section, prices inside the real demo's spread (₹49–₹499, some discounted) and one free book.
 * The seventh book, the test series, is the mock paper (mock-paper.ts).
 */
export const DEMO_BOOKS: readonly StudyBook[] = [
  MOTION_AND_FORCES,
  CHEMICAL_BONDING,
  CHARGES_AND_CIRCUITS,
  HUMAN_PHYSIOLOGY,
  CALCULUS_STARTER,
  CELLS_AND_GENETICS,
];
