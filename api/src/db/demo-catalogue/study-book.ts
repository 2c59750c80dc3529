import type { Category, Section } from '@exam/shared-contracts/catalogue';
import type { FigureSpec } from './figures';

/** One section of a chapter: a heading, its paragraphs, and an optional figure after them. */
export interface StudySection {
  heading: string;
  paragraphs: string[];
  figure?: FigureSpec;
}

/** One chapter: an introduction, sections, a worked example, key points and practice questions. */
export interface StudyChapter {
  title: string;
  intro: string;
  sections: StudySection[];
  example: { question: string; solution: string[] };
  keyPoints: string[];
  practice: string[];
}

/** A demo book: its catalogue entry (prices in rupees, like fixtures/catalogue.json) and its content. */
export interface StudyBook {
  title: string;
  description: string;
  category: Category;
  section: Section;
  price: number;
  priceDiscounted: number | null;
  isFree: boolean;
  subject: string;
  subtitle: string;
  /** Colour of the title page's band (hex). */
  accent: string;
  chapters: StudyChapter[];
}

/** An entry of a generated PDF's table of contents (its outline): title, 1-based page, children. */
export interface OutlineSpec {
  title: string;
  page: number;
  items: OutlineSpec[];
}

/** A generated PDF and what the generator knows it holds. */
export interface GeneratedPdf {
  pdf: Buffer;
  pages: number;
  outline: OutlineSpec[];
}
