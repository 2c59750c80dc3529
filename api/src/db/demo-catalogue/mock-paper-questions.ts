import type { FigureSpec } from './figures';

/** One question of the generated mock paper, with its answer (an option number, or the rounded number). */
export interface PaperQuestion {
  subject: 'Physics' | 'Chemistry' | 'Mathematics';
  type: 'single' | 'numerical';
  text: string;
  options?: [string, string, string, string];
  figure?: FigureSpec;
  /** Start the options on the next page (the paper has a question that runs on, as real papers do). */
  optionsOnNextPage?: boolean;
  answer: string;
  /** A worked solution for the review, ending in the answer (WinAnsi characters only: the PDF's standard fonts). */
  solution: string;
}

/**
 * The questions of the demo mock paper: original JEE (Main) style questions, per subject four
 * single-correct (options (1)–(4)) then one numerical answer. Answers are checked by hand.
 */
export const PAPER_QUESTIONS: readonly PaperQuestion[] = [
  {
    subject: 'Physics',
    type: 'single',
    text: 'A block of mass 2 kg rests on a rough incline of angle 30° as shown. The coefficient of static friction between the block and the incline is 0.7. The frictional force acting on the block is (take g = 10 m/s²)',
    figure: { kind: 'incline', degrees: 30, caption: '', height: 120 },
    options: ['12.1 N', '17.3 N', '10 N', 'zero'],
    answer: '3',
    solution:
      "The weight's pull down the plane is mg sin 30° = 20 x 0.5 = 10 N. Static friction can hold up to 0.7 x mg cos 30° = 0.7 x 17.3 = 12.1 N, more than 10 N, so the block stays at rest and friction just balances the pull: 10 N. Answer: (3).",
  },
  {
    subject: 'Physics',
    type: 'single',
    text: 'A car starts from rest and accelerates uniformly to a speed of 20 m/s in 5 s. The distance it covers in this time is',
    options: ['100 m', '50 m', '25 m', '40 m'],
    answer: '2',
    solution: 'a = 20 / 5 = 4 m/s², and s = (1/2) a t² = 0.5 x 4 x 25 = 50 m. Answer: (2).',
  },
  {
    subject: 'Physics',
    type: 'single',
    text: 'An object is placed 30 cm in front of a thin convex lens of focal length 20 cm, as in the ray diagram below. The magnification produced by the lens is',
    figure: { kind: 'lens', caption: '', height: 150 },
    optionsOnNextPage: true,
    options: ['-2', '+2', '-0.5', '+3'],
    answer: '1',
    solution:
      '1/v - 1/u = 1/f with u = -30 cm and f = 20 cm gives 1/v = 1/60, v = 60 cm. m = v/u = 60 / (-30) = -2. Answer: (1).',
  },
  {
    subject: 'Physics',
    type: 'single',
    text: 'Resistors of 6 ohm and 3 ohm are connected in parallel across an ideal 6 V battery of negligible internal resistance. The current drawn from the battery is',
    options: ['1 A', '2 A', '0.67 A', '3 A'],
    answer: '4',
    solution: '6 ohm and 3 ohm in parallel make 6 x 3 / 9 = 2 ohm, so I = 6 V / 2 ohm = 3 A. Answer: (4).',
  },
  {
    subject: 'Physics',
    type: 'numerical',
    text: 'A ball is thrown vertically upwards with a speed of 30 m/s. Taking g = 10 m/s² and neglecting air resistance, the maximum height reached by the ball, in metres, is ______.',
    answer: '45',
    solution: 'At the top v = 0: H = u² / 2g = 900 / 20 = 45 m. Answer: 45.',
  },
  {
    subject: 'Chemistry',
    type: 'single',
    text: 'The number of moles of carbon dioxide present in 4.4 g of CO2 is (C = 12, O = 16)',
    options: ['1', '0.1', '0.01', '0.44'],
    answer: '2',
    solution: 'Molar mass of CO2 = 12 + 2 x 16 = 44 g/mol, so 4.4 / 44 = 0.1 mol. Answer: (2).',
  },
  {
    subject: 'Chemistry',
    type: 'single',
    text: 'Which one of the following molecules has the largest bond angle?',
    options: ['H2O', 'NH3', 'CH4', 'BeCl2'],
    answer: '4',
    solution:
      'BeCl2 is linear (two bond pairs, no lone pair on Be): 180°, against 109.5° for CH4, 107° for NH3 and 104.5° for H2O. Answer: (4).',
  },
  {
    subject: 'Chemistry',
    type: 'single',
    text: 'The titration curve of a strong acid with a strong base is shown. The pH of a 0.001 M solution of HCl at 25 °C is',
    figure: { kind: 'plot', curve: 'titration', x: 'volume of base (mL)', y: 'pH', caption: '', height: 120 },
    options: ['1', '11', '3', '0.001'],
    answer: '3',
    solution: 'HCl is a strong acid: [H+] = 0.001 = 10^-3 M, so pH = 3. Answer: (3).',
  },
  {
    subject: 'Chemistry',
    type: 'single',
    text: 'The oxidation state of manganese in potassium permanganate, KMnO4, is',
    options: ['+2', '+4', '+6', '+7'],
    answer: '4',
    solution: 'In KMnO4: (+1) + x + 4 (-2) = 0, so x = +7. Answer: (4).',
  },
  {
    subject: 'Chemistry',
    type: 'numerical',
    text: 'The volume, in mL, of 0.5 M NaOH solution needed to neutralise completely 25 mL of 1 M HCl is ______.',
    answer: '50',
    solution:
      'Moles of HCl = 1 x 0.025 = 0.025 mol, which needs 0.025 mol of NaOH: 0.025 / 0.5 = 0.05 L = 50 mL. Answer: 50.',
  },
  {
    subject: 'Mathematics',
    type: 'single',
    text: 'The graph of f(x) = x² - 4x + 3 is shown. The minimum value of f(x) for real x is',
    figure: { kind: 'plot', curve: 'parabola', x: 'x', y: 'f(x)', caption: '', height: 120 },
    options: ['3', '-1', '1', '-4'],
    answer: '2',
    solution: 'f(x) = (x - 2)² - 1, least at x = 2: the minimum value is -1. Answer: (2).',
  },
  {
    subject: 'Mathematics',
    type: 'single',
    text: 'If y = x³, the value of dy/dx at x = 2 is',
    options: ['8', '6', '12', '4'],
    answer: '3',
    solution: 'dy/dx = 3x², which is 3 x 4 = 12 at x = 2. Answer: (3).',
  },
  {
    subject: 'Mathematics',
    type: 'single',
    text: 'The value of the definite integral of 2x with respect to x, from x = 0 to x = 1, is',
    options: ['2', '1', '0.5', '0'],
    answer: '2',
    solution: 'The integral of 2x is x², and 1² - 0² = 1. Answer: (2).',
  },
  {
    subject: 'Mathematics',
    type: 'single',
    text: 'The distance between the points (1, 2) and (4, 6) in the xy-plane is',
    options: ['5', '7', '25', '3.5'],
    answer: '1',
    solution: 'sqrt((4 - 1)² + (6 - 2)²) = sqrt(9 + 16) = 5. Answer: (1).',
  },
  {
    subject: 'Mathematics',
    type: 'numerical',
    text: 'The number of distinct arrangements of all the letters of the word LEVEL is ______.',
    answer: '30',
    solution: 'LEVEL has 5 letters with L and E each twice: 5! / (2! 2!) = 120 / 4 = 30. Answer: 30.',
  },
];
