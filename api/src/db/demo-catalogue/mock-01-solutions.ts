/**
 * Worked solutions of the fixtures' demo paper (`tests/jee-main-mock-01.pdf`), one per question in the
 * order Q.1–Q.24, each ending in the answer its key holds (`jee-main-mock-01.key.csv`). Written for the
 * demo's review screen: a student who got a question wrong sees how to get it right. Plain ASCII and
 * the symbols of the PDF standard fonts' WinAnsi set only (pdfkit's Helvetica and Times draw nothing else).
 */
export const MOCK_01_SOLUTIONS: readonly string[] = [
  // Physics
  'The 6 ohm and 3 ohm resistors are in parallel: 6 x 3 / 9 = 2 ohm. With the 4 ohm in series the circuit is 6 ohm, so the cell drives 12 / 6 = 2 A. The 2 A divides in inverse ratio of the resistances: the 3 ohm resistor takes 2 x 6 / 9 = 4/3 A. Answer: (3).',
  'Down the plane: a = g (sin 37° - mu cos 37°) = 10 (3/5 - 0.5 x 4/5) = 10 (0.6 - 0.4) = 2 m/s². Answer: (2).',
  'Lens formula 1/v - 1/u = 1/f with u = -30 cm, f = +20 cm: 1/v = 1/20 - 1/30 = 1/60, so v = +60 cm (other side, real). m = v/u = 60 / (-30) = -2: inverted and twice the size. Answer: (2).',
  'H = u² sin² 30° / 2g = 400 x (1/4) / 20 = 5 m. Answer: (1).',
  'Distance is the area under the v-t graph: a triangle from 0 to 2 s (1/2 x 2 x 10 = 10 m), a rectangle from 2 to 6 s (4 x 10 = 40 m) and a triangle from 6 to 8 s (10 m): 60 m. Answer: (4).',
  'For an electron accelerated through V volts, lambda = 12.27 / sqrt(V) Å = 12.27 / 10 = 1.227 Å, about 1.23 Å. Answer: (3).',
  'In series, 1/C = 1/3 + 1/6 = 1/2, so C = 2 µF. Every capacitor in series carries the same charge: Q = C V = 2 µF x 90 V = 180 µC. Answer: 180.',
  'Each half of the circle is 8 ohm, and between diametrically opposite points the halves are in parallel: 8 x 8 / 16 = 4 ohm. Answer: 4.',
  // Chemistry
  'C3H8 + 5 O2 -> 3 CO2 + 4 H2O: 3 carbons need 3 O2 and 8 hydrogens need 2 O2, so 5 mol of O2 per mol of propane. Answer: (3).',
  'All four have 10 electrons. The fewer protons pull on them, the larger the ion: O2- has 8 protons, the fewest, so it is the largest. Answer: (2).',
  'Xe has 8 valence electrons: 4 bond to F and 4 remain as 2 lone pairs, 6 electron pairs in all, so sp3d2 (octahedral arrangement). With the lone pairs opposite each other the shape is square planar. Answer: (4).',
  '[OH-] = 0.01 M, so pOH = 2 and pH = 14 - 2 = 12. Answer: (3).',
  'The longest chain holding the C bearing -OH has 3 carbons (propan-1-ol) with a methyl on C-2: 2-methylpropan-1-ol. Answer: (1).',
  'Phenoxide spreads its negative charge over the ring by resonance; ethoxide cannot, so phenol gives up its proton more easily. (1) is SN1, (3) needs a catalyst and substitutes, (4) is reversed. Answer: (2).',
  'Moles = 0.2 mol/L x 0.5 L = 0.1 mol; mass = 0.1 x 40 = 4 g. Answer: 4.',
  'k = 0.693 / 20 per min. For 90 %: t = (2.303 / k) log 10 = 20 x 2.303 / 0.693 = 20 / 0.301 = 66.4 min, entered as 66. Answer: 66.',
  // Mathematics
  'alpha + beta = 5 and alpha beta = 6, so alpha² + beta² = (alpha + beta)² - 2 alpha beta = 25 - 12 = 13. Answer: (2).',
  'sin² x = (1 - cos 2x) / 2, so the integral from 0 to pi/2 is [x/2 - sin 2x / 4] = pi/4 - 0 = pi/4. Answer: (3).',
  'The curves meet at x = 0 and x = 1, with y = x above y = x² between them. Area = integral from 0 to 1 of (x - x²) dx = 1/2 - 1/3 = 1/6. Answer: (4).',
  '1 - cos 2x = 2 sin² x, so the limit is 2 (sin x / x)² -> 2 x 1 = 2. Answer: (1).',
  'Of the 36 equally likely outcomes, six give a sum of 7: (1,6), (2,5), (3,4), (4,3), (5,2), (6,1). 6/36 = 1/6. Answer: (4).',
  "f'(x) = 3x² - 3 = 0 at x = -1 and x = 1. f''(x) = 6x is negative at -1 (a maximum, f(-1) = 2) and positive at 1 (a minimum, f(1) = -2). Answer: (1).",
  'LEVEL has 5 letters with L twice and E twice: 5! / (2! 2!) = 120 / 4 = 30. Answer: 30.',
  'The 10th term is S10 - S9 = (3 x 100 + 20) - (3 x 81 + 18) = 320 - 261 = 59. Answer: 59.',
];
