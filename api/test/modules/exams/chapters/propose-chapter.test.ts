import {
  NCERT_CHAPTERS,
  proposeChapter,
  proposeChapters,
  splitTerms,
} from '../../../../src/modules/exams/chapters/propose-chapter.ts';

/** The chapter proposer's rules on made-up questions (docs/domains/exams.md "Chapters"). */

it('lists every NCERT chapter of the four subjects once, with terms', () => {
  const count = (subject: string) => NCERT_CHAPTERS.filter((c) => c.subject === subject && !c.dropped).length;
  expect([count('Physics'), count('Chemistry'), count('Biology'), count('Mathematics')]).toEqual([
    28, 19, 32, 27,
  ]);
  expect(new Set(NCERT_CHAPTERS.map((c) => c.name)).size).toBe(NCERT_CHAPTERS.length);
  for (const c of NCERT_CHAPTERS) expect(c.terms.length).toBeGreaterThan(5);
});

it('reads a term list: words run to their weight or stem mark, and an unmarked word is refused', () => {
  expect(splitTerms('least count=3 vernier=3 unit* zero error=2')).toEqual([
    'least count=3',
    'vernier=3',
    'unit*',
    'zero error=2',
  ]);
  expect(() => splitTerms('vernier=3 parallax')).toThrow(/parallax/);
});

it('proposes from the words, folding the text layer’s mathematical letters and plurals', () => {
  expect(
    proposeChapter(
      'Two identical capacitors have same capacitance 𝐶 with a dielectric between the plates',
      null,
    )?.chapter,
  ).toBe('Electrostatic Potential and Capacitance');
  expect(proposeChapter('The eccentricity of the hyperbolas and the latus rectum', null)?.chapter).toBe(
    'Conic Sections',
  );
});

it('proposes nothing from too few words, and keeps to the subject a heading names', () => {
  expect(proposeChapter('Which of the following is correct? (1) A (2) B (3) C (4) D', null)).toBeNull();
  const text = 'The half life of a first order reaction and its rate constant';
  expect(proposeChapter(text, 'Chemistry')?.chapter).toBe('Chemical Kinetics');
  expect(proposeChapter(text, 'Physics')?.subject).not.toBe('Chemistry');
});

it('takes the subject of its neighbours when no heading names one', () => {
  const physics = [
    'A tuning fork resonates with a sonometer wire; beats per second',
    'A convex lens of focal length 20 cm forms a virtual image',
    'The moment of inertia of a solid sphere rolling without slipping',
    'The identical spheres each of mass 2M are placed at the corners of a right angled triangle with sides 4 m. Taking their intersection as origin, the magnitude of the position vector of the centre of mass is',
    'A capacitor with a dielectric slab between its plates',
  ];
  expect(proposeChapter(physics[3], null)?.chapter).toBe('Vector Algebra');
  const withNeighbours = proposeChapters(physics.map((text) => ({ text, subject: null })));
  expect(withNeighbours[3]?.chapter).toBe('System of Particles and Rotational Motion');
  expect(withNeighbours.map((p) => p?.subject)).toEqual(Array(5).fill('Physics'));
});
